/** Timer functions the timeout uses; the page's by default. */
export interface TimeoutTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const globalTimers: TimeoutTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** An abort signal that fires after `ms` or when the caller's signal fires, and a way to stop the timer. */
export function timeoutSignal(
  ms: number,
  timers: TimeoutTimers,
  callerSignal?: AbortSignal,
): { signal: AbortSignal; timedOut: () => boolean; clear: () => void } {
  const controller = new AbortController();
  let expired = false;
  const handle = timers.setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear: () => {
      timers.clearTimeout(handle);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
