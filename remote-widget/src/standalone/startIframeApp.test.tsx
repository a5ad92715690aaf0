import { act, waitFor } from '@testing-library/react';
import { catalogueActivity, fakeCatalogueBff } from '../testing/fakeCatalogue';
import { browserBridgeWindow } from './browserWindow';
import { startIframeApp } from './startIframeApp';

describe('startIframeApp', () => {
  let element: HTMLElement;
  beforeEach(() => {
    element = document.createElement('div');
    document.body.append(element);
  });
  afterEach(() => element.remove());

  it('opened on its own, opens the first product of the config named in the URL, in the URL language, with the tab title in it', async () => {
    const bff = fakeCatalogueBff({ activities: { 1: catalogueActivity(1) } });
    const app = await act(() =>
      startIframeApp({
        element,
        url: 'https://bff.example/widget?configId=krakow&lang=pl',
        window: browserBridgeWindow(window),
        apiBaseUrl: 'https://bff.example',
        fetch: bff.fetch,
      }),
    );
    await waitFor(() =>
      expect(bff.requests).toContain('https://bff.example/api/bokun/general-information/1/pl'),
    );
    expect(app.bridge.phase).toBe('standalone');
    expect(bff.requests).toContain('https://bff.example/api/widget-config/krakow');
    expect(element.querySelector('.bw-root')).toHaveAttribute('lang', 'pl');
    expect(document.title).toBe('Zarezerwuj bilety');
    await act(() => app.controller.setLanguage('de'));
    expect(document.title).toBe('Tickets buchen');
    act(() => app.unmount());
  });

  it('§8 without a configId in the URL shows "No configId provided." and loads no config (not the demo\'s)', async () => {
    const bff = fakeCatalogueBff({ activities: { 1: catalogueActivity(1) } });
    const app = await act(() =>
      startIframeApp({
        element,
        url: 'https://bff.example/widget?lang=en',
        window: browserBridgeWindow(window),
        apiBaseUrl: 'https://bff.example',
        fetch: bff.fetch,
      }),
    );
    await waitFor(() =>
      expect(element.querySelector('[role="alert"]')).toHaveTextContent('No configId provided.'),
    );
    expect(bff.requests.filter((url) => url.includes('/api/widget-config/'))).toEqual([]);
    act(() => app.unmount());
  });

  it('§4 "A page may force a mode": colorMode in the URL (an iframe or embed.js host) forces it', async () => {
    const bff = fakeCatalogueBff({ activities: { 1: catalogueActivity(1) } });
    const app = await act(() =>
      startIframeApp({
        element,
        url: 'https://bff.example/widget?configId=krakow&lang=en&colorMode=dark',
        window: browserBridgeWindow(window),
        apiBaseUrl: 'https://bff.example',
        fetch: bff.fetch,
      }),
    );
    expect(app.controller.stores.colorMode.mode).toBe('dark');
    await waitFor(() => expect(element.querySelector('.bw-root')).toHaveAttribute('data-color-mode', 'dark'));
    act(() => app.unmount());
  });

  it("without a lang parameter, takes the page's language: here the `lang` cookie", async () => {
    document.cookie = 'lang=es; Path=/';
    const bff = fakeCatalogueBff({ activities: { 1: catalogueActivity(1) } });
    try {
      const app = await act(() =>
        startIframeApp({
          element,
          url: 'https://bff.example/widget?configId=krakow',
          window: browserBridgeWindow(window),
          apiBaseUrl: 'https://bff.example',
          fetch: bff.fetch,
        }),
      );
      await waitFor(() =>
        expect(bff.requests).toContain('https://bff.example/api/bokun/general-information/1/es'),
      );
      expect(element.querySelector('.bw-root')).toHaveAttribute('lang', 'es');
      act(() => app.unmount());
    } finally {
      document.cookie = 'lang=; Max-Age=0; Path=/';
    }
  });
});

describe('browserBridgeWindow', () => {
  it('is its own parent when the page is not framed', () => {
    const adapter = browserBridgeWindow(window);
    expect(adapter.parent).toBe(adapter);
  });

  it('names the real parent when framed', () => {
    const parent = { postMessage: jest.fn() };
    const framed = {
      parent,
      postMessage: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    };
    expect(browserBridgeWindow(framed as unknown as Window).parent).toBe(parent);
  });
});
