import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingWidgetComponent, BookingWidgetProps, WidgetLoader } from '../federation/widgetLoader';
import { RemoteWidget } from './RemoteWidget';

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
