/** A job run in a loop: one pass at a time, the next `intervalMs` after the last ended. */
export interface PeriodicJob {
  /** One pass now; resolves with what the pass reported. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the loop and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * Wraps a pass into a start/stop loop. A pass that throws is reported to `onError` and the loop goes on.
 * Timers are unref'd: a running job never keeps a process alive on its own.
 */
export function periodic(
  pass: () => Promise<number>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  const runOnce = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = () => {
    timer = undefined;
    if (stopped) return;
    runOnce()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
