// The §9 diagnostics watchers, in their own chunk: step 1 only starts them once the widget is ready.
import { reaction } from 'mobx';
import { DIAGNOSTICS } from '@booking/shared-contracts';
import type { Clock, TimerHandle } from './deps';
import type { DiagnosticsStore, StoreHealth } from './DiagnosticsStore';
import type { Logger } from './Logger';
import { widgetScriptBase } from './ownFailure';
import type { RootStore } from '../stores/RootStore';

/** Hands each finished load (a script chunk, a stylesheet, a catalog) with its duration; answers a stop. */
export type ObserveLoads = (onLoad: (name: string, durationMs: number) => void) => () => void;

export interface DiagnosticsWatchDeps {
  diagnostics: DiagnosticsStore;
  logger: Logger;
  clock: Clock;
  /** `globalConfig.debug`: the debug watcher polls while it is on. */
  debug: () => boolean;
  /** What the debug watcher notes each poll (the step, the flows). */
  snapshot: () => string;
  observeLoads?: ObserveLoads;
}

/** The watchers over one widget's stores; answers the function that stops them. */
export function watchWidget(root: RootStore): () => void {
  const { diagnostics, logger, clock, ui, config } = root;
  return watchDiagnostics({
    diagnostics,
    logger,
    clock,
    debug: () => config.globalConfig?.debug === true,
    snapshot: () =>
      [
        `step ${ui.currentStep}`,
        ui.isOpen ? 'open' : 'closed',
        ...Object.entries(diagnostics.flows).map(([name, flow]) => `${name} ${flow.status}`),
      ].join(', '),
    observeLoads: browserLoads(widgetScriptBase()),
  });
}

/** Starts every watcher; answers the function that stops them all. */
export function watchDiagnostics(deps: DiagnosticsWatchDeps): () => void {
  const stops = [watchIdle(deps), watchStoreHealth(deps), watchDebug(deps)];
  if (deps.observeLoads) stops.push(watchLoads(deps, deps.observeLoads));
  return () => {
    for (const stop of stops) stop();
  };
}

/** §9 "idle notice after 300000 ms": once per quiet spell, noted in the log and the state history. */
function watchIdle({ diagnostics, logger, clock }: DiagnosticsWatchDeps): () => void {
  // TimerHandle is `unknown`: null stands for "none pending".
  let timer: TimerHandle = null;
  const arm = (lastActivityAt: number) => {
    if (timer !== null) clock.clearTimeout(timer);
    const wait = Math.max(0, lastActivityAt + DIAGNOSTICS.idleNoticeMs - clock.now());
    timer = clock.setTimeout(() => {
      timer = null;
      if (!diagnostics.isIdle()) return;
      logger.info(`Visitor idle for ${DIAGNOSTICS.idleNoticeMs} ms`);
      diagnostics.recordState('idle');
    }, wait);
  };
  const stop = reaction(() => diagnostics.lastActivityAt, arm, { fireImmediately: true });
  return () => {
    stop();
    if (timer !== null) clock.clearTimeout(timer);
  };
}

/**
 * §9 "Repeated store failures warn at 3 and count unhealthy at 5": a store crossing either line is logged
 * once, and an unhealthy one is kept among the critical errors support reads.
 */
function watchStoreHealth({ diagnostics, logger, clock }: DiagnosticsWatchDeps): () => void {
  const known = new Map<string, StoreHealth>();
  return reaction(
    () =>
      Object.keys(diagnostics.storeFailures).map((store) => [store, diagnostics.storeHealth(store)] as const),
    (healths) => {
      for (const [store, health] of healths) {
        if (known.get(store) === health) continue;
        known.set(store, health);
        const failures = diagnostics.storeFailures[store] ?? 0;
        if (health === 'warning') logger.warn(`${store} failed ${failures} times`);
        if (health === 'unhealthy') {
          const message = `${store} is unhealthy: ${failures} failures`;
          logger.error(message);
          diagnostics.recordCriticalError({ flow: null, message, at: clock.now() });
        }
      }
    },
    { fireImmediately: true },
  );
}

/** §9 "debug-level watcher polls every 1000 ms" while `globalConfig.debug` is on; a change is noted. */
function watchDebug({ diagnostics, logger, clock, debug, snapshot }: DiagnosticsWatchDeps): () => void {
  // TimerHandle is `unknown`: null stands for "none pending".
  let timer: TimerHandle = null;
  let last = '';
  const poll = () => {
    const now = snapshot();
    if (now === last) return;
    last = now;
    diagnostics.recordState(now);
    logger.debug(`Debug watch: ${now}`);
  };
  const stop = reaction(
    debug,
    (on) => {
      if (timer !== null) clock.clearInterval(timer);
      timer = on ? clock.setInterval(poll, DIAGNOSTICS.debugWatcherPollMs) : null;
    },
    { fireImmediately: true },
  );
  return () => {
    stop();
    if (timer !== null) clock.clearInterval(timer);
  };
}

/** §9 "slow load above 3000 ms": a slow chunk or catalog is marked and warned about. */
function watchLoads({ diagnostics, logger }: DiagnosticsWatchDeps, observe: ObserveLoads): () => void {
  return observe((name, durationMs) => {
    if (diagnostics.recordLoad(name, durationMs))
      logger.warn(`Slow load: ${name} took ${Math.round(durationMs)} ms`);
  });
}

/**
 * The browser's resource timings of the widget's own files (under `base`): scripts, stylesheets and the
 * like – API calls are timed as requests (§9 slow request) and left out here. Earlier loads count too.
 */
export function browserLoads(base: string): ObserveLoads | undefined {
  if (typeof PerformanceObserver === 'undefined') return undefined;
  const requests = new Set(['fetch', 'xmlhttprequest', 'beacon']);
  return (onLoad) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (!requests.has(entry.initiatorType) && entry.name.startsWith(base))
          onLoad(entry.name, entry.duration);
      }
    });
    observer.observe({ type: 'resource', buffered: true });
    return () => observer.disconnect();
  };
}
