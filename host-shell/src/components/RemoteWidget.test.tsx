import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  BookingWidgetComponent,
  BookingWidgetProps,
  LoadedWidget,
  WidgetLoader,
} from '../federation/widgetLoader';
import { pageSlotContent, RemoteWidget } from './RemoteWidget';

/** A recording fake loader: each attempt is answered by the next outcome in the list. */
function fakeLoader(outcomes: ('fail' | BookingWidgetComponent)[]) {
  const calls: { remoteUrl: string; attempt: number }[] = [];
  const loader: WidgetLoader = {
    load(remoteUrl, attempt) {
      calls.push({ remoteUrl, attempt });
      const outcome = outcomes[Math.min(calls.length - 1, outcomes.length - 1)];
      return outcome === 'fail' || !outcome
        ? Promise.reject(new Error('Failed to fetch mf-manifest.json'))
        : Promise.resolve({ Widget: outcome });
    },
  };
  return { loader, calls };
}

function FakeWidget({ configId, lang, apiBaseUrl }: BookingWidgetProps) {
  return <p>{`Widget ${configId ?? '?'} ${lang ?? '?'} "${apiBaseUrl ?? '?'}"`}</p>;
}

const widgetProps: BookingWidgetProps = { configId: 'demo', lang: 'pl', apiBaseUrl: '' };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteWidget', () => {
  it('shows a loader, then the federated widget with the page config id, language and API base URL', async () => {
    const { loader, calls } = fakeLoader([FakeWidget]);
    render(<RemoteWidget loader={loader} remoteUrl="https://widget.example" widgetProps={widgetProps} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking widget');
    expect(await screen.findByText('Widget demo pl ""')).toBeInTheDocument();
    expect(calls).toEqual([{ remoteUrl: 'https://widget.example', attempt: 0 }]);
  });

  it('shows "could not be loaded" with a Retry button when the remote is down – never a blank page', async () => {
    const { loader } = fakeLoader(['fail']);
    render(<RemoteWidget loader={loader} remoteUrl="https://widget.example" widgetProps={widgetProps} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The booking widget could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Retry loads the remote again as a new attempt and renders the widget once it is back', async () => {
    const { loader, calls } = fakeLoader(['fail', 'fail', FakeWidget]);
    render(<RemoteWidget loader={loader} remoteUrl="https://widget.example" widgetProps={widgetProps} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Widget demo pl ""')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((call) => call.attempt)).toEqual([0, 1, 2]);
  });

  it('catches a widget that throws while rendering and offers Retry', async () => {
    let broken = true;
    function FlakyWidget() {
      if (broken) throw new Error('render failure');
      return <p>Widget recovered</p>;
    }
    const { loader, calls } = fakeLoader([FlakyWidget]);
    render(<RemoteWidget loader={loader} remoteUrl="https://widget.example" widgetProps={widgetProps} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The booking widget could not be loaded.');

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Widget recovered')).toBeInTheDocument();
    expect(calls.length).toBe(2);
  });
});

describe('RemoteWidget over server markup', () => {
  /** A remote whose hydrateWidget records the props it gets, through its handle too. */
  function hydratingRemote() {
    const hydrated: BookingWidgetProps[] = [];
    const handle = { update: jest.fn(), unmount: jest.fn() };
    const loaded: LoadedWidget = {
      Widget: FakeWidget,
      hydrate: (_root, props) => {
        hydrated.push(props);
        return handle;
      },
    };
    const loader: WidgetLoader = { load: () => Promise.resolve(loaded) };
    return { loader, hydrated, handle };
  }

  it("hands the hydrated widget the page's new props, and unmounts it with the page", async () => {
    const { loader, hydrated, handle } = hydratingRemote();
    const { rerender, unmount, container } = render(
      <RemoteWidget
        loader={loader}
        remoteUrl="https://widget.example"
        widgetProps={widgetProps}
        serverMarkup="<p>Step 1</p>"
      />,
    );
    expect(container.querySelector('[data-widget-slot] > [data-widget-root]')).toHaveTextContent('Step 1');
    await waitFor(() => expect(hydrated).toEqual([widgetProps]));
    expect(handle.update).not.toHaveBeenCalled();

    const other: BookingWidgetProps = { ...widgetProps, openId: 'dunajec-rafting' };
    rerender(
      <RemoteWidget
        loader={loader}
        remoteUrl="https://widget.example"
        widgetProps={other}
        serverMarkup="<p>Step 1</p>"
      />,
    );
    expect(handle.update).toHaveBeenLastCalledWith(other);
    unmount();
    expect(handle.unmount).toHaveBeenCalled();
  });

  it('offers Retry when the widget fails while hydrating, and hands the failed widget no more props', async () => {
    const handle = { update: jest.fn(), unmount: jest.fn() };
    const loaded: LoadedWidget = {
      Widget: FakeWidget,
      hydrate: (_root, _props, { onFailure }) => {
        onFailure(new Error('no schedule for the stamped month'));
        return handle;
      },
    };
    const loader: WidgetLoader = { load: () => Promise.resolve(loaded) };
    const page = (props: BookingWidgetProps) => (
      <RemoteWidget
        loader={loader}
        remoteUrl="https://widget.example"
        widgetProps={props}
        serverMarkup="<p>1</p>"
      />
    );
    const { rerender, container } = render(page(widgetProps));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(container.querySelector('[data-widget-slot]')).toBeNull();
    rerender(page({ ...widgetProps, lang: 'en' }));
    expect(handle.update).not.toHaveBeenCalled();
  });

  it('shows the loading status, with no slot, when the server drew no widget', () => {
    const { loader } = hydratingRemote();
    const { container } = render(
      <RemoteWidget
        loader={loader}
        remoteUrl="https://widget.example"
        widgetProps={widgetProps}
        serverMarkup={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking widget');
    expect(container.querySelector('[data-widget-slot]')).toBeNull();
  });
});

describe('pageSlotContent', () => {
  it("is the slot's content when the slot holds the widget's root, else null", () => {
    const page = document.createElement('div');
    page.innerHTML = '<div data-widget-slot=""><div data-widget-root=""><p>Step 1</p></div></div>';
    expect(pageSlotContent(page)).toBe('<div data-widget-root=""><p>Step 1</p></div>');
    page.innerHTML = '<div data-widget-slot=""><p>No root</p></div>';
    expect(pageSlotContent(page)).toBeNull();
    page.innerHTML = '<div id="root"></div>';
    expect(pageSlotContent(page)).toBeNull();
  });
});
