import { makeAutoObservable } from 'mobx';

/**
 * How a failure reached the handler: an uncaught error, an unhandled promise rejection, or one the widget
 * caught and reports itself (its own text is shown).
 */
export type CapturedKind = 'error' | 'rejection' | 'handled';

/** Whether an `error` / `unhandledrejection` event of the page is the widget's own. */
export type OwnFailureTest = (event: Event) => boolean;

/** One failure caught by the page listeners, waiting for the §8 handler. */
export interface CapturedFailure {
  kind: CapturedKind;
  cause: unknown;
}

/** What the browser hands to the `error` and `unhandledrejection` listeners. */
export interface ErrorEventTarget {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

/**
 * The part of the §8 general error handler that step 1 carries: it listens for unhandled errors and
 * rejections from the start and keeps them until the rest of the handler (classification, messages, toasts)
 * has loaded, which happens on the first failure.
 */
export class ErrorInbox {
  pending: CapturedFailure[] = [];
  /** True once any failure arrived: the rest of the handler is needed. */
  received = false;
  /** §8 in a federated host: only the widget's own failures count; the partner page's are not ours to show. */
  private isOwn: OwnFailureTest = () => true;

  constructor() {
    makeAutoObservable<ErrorInbox, 'isOwn'>(this, { isOwn: false });
  }

  /** Listens only to the failures that pass `test` (set before `listen`). */
  acceptOnly(test: OwnFailureTest): void {
    this.isOwn = test;
  }

  /** A failure the widget handled and wants shown by the §8 handler with its own text. */
  report(cause: unknown): void {
    this.capture('handled', cause);
  }

  capture(kind: CapturedKind, cause: unknown): void {
    this.pending = [...this.pending, { kind, cause }];
    this.received = true;
  }

  /** Hands over the waiting failures and empties the inbox. */
  drain(): CapturedFailure[] {
    const failures = this.pending;
    this.pending = [];
    return failures;
  }

  /** Listens for unhandled errors and rejections; answers the function that stops listening. */
  listen(target: ErrorEventTarget): () => void {
    const onError = (event: Event) => {
      if (!this.isOwn(event)) return;
      const error = event as ErrorEvent;
      this.capture('error', error.error ?? { message: error.message });
    };
    const onRejection = (event: Event) => {
      if (this.isOwn(event)) this.capture('rejection', (event as PromiseRejectionEvent).reason);
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  }
}
