import { widgetScriptBase } from './ownFailure';
import type { RootStore } from './RootStore';

/**
 * Starts the §9 diagnostics watchers (idle notice, slow loads, store health, the debug watcher) from their
 * own chunk, so step 1 carries only this; answers the function that stops them.
 */
export function startDiagnosticsWatch(root: RootStore): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  import(/* webpackChunkName: "diagnostics" */ './diagnosticsWatch').then(
    ({ watchDiagnostics, browserLoads }) => {
      if (stopped) return;
      const { diagnostics, logger, clock, ui, config } = root;
      stop = watchDiagnostics({
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
    },
    (cause: unknown) => root.logger.warn('Diagnostics could not load', cause),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
