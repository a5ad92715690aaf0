import { LOG_LEVELS } from '@booking/shared-contracts';
import { Logger, REDACTED, redact, type LogEntry } from './Logger';
import { recordingSink } from '../testing/testDoubles';

describe('Logger', () => {
  it('writes lines up to its level and drops the ones above (§9 ERROR 1, WARN 2, INFO 3, DEBUG 5)', () => {
    const sink = recordingSink();
    const logger = new Logger({ level: LOG_LEVELS.WARN, sink });
    logger.error('e');
    logger.warn('w');
    logger.info('i');
    logger.debug('d');
    expect(sink.lines.map((line) => line.level)).toEqual(['error', 'warn']);
  });

  it('is in debug mode only at the DEBUG level (§9)', () => {
    expect(new Logger({ level: LOG_LEVELS.INFO }).debugMode).toBe(false);
    expect(new Logger({ level: LOG_LEVELS.DEBUG }).debugMode).toBe(true);
  });

  it('hands each written line, redacted, to the diagnostics buffer', () => {
    const entries: LogEntry[] = [];
    const logger = new Logger({
      level: LOG_LEVELS.INFO,
      sink: recordingSink(),
      now: () => 42,
      onEntry: (e) => entries.push(e),
    });
    logger.info('paying', { blikCode: '123456', amount: 10 });
    expect(entries).toEqual([
      { level: 'INFO', message: 'paying', at: 42, data: { blikCode: REDACTED, amount: 10 } },
    ]);
  });
});

describe('redact', () => {
  it('redacts fields whose names contain blikCode, cvv, cardNumber, password, token, key or secret (§5)', () => {
    expect(
      redact({
        blikCode: '1',
        CVV: '2',
        cardNumber: '3',
        userPassword: '4',
        accessToken: '5',
        apiKey: '6',
        clientSecret: '7',
        email: 'a@b.c',
      }),
    ).toEqual({
      blikCode: REDACTED,
      CVV: REDACTED,
      cardNumber: REDACTED,
      userPassword: REDACTED,
      accessToken: REDACTED,
      apiKey: REDACTED,
      clientSecret: REDACTED,
      email: 'a@b.c',
    });
  });

  it('redacts inside nested objects and arrays', () => {
    expect(redact({ payer: { cards: [{ cvv: '123', name: 'A' }] } })).toEqual({
      payer: { cards: [{ cvv: REDACTED, name: 'A' }] },
    });
  });

  it('survives circular data', () => {
    const data: Record<string, unknown> = { name: 'loop' };
    data.self = data;
    expect(redact(data)).toEqual({ name: 'loop', self: '[Circular]' });
  });
});
