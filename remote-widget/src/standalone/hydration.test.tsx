import { act, waitFor } from '@testing-library/react';
import type { InitialData } from '@booking/shared-contracts';
import { WIDGET_BUILD } from '../buildInfo';
import { renderIframeStep1 } from '../prerender/server';
import { fakeCatalogueBff, catalogueActivity } from '../testing/fakeCatalogue';
import { pageDataBlock, renderRequest, useServerRenderedPage } from '../testing/serverRendered';
import { browserBridgeWindow } from './browserWindow';
import { startIframeApp } from './startIframeApp';

/**
 * The iframe app over a page the BFF rendered: the server build's markup in the root and the data block with
 * its stamp, as `GET /widget` writes them. The browser's clock is the render's day (only Date is faked).
 */
describe('startIframeApp over step 1 rendered on the server', () => {
  const page = useServerRenderedPage(() => {
    const root = document.createElement('div');
    root.id = 'booking-widget-root';
    return root;
  });

  async function serverPage(request = renderRequest()) {
    const rendered = await renderIframeStep1(request);
    if (!rendered) throw new Error('no server render');
    page.element.innerHTML = rendered.html;
    const data: InitialData = { ...request.initialData, rendered: rendered.stamp };
    page.block.textContent = JSON.stringify(data);
    return rendered;
  }

  const start = (url: string) => {
    const bff = fakeCatalogueBff({ activities: { 1: catalogueActivity(1) } });
    const app = startIframeApp({
      element: page.element,
      url,
      window: browserBridgeWindow(window),
      apiBaseUrl: 'https://bff.example',
      fetch: bff.fetch,
    });
    return { app, bff };
  };

  it('hydrates the same markup: the priced days stay the nodes the server drew, and step 1 takes clicks after', async () => {
    await serverPage();
    const serverDay = page.element.querySelector('[data-day="2026-06-12"] button');
    expect(page.element.querySelector('.bw-shell')).toHaveAttribute('inert');
    const { app, bff } = start('https://bff.example/widget?configId=demo&lang=pl');
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('hydrated'));
    expect(page.element.querySelector('[data-day="2026-06-12"] button')).toBe(serverDay);
    expect(page.element.querySelector('.bw-shell')).not.toHaveAttribute('inert');
    expect(page.problems).toEqual([]);
    // Nothing the block carries was asked again.
    expect(bff.requests.filter((url) => /general-information|schedule|widget-config/.test(url))).toEqual([]);
    act(() => {
      (serverDay as HTMLButtonElement).click();
    });
    expect(app.controller.stores.booking.selectedDate).toBe('2026-06-12');
    act(() => app.unmount());
  });

  it('renders afresh, without a mismatch, when the page opens another step 1 than the one drawn (another language)', async () => {
    await serverPage();
    const { app } = start('https://bff.example/widget?configId=demo&lang=de');
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('client'));
    await waitFor(() => expect(page.element.querySelector('.bw-root')).toHaveAttribute('lang', 'de'));
    expect(page.problems).toEqual([]);
    act(() => app.unmount());
  });

  it("renders afresh when the markup came from another deploy's server build", async () => {
    const rendered = await serverPage();
    const data = JSON.parse(page.block.textContent ?? '{}') as InitialData;
    page.block.textContent = JSON.stringify({
      ...data,
      rendered: { ...rendered.stamp, build: `${WIDGET_BUILD}-old` },
    });
    const { app } = start('https://bff.example/widget?configId=demo&lang=pl');
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('client'));
    expect(page.element.querySelector('.bw-shell')).not.toHaveAttribute('inert');
    expect(page.problems).toEqual([]);
    act(() => app.unmount());
  });

  it('renders afresh over a booking the tab kept (a reload after choosing a date): the server drew none', async () => {
    await serverPage();
    const first = start('https://bff.example/widget?configId=demo&lang=pl');
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('hydrated'));
    act(() => {
      page.element.querySelector<HTMLButtonElement>('[data-day="2026-06-12"] button')?.click();
    });
    act(() => first.app.unmount());
    await serverPage();
    delete document.documentElement.dataset.widgetRender;
    const again = start('https://bff.example/widget?configId=demo&lang=pl');
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('client'));
    await waitFor(() => expect(again.app.controller.stores.booking.selectedDate).toBe('2026-06-12'));
    expect(page.problems).toEqual([]);
    act(() => again.app.unmount());
  });

  it("draws the server's guess of the device scheme first and follows the device right after hydration", async () => {
    await serverPage(renderRequest({ initialData: pageDataBlock('pl'), colorMode: 'dark' }));
    const { app } = start('https://bff.example/widget?configId=demo&lang=pl');
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('hydrated'));
    // jsdom has no dark device: light once hydrated.
    await waitFor(() =>
      expect(page.element.querySelector('.bw-root')).toHaveAttribute('data-color-mode', 'light'),
    );
    expect(page.problems).toEqual([]);
    act(() => app.unmount());
  });
});
