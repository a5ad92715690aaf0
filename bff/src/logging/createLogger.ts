import pino, { type DestinationStream, type Logger } from 'pino';
import { redactFields } from '@booking/shared-contracts';

export type { Logger } from 'pino';

/**
 * The process logger: JSON lines, with every logged object passed through `redactFields` so no field
 * named like a secret (spec §5) is ever written – from a log call, an attached error, or a child's bindings.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'bff' },
    formatters: { log: (object) => redactFields(object) as Record<string, unknown> },
    // The log formatter has already turned errors into redacted plain objects; this catches errors
    // logged under `err` by code paths that bypass it.
    serializers: {
      err: (error: unknown) =>
        error instanceof Error ? redactFields(pino.stdSerializers.err(error)) : error,
    },
  };
  const logger = destination ? pino(options, destination) : pino(options);
  // pino serializes child bindings once, without the log formatter; redact them on the way in. Children
  // inherit this property through their prototype, so grandchildren are covered too.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound below to each caller's own `this`
  const child = logger.child;
  logger.child = function redactedChild(this: Logger, bindings, childOptions) {
    return child.call(this, redactFields(bindings) as typeof bindings, childOptions);
  } as Logger['child'];
  return logger;
}
