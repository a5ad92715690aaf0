import type { HostServerModule, InitialData, PageConfig, Step1Render } from '@booking/shared-contracts';
import { captureLogs } from '../../testing/testDeps';
import { bookingPageRenderer, stylesheetsOf } from './bookingPage';
import type { HostedStep1Renderer } from './step1Renderer';
import { TEST_STAMP } from './testBundles';

const config: PageConfig = {
  page: 'booking',
  lang: 'pl',
  path: '/pl/megabilet',
  remoteUrl: 'https://remote.example',
  apiBaseUrl: '',
  configId: 'demo',
};
const initialData = { configId: 'demo' } as unknown as InitialData;
const drawnWidget: Step1Render = { html: '<p>widget</p>', stamp: { ...TEST_STAMP, build: 'v1', lang: 'pl' } };
const ask = { config, search: '?product=krakow', initialData, colorMode: 'dark' as const };

/** A host whose page holds what its widget render answered, as the host shell's server build does. */
const host: HostServerModule = {
  renderPage: async (request) => {
    const widget = await request.renderWidget({ configId: 'demo', lang: 'pl', openId: 'krakow' });
    return { html: `<main>${widget?.html ?? 'Loading'}</main>`, stamp: widget?.stamp ?? null };
  },
};

function renderer(
  overrides: {
    hostServer?: () => Promise<HostServerModule | null>;
    renderWidget?: HostedStep1Renderer;
    stylesheets?: string[];
    timeoutMs?: number;
  } = {},
) {
  const { logger, logs } = captureLogs();
  const widgetAsks: unknown[] = [];
  const render = bookingPageRenderer({
    hostServer: overrides.hostServer ?? (() => Promise.resolve(host)),
    renderWidget:
      overrides.renderWidget ??
      ((widgetAsk) => {
        widgetAsks.push(widgetAsk);
        return Promise.resolve(drawnWidget);
      }),
    widgetStylesheets: () => Promise.resolve(overrides.stylesheets ?? ['https://remote.example/w.css']),
    logger,
    timeoutMs: overrides.timeoutMs,
  });
  return { render, logs, widgetAsks };
}

describe('bookingPageRenderer', () => {
  it("draws the host's page around the widget drawn for the host's props, in the visitor's colour mode, with its stylesheets", async () => {
    const { render, widgetAsks } = renderer();
    expect(await render(ask)).toEqual({
      html: '<main><p>widget</p></main>',
      stamp: drawnWidget.stamp,
      head: '<link rel="stylesheet" href="https://remote.example/w.css">',
    });
    expect(widgetAsks).toEqual([
      { initialData, props: { configId: 'demo', lang: 'pl', openId: 'krakow' }, colorMode: 'dark' },
    ]);
  });

  it('leaves the widget to the browser without its render or without its stylesheets (no unstyled paint)', async () => {
    const noWidget = renderer({ renderWidget: () => Promise.resolve(null) });
    expect(await noWidget.render(ask)).toEqual({ html: '<main>Loading</main>', stamp: null, head: '' });
    const noStyles = renderer({ stylesheets: [] });
    expect(await noStyles.render(ask)).toEqual({ html: '<main>Loading</main>', stamp: null, head: '' });
  });

  it('leaves the page to the browser, logged once, without a host build, when it throws or takes too long', async () => {
    expect(await renderer({ hostServer: () => Promise.resolve(null) }).render(ask)).toBeNull();
    const throwing = renderer({
      hostServer: () => Promise.resolve({ renderPage: () => Promise.reject(new Error('host exploded')) }),
    });
    expect(await throwing.render(ask)).toBeNull();
    expect(await throwing.render(ask)).toBeNull();
    expect(throwing.logs.lines.filter((line) => line.reason === 'host exploded')).toHaveLength(1);
    const slow = renderer({
      hostServer: () => Promise.resolve({ renderPage: () => new Promise(() => undefined) }),
      timeoutMs: 10,
    });
    expect(await slow.render(ask)).toBeNull();
    expect(slow.logs.text()).toContain('took over 10 ms');
  });
});

describe('stylesheetsOf', () => {
  const manifest = (css: unknown) =>
    JSON.stringify({
      exposes: [
        { name: 'mount', assets: { css: { sync: ['mount.css'] } } },
        { name: 'BookingWidget', assets: { css: { sync: css, async: ['checkout.css'] } } },
      ],
    });

  it("names the widget's step-1 stylesheets at the remote's address", () => {
    expect(stylesheetsOf(manifest(['__federation_expose_BookingWidget.1a2b.css']), 'https://r.example/')).toEqual(
      ['https://r.example/__federation_expose_BookingWidget.1a2b.css'],
    );
  });

  it('names none for a manifest that does not read, and no file that could leave the attribute', () => {
    expect(stylesheetsOf('not json', 'https://r.example/')).toEqual([]);
    expect(stylesheetsOf(manifest('w.css'), 'https://r.example/')).toEqual([]);
    expect(stylesheetsOf(manifest(['a.css"><script>', '../x.css', 'b.css']), 'https://r.example/')).toEqual([
      'https://r.example/b.css',
    ]);
  });
});
