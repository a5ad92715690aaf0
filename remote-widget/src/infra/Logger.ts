import {
  LOG_LEVELS,
  REDACTED,
  redactFields,
  type LogLevel,
  type LogLevelName,
} from '@booking/shared-contracts';
import type { LogSink } from './deps';

/** One log line as the diagnostics buffer keeps it. */
export interface LogEntry {
  level: LogLevelName;
  message: string;
  data?: unknown;
  at: number;
}

export { REDACTED };

/**
 * §5 "Logging redacts fields whose names contain blikCode, cvv, cardNumber, password, token, key or secret":
 * the contracts' one walker, the BFF's too.
 */
export const redact = (value: unknown): unknown => redactFields(value);

export interface LoggerOptions {
  /** §9 levels: ERROR 1, WARN 2, INFO 3, DEBUG 5. Lines above the level are dropped. */
  level?: LogLevel;
  sink?: LogSink;
  now?: () => number;
  /** Receives every line that passes the level, already redacted (the diagnostics buffer). */
  onEntry?: (entry: LogEntry) => void;
}

/** The widget's logger: level-filtered, redacting, feeding the diagnostics buffer. */
export class Logger {
  level: LogLevel;
  private readonly sink: LogSink;
  private readonly now: () => number;
  private readonly onEntry?: (entry: LogEntry) => void;

  constructor(options: LoggerOptions = {}) {
    this.level = options.level ?? LOG_LEVELS.WARN;
    this.sink = options.sink ?? console;
    this.now = options.now ?? Date.now;
    this.onEntry = options.onEntry;
  }

  /** §9 "debug mode only for DEBUG". */
  get debugMode(): boolean {
    return this.level >= LOG_LEVELS.DEBUG;
  }

  setLevel(level: LogLevel): void {
    this.level = level;
  }

  /** True when a line of this level is written. */
  enabled(level: LogLevelName): boolean {
    return LOG_LEVELS[level] <= this.level;
  }

  error(message: string, data?: unknown): void {
    this.write('ERROR', message, data);
  }

  warn(message: string, data?: unknown): void {
    this.write('WARN', message, data);
  }

  info(message: string, data?: unknown): void {
    this.write('INFO', message, data);
  }

  debug(message: string, data?: unknown): void {
    this.write('DEBUG', message, data);
  }

  private write(level: LogLevelName, message: string, data: unknown): void {
    if (!this.enabled(level)) return;
    const entry: LogEntry = { level, message, at: this.now() };
    if (data !== undefined) entry.data = redact(data);
    this.onEntry?.(entry);
    const method =
      level === 'ERROR' ? 'error' : level === 'WARN' ? 'warn' : level === 'INFO' ? 'info' : 'debug';
    if (entry.data === undefined) this.sink[method](message);
    else this.sink[method](message, entry.data);
  }
}
