import { apiFailure } from '../testing/fakeApi';
import { memoryStorage } from './deps';
import { DiagnosticsStore } from './DiagnosticsStore';
import { ErrorReporter } from './ErrorReporter';
import { Logger } from './Logger';
import { FakeClock, recordingSink } from '../testing/testDoubles';

function reporterOver() {
  const clock = new FakeClock();
  const sink = recordingSink();
  const diagnostics = new DiagnosticsStore(() => clock.now(), memoryStorage());
  const logger = new Logger({ sink, now: () => clock.now() });
  return { reporter: new ErrorReporter(logger, diagnostics), sink, diagnostics };
}

describe('ErrorReporter (§8 general error handler)', () => {
  it('Network: no answer is shown for 5000 ms and logged as an error (HIGH)', () => {
    const { reporter, sink } = reporterOver();
    const notice = reporter.report(apiFailure('network_error', 0, 'Failed to fetch'));
    expect(notice).toMatchObject({ category: 'NETWORK', severity: 'HIGH', durationMs: 5000 });
    expect(reporter.notices).toEqual([notice]);
    expect(sink.lines.some((line) => line.level === 'error')).toBe(true);
  });

  it('Validation: refused input is shown for 4000 ms and only warned about', () => {
    const { reporter, sink } = reporterOver();
    const notice = reporter.report(apiFailure('invalid_request', 400));
    expect(notice).toMatchObject({ category: 'VALIDATION', durationMs: 4000 });
    expect(sink.lines.map((line) => line.level)).not.toContain('error');
  });

  it('Business: any other answer of the BFF is shown for 5000 ms with its catalogue message', () => {
    const { reporter } = reporterOver();
    const notice = reporter.report(apiFailure('reservation_not_found', 404, 'No such hold'));
    expect(notice).toMatchObject({ category: 'BUSINESS', durationMs: 5000 });
  });

  it('records a CRITICAL failure in the diagnostics; a HIGH one is not', () => {
    const { reporter, diagnostics } = reporterOver();
    reporter.report(new Error('boom'), { category: 'UNKNOWN', severity: 'HIGH' });
    expect(diagnostics.storedCriticalErrors).toEqual([]);
    reporter.report(new Error('broken'), { category: 'UNKNOWN', severity: 'CRITICAL' });
    expect(diagnostics.storedCriticalErrors.map((entry) => entry.message)).toEqual(['broken']);
  });

  it('"error" listeners report UNKNOWN/CRITICAL, "unhandledrejection" UNKNOWN/HIGH', () => {
    const { reporter } = reporterOver();
    reporter.reportCaptured([
      { kind: 'error', cause: new Error('thrown') },
      { kind: 'rejection', cause: 'rejected' },
    ]);
    expect(reporter.notices.map(({ category, severity }) => `${category}/${severity}`)).toEqual([
      'UNKNOWN/CRITICAL',
      'UNKNOWN/HIGH',
    ]);
  });

  it('classifies what it catches: a lost connection shows NETWORK for 5000 ms, refused input VALIDATION for 4000 ms', () => {
    const { reporter } = reporterOver();
    reporter.reportCaptured([
      { kind: 'rejection', cause: apiFailure('network_error', 0, 'Failed to fetch') },
      { kind: 'error', cause: new TypeError('Failed to fetch') },
      { kind: 'rejection', cause: apiFailure('invalid_request', 400) },
      { kind: 'rejection', cause: new Error('x is undefined') },
    ]);
    expect(
      reporter.notices.map(({ category, severity, durationMs }) => `${category}/${severity}/${durationMs}`),
    ).toEqual(['NETWORK/HIGH/5000', 'NETWORK/CRITICAL/5000', 'VALIDATION/HIGH/4000', 'UNKNOWN/HIGH/5000']);
  });

  it('a handled failure keeps its own text; an unhandled one shows none of its internals', () => {
    const { reporter } = reporterOver();
    reporter.reportCaptured([
      { kind: 'handled', cause: new Error('Credentials not available for acme: Missing ACME_') },
      { kind: 'error', cause: new Error('Cannot read properties of undefined') },
    ]);
    expect(reporter.notices.map((notice) => notice.ownMessage)).toEqual([
      'Credentials not available for acme: Missing ACME_',
      null,
    ]);
  });

  it('a shown notice leaves the queue; the others stay, each with its own id', () => {
    const { reporter } = reporterOver();
    const first = reporter.report('one');
    const second = reporter.report('two');
    expect(second.id).not.toBe(first.id);
    reporter.consume(first.id);
    expect(reporter.notices).toEqual([second]);
  });
});
