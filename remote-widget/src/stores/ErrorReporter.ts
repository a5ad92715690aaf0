import { makeAutoObservable } from 'mobx';
import {
  UNHANDLED_ERROR_CLASSIFICATION,
  errorToastFor,
  type ErrorCategory,
  type ErrorMessageCode,
  type ErrorSeverity,
} from '@booking/shared-contracts';
import { classifyError, type FailureFacts } from '../domain/errorClassification';
import type { DiagnosticsStore } from './DiagnosticsStore';
import type { CapturedFailure } from './ErrorInbox';
import type { Logger } from './Logger';

/** One failure waiting to be shown as a toast (§8 general error handler). */
export interface ErrorNotice {
  id: number;
  category: ErrorCategory;
  severity: ErrorSeverity;
  /** The catalogue message of the failure, shown in the visitor's language; null for the category's own. */
  messageCode: ErrorMessageCode | null;
  /** How long the toast stays (§8: network 5000 ms, validation 4000 ms, business 5000 ms). */
  durationMs: number;
}

/**
 * The §8 general error handler: classifies a failure (category, severity), logs it, records critical ones
 * and queues a toast. Unhandled errors and promise rejections arrive as UNKNOWN with CRITICAL or HIGH.
 */
export class ErrorReporter {
  notices: ErrorNotice[] = [];
  private nextId = 1;

  constructor(
    private readonly logger: Logger,
    private readonly diagnostics: DiagnosticsStore,
  ) {
    makeAutoObservable<ErrorReporter, 'logger' | 'diagnostics' | 'nextId'>(this, {
      logger: false,
      diagnostics: false,
      nextId: false,
    });
  }

  /** Reports a failure; answers its notice. */
  report(cause: unknown, override?: { category: ErrorCategory; severity: ErrorSeverity }): ErrorNotice {
    const facts: FailureFacts =
      typeof cause === 'object' && cause !== null ? cause : { message: String(cause) };
    const classified = classifyError(facts);
    const category = override?.category ?? classified.category;
    const severity = override?.severity ?? classified.severity;
    const notice: ErrorNotice = {
      id: this.nextId++,
      category,
      severity,
      messageCode: classified.messageCode,
      durationMs: errorToastFor(category).durationMs,
    };
    const text = facts.message ?? String(cause);
    if (severity === 'CRITICAL' || severity === 'HIGH')
      this.logger.error(`[${category}/${severity}] ${text}`);
    else this.logger.warn(`[${category}/${severity}] ${text}`);
    if (severity === 'CRITICAL')
      this.diagnostics.recordCriticalError({ flow: null, message: text, at: Date.now() });
    this.notices = [...this.notices, notice];
    return notice;
  }

  /** A shown notice leaves the queue. */
  consume(id: number): void {
    this.notices = this.notices.filter((notice) => notice.id !== id);
  }

  /** Reports the failures the page listeners caught: errors as UNKNOWN/CRITICAL, rejections as UNKNOWN/HIGH. */
  reportCaptured(failures: readonly CapturedFailure[]): void {
    for (const failure of failures) this.report(failure.cause, UNHANDLED_ERROR_CLASSIFICATION[failure.kind]);
  }
}
