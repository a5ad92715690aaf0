/** @jest-environment node */
import { WIDGET_BUILD } from '../buildInfo';
import { hostedRenderRequest, pageDataBlock, renderRequest, RENDER_DAY } from '../testing/serverRendered';
import serverModule, { renderHostedStep1, renderIframeStep1 } from './server';

describe('the server build: step 1 of the iframe app rendered to HTML', () => {
  it('draws the priced calendar of the data block in the language asked, inert, and says what it drew', async () => {
    const rendered = await renderIframeStep1(renderRequest());
    expect(rendered?.stamp).toEqual({
      build: WIDGET_BUILD,
      lang: 'pl',
      today: '2026-06-10',
      colorMode: 'light',
      activityId: 1,
      month: '2026-06',
      accent: expect.stringMatching(/^#[0-9a-f]{6}$/) as string,
    });
    const html = rendered?.html ?? '';
    expect(html).toContain(
      `<div class="bw-root" lang="pl" data-config-id="demo" data-build="${WIDGET_BUILD}" data-color-mode="light"`,
    );
    // The two slot days carry their prices; the shell is inert until the browser takes it over.
    expect(html.match(/class="bw-cal-day_price"/g)).toHaveLength(2);
    expect(html).toMatch(/<div class="bw-shell" aria-busy="true" inert="">/);
    expect(html).toContain('aria-label="czerwiec 2026"');
  });

  it('draws an accent named as a CSS colour as the browser computes it ("green" is rgb(0, 128, 0))', async () => {
    const data = pageDataBlock();
    const green = {
      ...data,
      widgetConfig: {
        ...data.widgetConfig,
        globalConfig: { ...data.widgetConfig.globalConfig, accent: 'green' },
      },
    };
    const rendered = await renderIframeStep1(renderRequest({ initialData: green }));
    expect(rendered?.stamp.accent).toBe('#008000');
    expect(rendered?.html).toContain('--bw-accent:#008000');
  });

  it('draws the colour mode it is given, forced or hinted', async () => {
    const forced = await renderIframeStep1(renderRequest({ colorMode: 'dark', colorModeForced: true }));
    expect(forced?.stamp.colorMode).toBe('dark');
    expect(forced?.html).toContain('data-color-mode="dark"');
    const hinted = await renderIframeStep1(renderRequest({ colorMode: 'dark' }));
    expect(hinted?.html).toContain('data-color-mode="dark"');
  });

  it('answers null when the block cannot draw a priced month on its own (no network in a render)', async () => {
    const noSchedule = { ...pageDataBlock(), schedules: [] };
    expect(await renderIframeStep1(renderRequest({ initialData: noSchedule }))).toBeNull();
    const otherLanguage = renderRequest({ lang: 'de', initialData: pageDataBlock('pl') });
    expect(await renderIframeStep1(otherLanguage)).toBeNull();
    const emptyMonth = pageDataBlock('pl', RENDER_DAY, []);
    expect(await renderIframeStep1(renderRequest({ initialData: emptyMonth }))).toBeNull();
  });

  it("draws a host page's federated widget in Node (no window, no document): the host's language and product, inert, in the hinted colour", async () => {
    const request = hostedRenderRequest({ colorMode: 'dark' });
    const rendered = await renderHostedStep1(request);
    expect(rendered?.stamp).toMatchObject({ build: WIDGET_BUILD, lang: 'pl', colorMode: 'dark', activityId: 1 });
    expect(rendered?.html).toMatch(/^<div class="bw-root" lang="pl"[^>]*data-color-mode="dark"/);
    expect(rendered?.html).toContain('<div class="bw-shell" aria-busy="true" inert="">');
    expect(rendered?.html).toContain('data-day="2026-06-12"');
    // The host's props name what opens: without a priced month for it in the block, nothing is drawn.
    const otherLanguage = hostedRenderRequest({}, 'de');
    expect(await renderHostedStep1({ ...otherLanguage, initialData: pageDataBlock('pl') })).toBeNull();
  });

  it('exports the module the BFF loads: its build id and renderers', () => {
    expect(serverModule).toEqual({ build: WIDGET_BUILD, renderIframeStep1, renderHostedStep1 });
  });
});
