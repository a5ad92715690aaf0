import type { RootStore } from '../stores/RootStore';

/**
 * Starts the §9 diagnostics watchers (idle notice, slow loads, store health, the debug watcher) from their
 * own chunk, so step 1 carries only this; answers the function that stops them.
 */
export function startDiagnosticsWatch(root: RootStore): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  import(/* webpackChunkName: "diagnostics" */ './diagnosticsWatch').then(
    ({ watchWidget }) => {
      if (!stopped) stop = watchWidget(root);
    },
    (cause: unknown) => root.logger.warn('Diagnostics could not load', cause),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
