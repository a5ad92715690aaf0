import type { InitialData, WidgetServerModule } from '@booking/shared-contracts';
import { captureLogs } from '../../testing/testDeps';
import type { LoadedServerBuild } from './serverBuild';
import { hostedStep1Renderer, step1Renderer, type HostedStep1Ask, type Step1Ask } from './step1Renderer';
import { TEST_STAMP } from './testBundles';

const data = (price: number) => ({ configId: 'demo', schedules: [{ price }] }) as unknown as InitialData;
const ask = (overrides: Partial<Step1Ask> = {}): Step1Ask => ({
  initialData: data(100),
  configId: 'demo',
  lang: 'pl',
  openId: null,
  colorMode: 'light',
  colorModeForced: false,
  hostingMode: 'iframe',
  ...overrides,
});

function countingBuild(render?: WidgetServerModule['renderIframeStep1']) {
  const calls: number[] = [];
  const module: WidgetServerModule = {
    build: 'v1',
    renderIframeStep1:
      render ??
      ((request) => {
        calls.push(request.now);
        return Promise.resolve({
          html: `<p>${calls.length}</p>`,
          stamp: { ...TEST_STAMP, build: 'v1', lang: request.lang },
        });
      }),
  };
  const loaded: LoadedServerBuild = { build: 'v1', sha256: 'f'.repeat(64), module };
  return { calls, serverBuild: () => Promise.resolve(loaded) };
}

describe('step1Renderer', () => {
  it('renders once per build, data block, language and day, and gives the kept markup to the next pages', async () => {
    const { calls, serverBuild } = countingBuild();
    const { logger } = captureLogs();
    let now = new Date(2026, 5, 1, 9).getTime();
    const render = step1Renderer({ serverBuild, logger, now: () => now });
    const [a, b] = await Promise.all([render(ask()), render(ask())]);
    expect(a?.html).toBe('<p>1</p>');
    expect(b).toBe(a);
    now += 3 * 3_600_000;
    expect((await render(ask()))?.html).toBe('<p>1</p>');
    expect((await render(ask({ lang: 'de' })))?.html).toBe('<p>2</p>');
    expect((await render(ask({ colorMode: 'dark' })))?.html).toBe('<p>3</p>');
    expect(calls).toHaveLength(3);
  });

  it('renders again when the data block changes (a reservation dropped the cached month) and on the next day', async () => {
    const { calls, serverBuild } = countingBuild();
    const { logger } = captureLogs();
    let now = new Date(2026, 5, 1, 23, 59).getTime();
    const render = step1Renderer({ serverBuild, logger, now: () => now });
    await render(ask());
    await render(ask({ initialData: data(90) }));
    expect(calls).toHaveLength(2);
    now += 2 * 60_000;
    await render(ask());
    expect(calls).toHaveLength(3);
  });

  it('keeps at most maxEntries markups, dropping the least recently used', async () => {
    const { calls, serverBuild } = countingBuild();
    const { logger } = captureLogs();
    const render = step1Renderer({ serverBuild, logger, maxEntries: 2 });
    await render(ask({ lang: 'pl' }));
    await render(ask({ lang: 'de' }));
    await render(ask({ lang: 'pl' }));
    await render(ask({ lang: 'en' }));
    expect(calls).toHaveLength(3);
    await render(ask({ lang: 'pl' }));
    expect(calls).toHaveLength(3);
    await render(ask({ lang: 'de' }));
    expect(calls).toHaveLength(4);
  });

  it('answers null for a build that throws, logs it once, and keeps no failure', async () => {
    let fail = true;
    const { serverBuild } = countingBuild((request) =>
      fail
        ? Promise.reject(new Error('render exploded'))
        : Promise.resolve({ html: '<p>ok</p>', stamp: { ...TEST_STAMP, build: 'v1', lang: request.lang } }),
    );
    const { logger, logs } = captureLogs();
    const render = step1Renderer({ serverBuild, logger });
    expect(await render(ask())).toBeNull();
    expect(await render(ask())).toBeNull();
    expect(logs.lines.filter((line) => String(line.msg).includes('the server build threw'))).toHaveLength(1);
    fail = false;
    expect((await render(ask()))?.html).toBe('<p>ok</p>');
  });

  it('gives up a render that takes longer than the timeout', async () => {
    const { serverBuild } = countingBuild(() => new Promise(() => undefined));
    const { logger, logs } = captureLogs();
    const render = step1Renderer({ serverBuild, logger, timeoutMs: 20 });
    expect(await render(ask())).toBeNull();
    expect(logs.text()).toContain('took over 20 ms');
  });

  it('answers null without a server build', async () => {
    const { logger } = captureLogs();
    expect(await step1Renderer({ serverBuild: () => Promise.resolve(null), logger })(ask())).toBeNull();
  });
});

describe('hostedStep1Renderer', () => {
  const hostedAsk = (lang: 'pl' | 'de' = 'pl'): HostedStep1Ask => ({
    initialData: data(100),
    props: { configId: 'demo', lang, openId: 'krakow' },
    colorMode: 'light',
  });

  it("renders a host page's widget once per build, data block and props with the build's hosted renderer", async () => {
    const { serverBuild, calls } = countingBuild();
    const hosted: string[] = [];
    const build = await serverBuild();
    if (!build) throw new Error('no build');
    build.module.renderHostedStep1 = (request) => {
      hosted.push(String(request.props.lang));
      return Promise.resolve({ html: `<p>${request.props.lang}</p>`, stamp: { ...TEST_STAMP, build: 'v1', lang: 'pl' } });
    };
    const { logger } = captureLogs();
    const render = hostedStep1Renderer({ serverBuild, logger });
    expect((await render(hostedAsk()))?.html).toBe('<p>pl</p>');
    expect((await render(hostedAsk()))?.html).toBe('<p>pl</p>');
    expect((await render(hostedAsk('de')))?.html).toBe('<p>de</p>');
    expect(hosted).toEqual(['pl', 'de']);
    expect(calls).toEqual([]);
  });

  it('draws nothing, logged once, with a build that has no hosted renderer (an older deploy)', async () => {
    const { serverBuild } = countingBuild();
    const { logger, logs } = captureLogs();
    const render = hostedStep1Renderer({ serverBuild, logger });
    expect(await render(hostedAsk())).toBeNull();
    expect(await render(hostedAsk())).toBeNull();
    expect(logs.lines.filter((line) => String(line.msg).includes('does not draw this page'))).toHaveLength(1);
  });
});
