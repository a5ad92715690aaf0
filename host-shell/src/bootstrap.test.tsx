import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INITIAL_DATA_ELEMENT_ID,
  type BookingWidgetProps,
  type HydrateWidget,
  type InitialData,
  type PageConfig,
  type RenderedWidgetProps,
  type RenderStamp,
} from '@booking/shared-contracts';
import type { Root } from 'react-dom/client';
import type { LoadedWidget, WidgetLoader } from './federation/widgetLoader';
import { renderPage, startRoot } from './bootstrap';
import { renderPage as renderOnServer } from './server';

const products = ['krakow-old-town', 'dunajec-rafting'].map((id) => ({ id, order: [], variants: [] }));
const initialData = {
  configId: 'demo',
  widgetConfig: { configId: 'demo', globalConfig: { activeConfigId: 'demo' }, products },
  credentials: null,
  activities: [],
  schedules: [],
} as unknown as InitialData;
const config: PageConfig = {
  page: 'booking',
  lang: 'pl',
  path: '/pl/megabilet',
  remoteUrl: 'https://widget.example',
  apiBaseUrl: '',
  configId: 'demo',
};
const SEARCH = '?product=dunajec-rafting';
const stamp = { build: 'w-7' } as RenderStamp;

function InTreeWidget({ openId }: BookingWidgetProps) {
  return <p>{`Widget in the host's tree, open on ${String(openId)}`}</p>;
}

/** A remote with (or without) `hydrateWidget`, recording its loads and hydrations. */
function fakeRemote({ hydrates }: { hydrates: boolean }) {
  const attempts: number[] = [];
  const hydrations: { root: Element; props: BookingWidgetProps; onFailure(error: unknown): void }[] = [];
  const handle = { update: jest.fn(), unmount: jest.fn() };
  const hydrate: HydrateWidget<Element> = (root, props, { onFailure }) => {
    hydrations.push({ root, props, onFailure });
    return handle;
  };
  const loaded: LoadedWidget = hydrates ? { Widget: InTreeWidget, hydrate } : { Widget: InTreeWidget };
  const loader: WidgetLoader = {
    load(_remoteUrl, attempt) {
      attempts.push(attempt);
      return Promise.resolve(loaded);
    },
  };
  return { loader, attempts, hydrations, handle };
}

/** The page as the BFF serves it: the data block, and #root holding the server's render (with the widget's). */
async function servePage(): Promise<{ container: HTMLElement; asked: RenderedWidgetProps[] }> {
  const asked: RenderedWidgetProps[] = [];
  const render = await renderOnServer({
    config,
    search: SEARCH,
    initialData,
    renderWidget: (props) => {
      asked.push(props);
      return Promise.resolve({ html: '<section class="bw-step"><h2>Step 1</h2></section>', stamp });
    },
  });
  document.body.innerHTML =
    `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${JSON.stringify(initialData)}</script>` +
    `<div id="root" data-server-rendered="">${render?.html ?? ''}</div>`;
  return { container: document.getElementById('root') as HTMLElement, asked };
}

let root: Root | null = null;

/** Starts the page as the entry does, and lets the widget's load settle. */
async function startPage(loader: WidgetLoader): Promise<void> {
  await act(() => {
    root = renderPage(config, loader);
    return Promise.resolve();
  });
}
let errors: jest.SpyInstance;
let warnings: jest.SpyInstance;

beforeEach(() => {
  window.history.replaceState(null, '', `/pl/megabilet${SEARCH}`);
  errors = jest.spyOn(console, 'error');
  warnings = jest.spyOn(console, 'warn');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  jest.restoreAllMocks();
});

describe('renderPage over the server-rendered booking page', () => {
  it("hydrates without a warning and hands the slot's widget root to the remote's hydrateWidget with the page's props", async () => {
    const { container, asked } = await servePage();
    const serverStep = container.querySelector('.bw-step');
    const remote = fakeRemote({ hydrates: true });
    await startPage(remote.loader);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(remote.hydrations).toHaveLength(1);
    const [hydration] = remote.hydrations;
    expect(hydration?.root).toBe(container.querySelector('[data-widget-slot] > [data-widget-root]'));
    // The props the server drew the widget with, plus what only the browser gives it.
    expect(hydration?.props).toEqual({ ...asked[0], apiBaseUrl: '', onEvent: expect.any(Function) });
    expect(hydration?.props.openId).toBe('dunajec-rafting');
    // React left the slot's content to the widget: the server's elements are still the ones in the page.
    expect(container.querySelector('.bw-step')).toBe(serverStep);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('unmounts the hydrated widget with the page', async () => {
    await servePage();
    const remote = fakeRemote({ hydrates: true });
    await startPage(remote.loader);
    act(() => root?.unmount());
    root = null;
    expect(remote.handle.unmount).toHaveBeenCalled();
  });

  it('shows the Retry panel when the hydrated widget fails, and Retry renders the widget afresh in the host tree', async () => {
    errors.mockImplementation(() => undefined);
    const { container } = await servePage();
    const remote = fakeRemote({ hydrates: true });
    await startPage(remote.loader);
    act(() => remote.hydrations[0]?.onFailure(new Error('step 1 failed to open')));
    expect(screen.getByRole('alert')).toHaveTextContent('The booking widget could not be loaded.');
    expect(container.querySelector('[data-widget-slot]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText("Widget in the host's tree, open on dunajec-rafting")).toBeInTheDocument();
    // (StrictMode's second effect run loads attempt 0 twice; only the answer of the one kept is hydrated.)
    expect(remote.attempts.filter((attempt) => attempt > 0)).toEqual([1]);
    expect(remote.hydrations).toHaveLength(1);
  });

  it('renders the widget in the host tree in place of the slot when the remote has no hydrateWidget (an older deploy)', async () => {
    const { container } = await servePage();
    const remote = fakeRemote({ hydrates: false });
    await startPage(remote.loader);
    expect(screen.getByText("Widget in the host's tree, open on dunajec-rafting")).toBeInTheDocument();
    expect(container.querySelector('[data-widget-slot]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the Retry panel in place of the slot when the remote cannot be loaded', async () => {
    errors.mockImplementation(() => undefined);
    const { container } = await servePage();
    const loader: WidgetLoader = {
      load: () => Promise.reject(new Error('Failed to fetch mf-manifest.json')),
    };
    await startPage(loader);
    expect(screen.getByRole('alert')).toHaveTextContent('The booking widget could not be loaded.');
    expect(container.querySelector('[data-widget-slot]')).toBeNull();
  });
});

describe('startRoot', () => {
  it("hydrates #root when it holds the server's markup, keeping the server's elements", () => {
    document.body.innerHTML = '<div id="root" data-server-rendered=""><p class="served">Served</p></div>';
    const container = document.getElementById('root') as HTMLElement;
    const served = container.firstElementChild;
    act(() => {
      root = startRoot(container, <p className="served">Served</p>);
    });
    expect(container.firstElementChild).toBe(served);
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports markup that differs from the page as a recoverable error, and renders the page afresh', () => {
    errors.mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root" data-server-rendered=""><p>Yesterday</p></div>';
    const container = document.getElementById('root') as HTMLElement;
    act(() => {
      root = startRoot(container, <p>Today</p>);
    });
    expect(container).toHaveTextContent('Today');
    expect(errors).toHaveBeenCalledWith(
      'The server markup did not match the page; React rendered it afresh',
      expect.anything(),
      expect.anything(),
    );
  });

  it("renders the page afresh over markup that is not the host's server render (the BFF's not-found page)", () => {
    document.body.innerHTML = '<div id="root"><main><h1>Page not found: /nowhere</h1></main></div>';
    const container = document.getElementById('root') as HTMLElement;
    act(() => {
      root = startRoot(container, <p>Rendered in the browser</p>);
    });
    expect(container).toHaveTextContent('Rendered in the browser');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders the page afresh into an empty #root', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const container = document.getElementById('root') as HTMLElement;
    act(() => {
      root = startRoot(container, <p>Rendered in the browser</p>);
    });
    expect(container).toHaveTextContent('Rendered in the browser');
    expect(errors).not.toHaveBeenCalled();
  });
});
