import { act, screen, waitFor } from '@testing-library/react';
import { mount } from './mount';
import { buildCredentials, buildWidgetConfig, fakeBffFetch, type FakeAnswer } from '../testing/fakeBff';

function bffEchoingConfigId() {
  return fakeBffFetch((url): FakeAnswer => {
    if (url.pathname === '/api/credentials') return { status: 200, body: buildCredentials() };
    const configId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    return { status: 200, body: buildWidgetConfig({ configId }) };
  });
}

describe('mount', () => {
  let element: HTMLElement;
  beforeEach(() => {
    element = document.createElement('div');
    document.body.append(element);
  });
  afterEach(() => element.remove());

  it('renders the widget into any element and update() re-renders with merged options', async () => {
    const bff = bffEchoingConfigId();
    const widget = await act(() => mount(element, { configId: 'first', fetch: bff.fetch }));
    expect(await screen.findByRole('heading', { name: 'Products of “first”' })).toBeInTheDocument();

    act(() => widget.update({ configId: 'second' }));
    expect(await screen.findByRole('heading', { name: 'Products of “second”' })).toBeInTheDocument();
    expect(bff.requests).toContain('/api/widget-config/second');
    act(() => widget.unmount());
  });

  it('unmount() empties the element and later calls are ignored', async () => {
    const bff = bffEchoingConfigId();
    const widget = await act(() => mount(element, { fetch: bff.fetch }));
    await waitFor(() => expect(element).toHaveTextContent('Products of “demo”'));
    act(() => widget.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(() => {
      widget.update({ configId: 'other' });
      widget.unmount();
    }).not.toThrow();
    expect(element).toBeEmptyDOMElement();
  });
});
