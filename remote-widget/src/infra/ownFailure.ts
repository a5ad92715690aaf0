import type { OwnFailureTest } from './ErrorInbox';

declare const __webpack_public_path__: string | undefined;

/** Where the widget's scripts are served from (webpack's public path); '' outside a webpack build. */
export function widgetScriptBase(): string {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
}

/**
 * §8 general error handler in a federated host: the page's `error` and `unhandledrejection` events carry
 * the partner's failures too. A failure is the widget's when its script (an error's file) or its stack (a
 * rejection's reason) lies under the widget's script base; one that names no source – a cross-origin
 * "Script error.", a rejection with a bare string – cannot be told apart and is left to the page. Without a
 * known base (tests, a bundle served inline) everything counts, as in the iframe app, whose window is ours.
 */
export function ownFailureTest(scriptBase: string): OwnFailureTest {
  if (!scriptBase) return () => true;
  return (event) => {
    const filename = (event as Partial<ErrorEvent>).filename;
    if (typeof filename === 'string' && filename !== '') return filename.startsWith(scriptBase);
    const cause: unknown = 'reason' in event ? event.reason : (event as Partial<ErrorEvent>).error;
    const stack = cause instanceof Error ? (cause.stack ?? '') : '';
    return stack.includes(scriptBase);
  };
}
