import { observable, runInAction } from 'mobx';
import { memoryStorage } from './deps';
import { DiagnosticsStore } from './DiagnosticsStore';
import { watchDiagnostics, type ObserveLoads } from './diagnosticsWatch';
import { Logger } from './Logger';
import { FakeClock, recordingSink } from '../testing/testDoubles';

function watched(options: { observeLoads?: ObserveLoads } = {}) {
  const clock = new FakeClock();
  const sink = recordingSink();
  const diagnostics = new DiagnosticsStore(() => clock.now(), memoryStorage());
  // Level DEBUG (5) so the debug watcher's lines show.
  const logger = new Logger({ sink, now: () => clock.now(), level: 5 });
  const state = observable({ debug: false, step: 1 });
  const stop = watchDiagnostics({
    diagnostics,
    logger,
    clock,
    debug: () => state.debug,
    snapshot: () => `step ${state.step}`,
    ...options,
  });
  const said = (level: string) =>
    sink.lines.filter((line) => line.level === level).map((line) => String(line.args[0]));
  return { clock, diagnostics, state, stop, said };
}

describe('diagnostics watchers (§9)', () => {
  it('notes "idle" once 300000 ms pass without a visitor action, and not before', () => {
    const { clock, diagnostics, said } = watched();
    clock.advance(299_999);
    expect(said('info')).toEqual([]);
    clock.advance(1);
    expect(said('info')).toEqual(['Visitor idle for 300000 ms']);
    expect(diagnostics.stateHistory.map((entry) => entry.label)).toEqual(['idle']);
  });

  it('an action restarts the idle count', () => {
    const { clock, diagnostics, said } = watched();
    clock.advance(200_000);
    diagnostics.recordUserAction('ticket +1');
    clock.advance(200_000);
    expect(said('info')).toEqual([]);
    clock.advance(100_000);
    expect(said('info')).toEqual(['Visitor idle for 300000 ms']);
  });

  it('warns when a store failed 3 times, and at 5 counts it unhealthy among the critical errors', () => {
    const { diagnostics, said } = watched();
    for (let i = 0; i < 2; i += 1) diagnostics.failFlow('reservation', 'sold out');
    expect(said('warn')).toEqual([]);
    diagnostics.failFlow('reservation', 'sold out');
    expect(said('warn')).toEqual(['ReservationStore failed 3 times']);
    diagnostics.failFlow('reservation', 'sold out');
    expect(said('error')).toEqual([]);
    diagnostics.failFlow('reservation', 'sold out');
    expect(said('error')).toEqual(['ReservationStore is unhealthy: 5 failures']);
    expect(diagnostics.storedCriticalErrors.at(-1)?.message).toBe(
      'ReservationStore is unhealthy: 5 failures',
    );
    expect(said('warn')).toHaveLength(1);
  });

  it('polls every 1000 ms while globalConfig.debug is on, noting each change; off, it stops', () => {
    const { clock, diagnostics, state, said } = watched();
    clock.advance(5_000);
    expect(said('debug')).toEqual([]);
    runInAction(() => (state.debug = true));
    clock.advance(999);
    expect(said('debug')).toEqual([]);
    clock.advance(1);
    expect(said('debug')).toEqual(['Debug watch: step 1']);
    clock.advance(3_000);
    runInAction(() => (state.step = 2));
    clock.advance(1_000);
    expect(said('debug')).toEqual(['Debug watch: step 1', 'Debug watch: step 2']);
    runInAction(() => {
      state.debug = false;
      state.step = 3;
    });
    clock.advance(5_000);
    expect(said('debug')).toHaveLength(2);
    expect(diagnostics.stateHistory.map((entry) => entry.label)).toEqual(['step 1', 'step 2']);
  });

  it('marks a load over 3000 ms slow and warns; a quicker one is not marked', () => {
    let report: (name: string, durationMs: number) => void = () => {};
    const { diagnostics, said } = watched({
      observeLoads: (onLoad) => {
        report = onLoad;
        return () => {};
      },
    });
    report('https://widget.example/checkout.js', 3000);
    report('https://widget.example/pl.js', 3400);
    expect(diagnostics.slowLoads).toEqual([{ name: 'https://widget.example/pl.js', durationMs: 3400 }]);
    expect(said('warn')).toEqual(['Slow load: https://widget.example/pl.js took 3400 ms']);
  });

  it('stops every timer when stopped', () => {
    const { clock, state, stop } = watched();
    runInAction(() => (state.debug = true));
    stop();
    expect(clock.pending).toBe(0);
  });
});
