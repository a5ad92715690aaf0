import { act, screen } from '@testing-library/react';
import { apiFailure } from '../../testing/fakeApi';
import { memoryStorage } from '../../infra/deps';
import { DiagnosticsStore } from '../../infra/DiagnosticsStore';
import { ErrorReporter } from '../../infra/ErrorReporter';
import { Logger } from '../../infra/Logger';
import { FakeClock, recordingSink } from '../../testing/testDoubles';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { ErrorNotices } from './ErrorNotices';
import { ToastProvider } from './ToastProvider';
import type { ToastData } from './Toasts';

function shownToasts() {
  const clock = new FakeClock();
  const diagnostics = new DiagnosticsStore(() => clock.now(), memoryStorage());
  const reporter = new ErrorReporter(
    new Logger({ sink: recordingSink(), now: () => clock.now() }),
    diagnostics,
  );
  const shown: Omit<ToastData, 'id'>[] = [];
  renderWithIntl(
    <ToastProvider onShow={(toast) => shown.push(toast)}>
      <ErrorNotices reporter={reporter} />
    </ToastProvider>,
    'pl',
  );
  return { reporter, shown };
}

describe('ErrorNotices (§8 general error handler toasts)', () => {
  it('shows a lost connection as "Błąd połączenia" for 5000 ms, refused input as "Błąd walidacji" for 4000 ms', async () => {
    const { reporter, shown } = shownToasts();
    act(() => {
      reporter.reportCaptured([
        { kind: 'rejection', cause: apiFailure('network_error', 0, 'Failed to fetch') },
        { kind: 'rejection', cause: apiFailure('invalid_request', 400) },
      ]);
    });
    await screen.findByText('Błąd walidacji');
    expect(shown).toEqual([
      {
        type: 'error',
        title: 'Błąd połączenia',
        message: 'Sprawdź połączenie internetowe i spróbuj ponownie.',
        durationMs: 5000,
      },
      {
        type: 'error',
        title: 'Błąd walidacji',
        message: 'Sprawdź wprowadzone dane i spróbuj ponownie.',
        durationMs: 4000,
      },
    ]);
  });

  it('shows a handled failure with its own text, an unhandled one with "Spróbuj ponownie za chwilę."', async () => {
    const { reporter, shown } = shownToasts();
    act(() => {
      reporter.reportCaptured([
        { kind: 'handled', cause: new Error('Credentials not available for acme: missing') },
        { kind: 'error', cause: new Error('Cannot read properties of undefined') },
      ]);
    });
    await screen.findByText('Spróbuj ponownie za chwilę.');
    expect(shown.map(({ title, message }) => `${title} | ${message}`)).toEqual([
      'Wystąpił błąd | Credentials not available for acme: missing',
      'Wystąpił błąd | Spróbuj ponownie za chwilę.',
    ]);
  });
});
