import { ApiError } from './ApiError';
import { createApiClient } from './client';
import { buildWidgetConfig, fakeBffFetch, healthyBff } from '../testing/fakeBff';

describe('createApiClient', () => {
  it('builds the request from the contract route table: method, path template and query', async () => {
    const bff = fakeBffFetch(healthyBff());
    const api = createApiClient({ baseUrl: 'https://bff.example/', fetch: bff.fetch });
    await api.call('widgetConfig', { params: { configId: 'demo' } });
    await api.call('credentials', { query: { prefix: 'DEMO_' } });
    expect(bff.requests).toEqual([
      'https://bff.example/api/widget-config/demo',
      'https://bff.example/api/credentials?prefix=DEMO_',
    ]);
  });

  it('uses same-origin paths when the base URL is empty', async () => {
    const bff = fakeBffFetch(healthyBff());
    await createApiClient({ baseUrl: '', fetch: bff.fetch }).call('widgetConfig', {
      params: { configId: 'a b' },
    });
    expect(bff.requests).toEqual(['/api/widget-config/a%20b']);
  });

  it('returns the body validated by the route response schema, with schema defaults applied', async () => {
    const bff = fakeBffFetch(healthyBff());
    const api = createApiClient({ baseUrl: '', fetch: bff.fetch });
    const body = await api.call('widgetConfig', { params: { configId: 'demo' } });
    expect(body.products[0]?.variants[0]?.tabName).toBe('PL');
    expect(body.globalConfig.position).toBe('right');
  });

  it('turns the BFF error body {error:{code,message}} into an ApiError with the status', async () => {
    const bff = fakeBffFetch(() => ({
      status: 400,
      body: { error: { code: 'invalid_request', message: 'configId is invalid', details: ['configId'] } },
    }));
    const call = createApiClient({ baseUrl: '', fetch: bff.fetch }).call('widgetConfig', {
      params: { configId: 'x' },
    });
    await expect(call).rejects.toMatchObject({
      name: 'ApiError',
      code: 'invalid_request',
      message: 'configId is invalid',
      status: 400,
      details: ['configId'],
      retryable: false,
    });
  });

  it('reports a failed connection as a retryable network_error', async () => {
    const api = createApiClient({
      baseUrl: '',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error: unknown = await api
      .call('credentials', { query: { prefix: 'DEMO_' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network_error', status: 0, retryable: true });
  });

  it('rejects a 2xx body that breaks the contract as invalid_response', async () => {
    const broken = { ...buildWidgetConfig(), products: 'none' };
    const bff = fakeBffFetch(() => ({ status: 200, body: broken }));
    const call = createApiClient({ baseUrl: '', fetch: bff.fetch }).call('widgetConfig', {
      params: { configId: 'demo' },
    });
    await expect(call).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
