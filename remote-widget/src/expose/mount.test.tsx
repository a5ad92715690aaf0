import { act, screen, waitFor } from '@testing-library/react';
import { mount } from './mount';
import { catalogueActivity, fakeCatalogueBff } from '../testing/fakeCatalogue';
import { buildWidgetConfig } from '../testing/fakeBff';

function catalogue() {
  return fakeCatalogueBff({
    activities: { 1: catalogueActivity(1), 2: catalogueActivity(2) },
    config: buildWidgetConfig({
      products: [
        {
          id: 'first',
          order: [],
          variants: [{ bokunId: 1, type: 'POL', tabName: 'One', icons: [], accordeon: [] }],
        },
        {
          id: 'second',
          order: [],
          variants: [{ bokunId: 2, type: 'POL', tabName: 'Two', icons: [], accordeon: [] }],
        },
      ],
    }),
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
    const bff = catalogue();
    const widget = await act(() => mount(element, { configId: 'demo', fetch: bff.fetch }));
    await screen.findByRole('heading', { name: 'Book your tickets' });
    expect(bff.requests).toContain('/api/bokun/general-information/1/en');

    act(() => widget.update({ openId: 'second' }));
    await waitFor(() => expect(bff.requests).toContain('/api/bokun/general-information/2/en'));
    expect(element.querySelector('.bw-root')).toHaveAttribute('data-config-id', 'demo');
    act(() => widget.unmount());
  });

  it('unmount() empties the element and later calls are ignored', async () => {
    const bff = catalogue();
    const widget = await act(() => mount(element, { configId: 'demo', fetch: bff.fetch }));
    await screen.findByRole('heading', { name: 'Book your tickets' });
    act(() => widget.unmount());
    expect(element).toBeEmptyDOMElement();
    expect(() => {
      widget.update({ configId: 'other' });
      widget.unmount();
    }).not.toThrow();
    expect(element).toBeEmptyDOMElement();
  });
});
