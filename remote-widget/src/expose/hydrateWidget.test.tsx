import { act, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { WIDGET_ROOT_ATTRIBUTE, type InitialData } from '@booking/shared-contracts';
import { WIDGET_BUILD } from '../buildInfo';
import { renderHostedStep1 } from '../prerender/server';
import { fakeCatalogueBff, catalogueActivity } from '../testing/fakeCatalogue';
import { hostedRenderRequest, useServerRenderedPage } from '../testing/serverRendered';
import { WidgetController } from '../controller/WidgetController';
import { hydrateWidget } from './hydrateWidget';

/**
 * The federated widget over a host page the BFF rendered: the host's slot holds the widget's root with the
 * server build's markup, and the data block its stamp. The browser's clock is the render's day (only Date).
 */
describe('hydrateWidget over the step 1 a host page carries', () => {
  const page = useServerRenderedPage(() => {
    const root = document.createElement('div');
    root.setAttribute(WIDGET_ROOT_ATTRIBUTE, '');
    return root;
  });

  async function serverPage(request = hostedRenderRequest()) {
    const rendered = await renderHostedStep1(request);
    if (!rendered) throw new Error('no server render');
    page.element.innerHTML = rendered.html;
    const data: InitialData = { ...request.initialData, rendered: rendered.stamp };
    page.block.textContent = JSON.stringify(data);
    return { rendered, props: request.props };
  }

  // The fetch of the last `hydrate`: a test's update passes the same one (another fetch makes another widget).
  let hydrateFetch: ReturnType<typeof fakeCatalogueBff>['fetch'];
  const hydrate = (props: ReturnType<typeof hostedRenderRequest>['props']) => {
    const bff = fakeCatalogueBff({ activities: { 1: catalogueActivity(1) } });
    hydrateFetch = bff.fetch;
    const onFailure = jest.fn();
    const widget = hydrateWidget(page.element, { ...props, apiBaseUrl: 'https://bff.example', fetch: bff.fetch }, {
      onFailure,
    });
    return { widget, bff, onFailure };
  };

  it('draws the priced days inert on the server, in the host’s language', async () => {
    const { rendered } = await serverPage();
    expect(page.element.querySelector('[data-day="2026-06-12"] button')).not.toBeNull();
    expect(page.element.querySelector('.bw-shell')).toHaveAttribute('inert');
    expect(page.element.querySelector('.bw-root')).toHaveAttribute('lang', 'pl');
    expect(rendered.stamp).toMatchObject({ build: WIDGET_BUILD, lang: 'pl', activityId: 1, month: '2026-06' });
  });

  it('hydrates the same markup with the host’s props: the priced days stay the nodes drawn, and take clicks after', async () => {
    const { props } = await serverPage();
    const serverDay = page.element.querySelector('[data-day="2026-06-12"] button');
    const { widget, bff, onFailure } = hydrate(props);
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('hydrated'));
    expect(page.element.querySelector('[data-day="2026-06-12"] button')).toBe(serverDay);
    expect(page.element.querySelector('.bw-shell')).not.toHaveAttribute('inert');
    expect(page.problems).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
    // Nothing the block carries was asked again, and the widget was not opened a second time.
    expect(bff.requests.filter((url) => /general-information|schedule|widget-config/.test(url))).toEqual([]);
    act(() => {
      (serverDay as HTMLButtonElement).click();
    });
    expect(page.element.querySelector('[data-day="2026-06-12"]')).toHaveAttribute('aria-selected', 'true');
    act(() => widget.unmount());
    await waitFor(() => expect(page.element.childElementCount).toBe(0));
  });

  it("is unmounted from the host's own effect cleanup without a React complaint", async () => {
    const { props } = await serverPage();
    const bff = fakeCatalogueBff({ activities: { 1: catalogueActivity(1) } });
    const host = document.createElement('div');
    document.body.append(host);
    // The host's slot component: it hydrates the widget in an effect and unmounts it in the effect's cleanup.
    function Slot() {
      useEffect(() => {
        const widget = hydrateWidget(page.element, { ...props, fetch: bff.fetch }, { onFailure: jest.fn() });
        return () => widget.unmount();
      }, []);
      return null;
    }
    const hostRoot = createRoot(host);
    act(() => hostRoot.render(<Slot />));
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('hydrated'));
    act(() => hostRoot.unmount());
    await waitFor(() => expect(page.element.childElementCount).toBe(0));
    expect(page.problems).toEqual([]);
    host.remove();
  });

  it('hands a failed opening to the host (which shows its Retry) and draws nothing over the markup', async () => {
    const { props } = await serverPage();
    jest.spyOn(WidgetController.prototype, 'start').mockRejectedValueOnce(new Error('opening exploded'));
    const { onFailure } = hydrate(props);
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(new Error('opening exploded')));
    expect(document.documentElement.dataset.widgetRender).toBeUndefined();
  });

  it('stops when the host unmounts it while it opens: nothing is hydrated or asked for after', async () => {
    const { props } = await serverPage();
    const { widget, bff, onFailure } = hydrate(props);
    widget.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.documentElement.dataset.widgetRender).toBeUndefined();
    // Only the session the opening asked for before the unmount: no schedule, activity or config after it.
    expect(bff.requests.filter((url) => !url.endsWith('/api/widget-session'))).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
    expect(page.problems).toEqual([]);
  });

  it('starts again for other props, and again when the host comes back to the props it was opened with', async () => {
    const { props } = await serverPage();
    const { widget } = hydrate(props);
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('hydrated'));
    const start = jest.spyOn(WidgetController.prototype, 'start');
    const withBff = { ...props, apiBaseUrl: 'https://bff.example', fetch: hydrateFetch };
    // The same props again (a host re-render) start nothing.
    act(() => widget.update({ ...withBff }));
    act(() => widget.update({ ...withBff, openId: 'another-product' }));
    act(() => widget.update({ ...withBff }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    expect(start.mock.calls.map(([options]) => options.openId)).toEqual(['another-product', props.openId]);
    act(() => widget.unmount());
  });

  it('renders afresh, without a mismatch, when the host passes another language than the one drawn', async () => {
    const { props } = await serverPage();
    const { widget } = hydrate({ ...props, lang: 'de' });
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('client'));
    await waitFor(() => expect(page.element.querySelector('.bw-root')).toHaveAttribute('lang', 'de'));
    expect(page.problems).toEqual([]);
    act(() => widget.unmount());
  });

  it("renders afresh when the markup came from another deploy's server build", async () => {
    const { rendered, props } = await serverPage();
    const data = JSON.parse(page.block.textContent ?? '{}') as InitialData;
    page.block.textContent = JSON.stringify({ ...data, rendered: { ...rendered.stamp, build: `${WIDGET_BUILD}-old` } });
    const { widget } = hydrate(props);
    await waitFor(() => expect(document.documentElement.dataset.widgetRender).toBe('client'));
    await waitFor(() => expect(page.element.querySelector('.bw-shell')).not.toHaveAttribute('inert'));
    expect(page.problems).toEqual([]);
    act(() => widget.unmount());
  });

  it('renders in the element when the page carries no stamp (a host page the server did not draw)', async () => {
    const { props } = await serverPage();
    page.block.textContent = JSON.stringify(hostedRenderRequest().initialData);
    const { widget } = hydrate(props);
    await waitFor(() => expect(page.element.querySelector('[data-day="2026-06-12"] button')).not.toBeNull());
    expect(document.documentElement.dataset.widgetRender).toBe('client');
    act(() => widget.unmount());
  });
});
