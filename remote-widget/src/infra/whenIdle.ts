/**
 * Runs `task` once the page is idle (at the latest after `timeoutMs`), where the browser says when it is idle,
 * else after `fallbackMs`: work the visible step does not need waits until step 1 takes clicks. Answers a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 5_000, fallbackMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
