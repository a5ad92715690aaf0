import { renderHook, waitFor } from '@testing-library/react';
import type { InitialData } from '@booking/shared-contracts';
import { useWidgetConfig } from './useWidgetConfig';

const products = [{ id: 'krakow', order: [], variants: [{ bokunId: 1, type: 'POL', tabName: 'PL' }] }];
const inline: InitialData = {
  configId: 'demo',
  widgetConfig: { configId: 'demo', globalConfig: { activeConfigId: 'demo' }, products },
  credentials: null,
  activities: [],
} as unknown as InitialData;

describe('useWidgetConfig', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({
      ok: true,
      json: () => Promise.resolve({ globalConfig: { activeConfigId: 'other' }, products: [] }),
    });
    globalThis.fetch = fetchMock;
  });

  it("is loaded at once from the page's data block, without asking /api/widget-config", () => {
    const { result } = renderHook(() => useWidgetConfig('', 'demo', inline));
    expect(result.current.status).toBe('loaded');
    expect(result.current.products.map((product) => product.id)).toEqual(['krakow']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the config of a config id the data block does not carry, and without a block', async () => {
    const other = renderHook(() => useWidgetConfig('https://bff.example', 'other', inline));
    expect(other.result.current.status).toBe('loading');
    await waitFor(() => expect(other.result.current.status).toBe('loaded'));
    expect(fetchMock).toHaveBeenCalledWith('https://bff.example/api/widget-config/other');
    const none = renderHook(() => useWidgetConfig('', 'demo', null));
    await waitFor(() => expect(none.result.current.status).toBe('loaded'));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/widget-config/demo');
  });
});
