/**
 * @jest-environment node
 */
// Node, as in the BFF: a render that touched window or document would throw here.
import type {
  HostPageRenderRequest,
  InitialData,
  PageConfig,
  RenderedWidgetProps,
  RenderStamp,
  Step1Render,
} from '@booking/shared-contracts';
import hostServer, { renderPage } from './server';

const products = ['krakow-old-town', 'dunajec-rafting'].map((id) => ({ id, order: [], variants: [] }));

function buildInitialData(configId = 'demo'): InitialData {
  return {
    configId,
    widgetConfig: { configId, globalConfig: { activeConfigId: configId }, products },
    credentials: null,
    activities: [],
    schedules: [],
  } as unknown as InitialData;
}

function buildConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return {
    page: 'booking',
    lang: 'pl',
    path: '/pl/megabilet',
    remoteUrl: 'https://widget.example',
    apiBaseUrl: '',
    configId: 'demo',
    ...overrides,
  };
}

const stamp = { build: 'w-7', lang: 'pl', today: '2026-11-28', month: '2026-11' } as RenderStamp;

/** A request whose remote answers `answer`, recording the props it was asked to draw. */
function buildRequest(answer: Step1Render | null, overrides: Partial<HostPageRenderRequest> = {}) {
  const asked: RenderedWidgetProps[] = [];
  const request: HostPageRenderRequest = {
    config: buildConfig(),
    search: '',
    initialData: buildInitialData(),
    renderWidget: (props) => {
      asked.push(props);
      return Promise.resolve(answer);
    },
    ...overrides,
  };
  return { request, asked };
}

describe('renderPage', () => {
  it("draws the booking page with the remote's step 1 inside the widget's root in the slot, and passes its stamp on", async () => {
    const { request } = buildRequest({ html: '<p class="bw-step">Step 1 &amp; dates</p>', stamp });
    const render = await renderPage(request);
    expect(render?.stamp).toBe(stamp);
    expect(render?.html).toContain('<h1>Zarezerwuj bilety</h1>');
    expect(render?.html).toContain(
      '<div id="booking" class="hs-booking" tabindex="-1"><div class="hs-widget" data-widget-slot="">' +
        '<div data-widget-root=""><p class="bw-step">Step 1 &amp; dates</p></div></div></div>',
    );
    expect(render?.html).not.toContain('Loading the booking widget');
  });

  it("asks the remote for the props the browser's booking page gives the widget, opening the ?product= choice", async () => {
    const { request, asked } = buildRequest(null, { search: '?product=dunajec-rafting' });
    await renderPage(request);
    expect(asked).toEqual([
      {
        configId: 'demo',
        lang: 'pl',
        openId: 'dunajec-rafting',
        globalConfig: { activeConfigId: 'demo' },
        products,
      },
    ]);
    const first = buildRequest(null);
    await renderPage(first.request);
    expect(first.asked[0]?.openId).toBe('krakow-old-town');
  });

  it("shows the widget's loading status, with no slot and no stamp, when the remote draws nothing", async () => {
    const render = await renderPage(buildRequest(null).request);
    expect(render?.stamp).toBeNull();
    expect(render?.html).toContain(
      '<div class="hs-loading" role="status" aria-live="polite">Loading the booking widget…</div>',
    );
    expect(render?.html).not.toContain('data-widget-slot');
  });

  it('draws no widget and asks the remote for none when the data block is of another config id', async () => {
    const { request, asked } = buildRequest(
      { html: '<p>never</p>', stamp },
      { initialData: buildInitialData('other') },
    );
    const render = await renderPage(request);
    expect(asked).toEqual([]);
    expect(render?.stamp).toBeNull();
    expect(render?.html).toContain('<div id="booking" class="hs-booking" tabindex="-1"></div>');
  });

  it.each(['home', 'success', 'dev', 'notFound'] as const)(
    'answers null for the %s page, which the browser renders',
    async (page) => {
      const { request, asked } = buildRequest(
        { html: '<p>never</p>', stamp },
        { config: buildConfig({ page }) },
      );
      await expect(renderPage(request)).resolves.toBeNull();
      expect(asked).toEqual([]);
    },
  );

  it("is the module's default export, as the BFF loads it", () => {
    expect(hostServer.renderPage).toBe(renderPage);
  });
});
