import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { toastDurationMs, Toasts, type ToastData } from './Toasts';

const TOASTS: ToastData[] = [
  { id: 'a', type: 'success', title: 'Saved', message: 'Your booking is saved.' },
  {
    id: 'b',
    type: 'error',
    title: 'Błąd połączenia',
    message: 'Sprawdź połączenie internetowe i spróbuj ponownie.',
  },
  { id: 'c', type: 'warning', title: 'Hurry', message: 'Only 2 places left.' },
  { id: 'd', type: 'info', title: 'Note', message: 'Prices in PLN.' },
];

function Harness({
  initial = TOASTS,
  onClose = () => {},
}: {
  initial?: ToastData[];
  onClose?: (id: string) => void;
}) {
  const [toasts, setToasts] = useState(initial);
  const close = useCallback(
    (id: string) => {
      onClose(id);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    },
    [onClose],
  );
  return <Toasts toasts={toasts} onClose={close} />;
}

describe('toastDurationMs', () => {
  it('is 5 s, and 10 s for errors (§9 "Toasts 5 s, errors 10 s")', () => {
    expect(toastDurationMs('success')).toBe(5000);
    expect(toastDurationMs('warning')).toBe(5000);
    expect(toastDurationMs('info')).toBe(5000);
    expect(toastDurationMs('error')).toBe(10000);
  });
});

describe('Toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the four types in a named region, none a live region of its own (the widget reads them)', () => {
    renderWithIntl(<Harness />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((toast) => toast.className)).toEqual([
      'bw-toast bw-toast--success',
      'bw-toast bw-toast--error',
      'bw-toast bw-toast--warning',
      'bw-toast bw-toast--info',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes a toast with its named close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Close notification: Hurry' }));
    expect(screen.queryByText('Hurry')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('closes toasts after 5 s and errors after 10 s', () => {
    jest.useFakeTimers();
    const closed: string[] = [];
    renderWithIntl(<Harness onClose={(id) => closed.push(id)} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(closed).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(closed.sort()).toEqual(['a', 'c', 'd']);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Błąd połączenia')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(closed).toContain('b');
    expect(screen.queryByText('Błąd połączenia')).not.toBeInTheDocument();
  });

  it('offers the optional action button', async () => {
    const user = userEvent.setup();
    const action = jest.fn();
    renderWithIntl(
      <Harness
        initial={[
          {
            id: 'e',
            type: 'info',
            title: 'Session',
            message: 'Still there?',
            action: { label: 'Keep going', onClick: action },
          },
        ]}
      />,
      'pl',
    );
    await user.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Zamknij powiadomienie: Session' })).toBeInTheDocument();
  });
});
