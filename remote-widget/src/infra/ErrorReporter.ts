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
  /**
   * §8 "the error's own message": the text of a failure the widget handled and reported itself; null for
   * an unhandled one, whose text is for the log, not for the visitor.
   */
  ownMessage: string | null;
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

  /**
   * Reports a failure; answers its notice. `handled` marks one the widget caught and reports on purpose: a
   * BUSINESS toast keeps its own text then.
   */
  report(
    cause: unknown,
    override?: { category: ErrorCategory; severity: ErrorSeverity },
    handled = false,
  ): ErrorNotice {
    const facts = factsOf(cause);
    const classified = classifyError(facts);
    const category = override?.category ?? classified.category;
    const severity = override?.severity ?? classified.severity;
    const notice: ErrorNotice = {
      id: this.nextId++,
      category,
      severity,
      messageCode: classified.messageCode,
      ownMessage: handled && facts.message?.trim() ? facts.message.trim() : null,
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

  /**
   * Reports what the inbox caught. §8: unhandled errors arrive as UNKNOWN/CRITICAL, rejections as
   * UNKNOWN/HIGH – yet the handler classifies what it gets, so a lost connection still shows the NETWORK
   * toast and a refused input the VALIDATION one; only a failure that says nothing stays UNKNOWN.
   */
  reportCaptured(failures: readonly CapturedFailure[]): void {
    for (const failure of failures) {
      if (failure.kind === 'handled') {
        this.report(failure.cause, undefined, true);
        continue;
      }
      const unhandled = UNHANDLED_ERROR_CLASSIFICATION[failure.kind];
      const { category } = classifyError(factsOf(failure.cause));
      this.report(failure.cause, {
        category: category === 'UNKNOWN' ? unhandled.category : category,
        severity: unhandled.severity,
      });
    }
  }
}

/** The facts of any thrown value: an object's own fields (an ApiError's code and status), else its text. */
function factsOf(cause: unknown): FailureFacts {
  return typeof cause === 'object' && cause !== null ? cause : { message: String(cause) };
}
