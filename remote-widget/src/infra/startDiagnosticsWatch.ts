import type { RootStore } from '../stores/RootStore';
import { whenIdle } from './whenIdle';

/**
 * Starts the §9 diagnostics watchers (idle notice, slow loads, store health, the debug watcher) from their
 * own chunk once the page is idle, so step 1 carries only this and its chunk does not compete with step 1's
 * own work (hydration included); answers the function that stops them.
 */
export function startDiagnosticsWatch(root: RootStore): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const cancel = whenIdle(() => {
    import(/* webpackChunkName: "diagnostics" */ './diagnosticsWatch').then(
      ({ watchWidget }) => {
        if (!stopped) stop = watchWidget(root);
      },
      (cause: unknown) => root.logger.warn('Diagnostics could not load', cause),
    );
  });
  return () => {
    stopped = true;
    cancel();
    stop?.();
  };
}
