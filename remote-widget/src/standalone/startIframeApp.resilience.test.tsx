// §2 "Resilience of the iframe app": the host shell's protections, with the widget's render failing.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueActivity, fakeCatalogueBff } from '../testing/fakeCatalogue';
import { browserBridgeWindow } from './browserWindow';
import { startIframeApp } from './startIframeApp';

let mockFailure: Error = new Error('unset');
jest.mock('../expose/WidgetRoot', () => ({
  WidgetRoot: () => {
    throw mockFailure;
  },
}));

function fakePage() {
  const items = new Map<string, string>();
  return {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
    location: { pathname: '/widget', reload: jest.fn() },
    addEventListener: jest.fn(),
  };
}

describe('the iframe app when the widget fails while rendering', () => {
  let element: HTMLElement;
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    element = document.createElement('div');
    document.body.append(element);
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    element.remove();
    consoleError.mockRestore();
  });

  async function start(page: ReturnType<typeof fakePage>) {
    const bff = fakeCatalogueBff({ activities: { 1: catalogueActivity(1) } });
    return act(() =>
      startIframeApp({
        element,
        url: 'https://bff.example/widget?configId=krakow&lang=de',
        window: browserBridgeWindow(window),
        apiBaseUrl: 'https://bff.example',
        fetch: bff.fetch,
        page,
      }),
    );
  }

  it("shows the error panel in the visitor's language, whose Retry reloads the page (§2), not an empty frame", async () => {
    mockFailure = new Error('boom');
    const page = fakePage();
    const app = await start(page);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Initialisierung fehlgeschlagen: boom');
    expect(page.location.reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Initialisierung wiederholen' }));
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    expect(element.querySelector('.bw-root')).toHaveAttribute('lang', 'de');
    act(() => app.unmount());
  });

  it('a lost chunk reloads the page once; failing again within 10 s it shows the panel (§8)', async () => {
    mockFailure = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
    const page = fakePage();
    const first = await start(page);
    await screen.findByRole('alert');
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    act(() => first.unmount());
    const second = await start(page);
    await screen.findByRole('alert');
    expect(page.location.reload).toHaveBeenCalledTimes(1);
    act(() => second.unmount());
  });
});
