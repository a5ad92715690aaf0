import { captureLogs } from '../testing/testDeps';

describe('createLogger', () => {
  it('writes no secret value, whether logged directly, nested, bound to a child or attached to an error', () => {
    const { logger, logs } = captureLogs('info');
    logger.info({ body: { blikCode: '111222', payer: { email: 'a@b.c' } } }, 'create transaction');
    logger.child({ apiKey: 'child-key-value' }).info('bound');
    logger.child({ reqId: 'r1' }).child({ sessionToken: 'grandchild-token' }).info('nested child');
    logger.error({ err: Object.assign(new Error('boom'), { clientSecret: 'err-secret-value' }) }, 'failed');
    const text = logs.text();
    for (const secret of ['111222', 'child-key-value', 'grandchild-token', 'err-secret-value'])
      expect(text).not.toContain(secret);
    expect(text).toContain('a@b.c');
    expect(logs.lines[0]).toMatchObject({ msg: 'create transaction', body: { blikCode: '[REDACTED]' } });
    expect(logs.lines[3]).toMatchObject({
      msg: 'failed',
      err: { message: 'boom', clientSecret: '[REDACTED]' },
    });
  });
});
