import { DIAGNOSTICS } from '@booking/shared-contracts';
import { memoryStorage } from './deps';
import { CRITICAL_ERRORS_KEY, DiagnosticsStore } from './DiagnosticsStore';

function diagnostics() {
  let time = 1_000;
  const storage = memoryStorage();
  const store = new DiagnosticsStore(() => time, storage);
  return { store, storage, tick: (ms: number) => (time += ms) };
}

describe('DiagnosticsStore', () => {
  it('tracks the four critical flows widgetInit, configData, payment and reservation (§4)', () => {
    expect(Object.keys(diagnostics().store.flows).sort()).toEqual([
      'configData',
      'payment',
      'reservation',
      'widgetInit',
    ]);
  });

  it('records stages, the started and completed markers and the duration of a flow', () => {
    const { store, tick } = diagnostics();
    store.startFlow('widgetInit');
    tick(50);
    store.markStage('widgetInit', 'configLoaded');
    tick(150);
    store.completeFlow('widgetInit');
    const flow = store.flows.widgetInit;
    expect(flow.status).toBe('completed');
    expect(flow.stages.map((stage) => stage.name)).toEqual(['configLoaded']);
    expect(flow.durationMs).toBe(200);
  });

  it('records a failed flow with its error and keeps it among the stored critical errors', () => {
    const { store } = diagnostics();
    store.startFlow('reservation');
    store.failFlow('reservation', 'Could not create reservation. Please try again.');
    expect(store.flows.reservation.status).toBe('failed');
    expect(store.flows.reservation.errors).toEqual(['Could not create reservation. Please try again.']);
    expect(store.storedCriticalErrors.map((error) => error.flow)).toEqual(['reservation']);
  });

  it('keeps only the 10 newest critical errors in storage (§9)', () => {
    const { store, storage } = diagnostics();
    for (let i = 0; i < 12; i += 1) store.recordCriticalError({ flow: null, message: `e${i}`, at: i });
    const stored = JSON.parse(storage.getItem(CRITICAL_ERRORS_KEY) ?? '[]') as { message: string }[];
    expect(stored).toHaveLength(DIAGNOSTICS.storedCriticalErrors);
    expect(stored[0]?.message).toBe('e2');
  });

  it('bounds the log buffer at 1000, user actions at 50 and state history at 100 (§9)', () => {
    const { store } = diagnostics();
    for (let i = 0; i < 1005; i += 1) store.addLog({ level: 'INFO', message: `m${i}`, at: i });
    for (let i = 0; i < 60; i += 1) store.recordUserAction(`a${i}`);
    for (let i = 0; i < 110; i += 1) store.recordState(`s${i}`);
    expect(store.logBuffer).toHaveLength(1000);
    expect(store.logBuffer[0]?.message).toBe('m5');
    expect(store.userActions).toHaveLength(50);
    expect(store.stateHistory).toHaveLength(100);
  });

  it('counts a request or load as slow only above 3000 ms (§9)', () => {
    const { store } = diagnostics();
    expect(store.recordRequest('/api/x', 3000)).toBe(false);
    expect(store.recordRequest('/api/x', 3001)).toBe(true);
    expect(store.recordLoad('step1', 3001)).toBe(true);
    expect(store.slowRequests).toEqual([{ url: '/api/x', durationMs: 3001 }]);
  });

  it('warns at 3 repeated store failures and counts the store unhealthy at 5 (§9)', () => {
    const { store } = diagnostics();
    const health = Array.from({ length: 5 }, () => store.recordStoreFailure('booking'));
    expect(health).toEqual(['healthy', 'healthy', 'warning', 'warning', 'unhealthy']);
  });

  it('calls a payment failure rate above 0.1 critical (§9)', () => {
    const { store } = diagnostics();
    for (let i = 0; i < 9; i += 1) store.completeFlow('payment');
    store.failFlow('payment', 'declined');
    expect(store.paymentFailureRate).toBeCloseTo(0.1);
    expect(store.paymentFailureCritical).toBe(false);
    store.failFlow('payment', 'declined');
    expect(store.paymentFailureCritical).toBe(true);
  });

  it('needs 10 payment attempts before a failure rate counts as critical, so one refusal is no alert', () => {
    const { store } = diagnostics();
    store.failFlow('payment', 'blik_refused');
    expect(store.paymentFailureRate).toBe(1);
    expect(store.paymentFailureCritical).toBe(false);
    for (let i = 0; i < 8; i += 1) store.failFlow('payment', 'blik_refused');
    expect(store.paymentAttempts).toBe(9);
    expect(store.paymentFailureCritical).toBe(false);
    store.failFlow('payment', 'blik_refused');
    expect(store.paymentFailureCritical).toBe(true);
  });

  it('notices a visitor idle after 300000 ms without a user action (§9)', () => {
    const { store, tick } = diagnostics();
    tick(299_999);
    expect(store.isIdle()).toBe(false);
    tick(1);
    expect(store.isIdle()).toBe(true);
    store.recordUserAction('click date');
    expect(store.isIdle()).toBe(false);
  });
});
