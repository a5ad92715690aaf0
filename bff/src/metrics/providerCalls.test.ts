import { Counter, Histogram, Registry } from 'prom-client';
import { ProviderCallTally } from './providerCalls';

function tally(options: { maxSessions?: number } = {}) {
  const registry = new Registry();
  let now = 0;
  const calls = new Counter({
    name: 'calls',
    help: 'calls',
    labelNames: ['provider'] as const,
    registers: [registry],
  });
  const perSession = new Histogram({
    name: 'per_session',
    help: 'per session',
    buckets: [1, 4, 16],
    registers: [registry],
  });
  const subject = new ProviderCallTally({ calls, perSession, now: () => now, idleMs: 1_000, ...options });
  const observed = async () => {
    const values = (await perSession.get()).values;
    const count = values.find((v) => v.metricName === 'per_session_count')?.value ?? 0;
    const sum = values.find((v) => v.metricName === 'per_session_sum')?.value ?? 0;
    return { count, sum };
  };
  const total = async (provider: string) =>
    (await calls.get()).values.find((v) => v.labels.provider === provider)?.value ?? 0;
  return { subject, observed, total, advance: (ms: number) => (now += ms) };
}

describe('provider calls per session', () => {
  it('counts every call by provider, with or without a session', async () => {
    const t = tally();
    t.subject.record('bokun', 'widget_a', 2);
    t.subject.record('tpay', undefined);
    t.subject.record('tpay', 'widget_a');
    expect(await t.total('bokun')).toBe(2);
    expect(await t.total('tpay')).toBe(2);
    expect(t.subject.callsOf('widget_a')).toBe(3);
  });

  it('observes a session’s total once it has been quiet, and forgets it', async () => {
    const t = tally();
    t.subject.record('tpay', 'widget_a', 8);
    t.subject.record('bokun', 'widget_b');
    t.advance(1_000);
    t.subject.record('bokun', undefined);
    expect(await t.observed()).toEqual({ count: 2, sum: 9 });
    expect(t.subject.callsOf('widget_a')).toBe(0);
  });

  it('keeps at most maxSessions, observing the least recently active first', async () => {
    const t = tally({ maxSessions: 2 });
    t.subject.record('bokun', 'widget_a', 5);
    t.subject.record('bokun', 'widget_b');
    t.subject.record('bokun', 'widget_a');
    t.subject.record('bokun', 'widget_c');
    expect(await t.observed()).toEqual({ count: 1, sum: 1 });
    expect(t.subject.callsOf('widget_a')).toBe(6);
    t.subject.flush();
    expect(await t.observed()).toEqual({ count: 3, sum: 8 });
  });
});
