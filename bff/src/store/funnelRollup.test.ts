import {
  COUNTER_FIELDS,
  ROLLUP_DIMENSIONS,
  rollUp,
  TOTAL,
  UNKNOWN,
  type RolledSession,
  type RollupEvent,
  type SessionKeys,
} from './funnelRollup';

const noKeys = (): SessionKeys => Object.fromEntries(ROLLUP_DIMENSIONS.map((d) => [d, null])) as SessionKeys;
const event = (
  stage: number,
  keys: Partial<SessionKeys> = {},
  outcome?: RollupEvent['outcome'],
): RollupEvent => ({
  stage,
  keys: { ...noKeys(), ...keys },
  ...(outcome ? { outcome } : {}),
});

/** Counters summed over many roll-ups, by dimension and key. */
function tally() {
  const counters = new Map<string, Record<string, number>>();
  const revenue = new Map<string, number>();
  return {
    add(result: ReturnType<typeof rollUp>) {
      for (const c of result.counters) {
        const row = counters.get(`${c.dimension}/${c.key}`) ?? {};
        for (const f of COUNTER_FIELDS) row[f] = (row[f] ?? 0) + c[f];
        counters.set(`${c.dimension}/${c.key}`, row);
      }
      for (const r of result.revenue)
        revenue.set(
          `${r.dimension}/${r.key}/${r.currency}`,
          (revenue.get(`${r.dimension}/${r.key}/${r.currency}`) ?? 0) + r.amountMinor,
        );
    },
    of: (dimension: string, key: string) => counters.get(`${dimension}/${key}`) ?? {},
    revenueOf: (dimension: string, key: string, currency = 'PLN') =>
      revenue.get(`${dimension}/${key}/${currency}`) ?? 0,
    sumOver(dimension: string, field: string) {
      return [...counters]
        .filter(([id]) => id.startsWith(`${dimension}/`))
        .reduce((s, [, row]) => s + (row[field] ?? 0), 0);
    },
    all: counters,
  };
}

describe('funnel roll-up: a session counts once per day, under all and one key of each dimension', () => {
  it('counts a new session under all and its keys, unknown where the event did not tell', () => {
    const result = rollUp(null, event(1, { language: 'pl' }));
    const t = tally();
    t.add(result);
    expect(t.of(TOTAL, '')).toMatchObject({ sessions: 1, reachedContact: 0 });
    expect(t.of('language', 'pl')).toMatchObject({ sessions: 1 });
    expect(t.of('product', UNKNOWN)).toMatchObject({ sessions: 1 });
    expect(result.session).toMatchObject({ stage: 1, keys: { language: 'pl', product: null } });
  });

  it('moves a session from unknown to a key learnt later, with its stages and bookings', () => {
    const t = tally();
    const first = rollUp(null, event(2));
    t.add(first);
    const paid = rollUp(first.session, event(4, {}, { kind: 'paid', amountMinor: 19_900, currency: 'PLN' }));
    t.add(paid);
    const learnt = rollUp(paid.session, event(0, { paymentMethod: 'BLIK' }));
    t.add(learnt);
    expect(t.of('paymentMethod', UNKNOWN)).toMatchObject({ sessions: 0, reachedContact: 0, paid: 0 });
    expect(t.of('paymentMethod', 'BLIK')).toMatchObject({
      sessions: 1,
      reachedContact: 1,
      reachedPayment: 1,
      paid: 1,
    });
    expect(t.revenueOf('paymentMethod', 'BLIK')).toBe(19_900);
    expect(t.revenueOf('paymentMethod', UNKNOWN)).toBe(0);
    expect(t.revenueOf(TOTAL, '')).toBe(19_900);
  });

  it('keeps the first key a session was told, and counts attempts, failures and refusals on the total', () => {
    const t = tally();
    const a = rollUp(null, event(3, { hostingMode: 'iframe' }, { kind: 'failed', refused: true }));
    t.add(a);
    const b = rollUp(a.session, event(3, { hostingMode: 'host' }, { kind: 'failed', refused: false }));
    t.add(b);
    expect(b.session.keys.hostingMode).toBe('iframe');
    expect(t.of(TOTAL, '')).toMatchObject({ attempts: 2, failures: 2, refusals: 1, sessions: 1 });
    expect(t.of('hostingMode', 'host')).toEqual({});
  });

  it('every dimension adds up to the total, whatever order a hundred sessions tell their keys in', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const t = tally();
    for (let s = 0; s < 100; s += 1) {
      let state: RolledSession | null = null;
      const events = 1 + Math.floor(random() * 5);
      for (let e = 0; e < events; e += 1) {
        const keys: Partial<SessionKeys> = {};
        for (const d of ROLLUP_DIMENSIONS)
          if (random() < 0.3) keys[d] = `k${String(Math.floor(random() * 3))}`;
        const outcome: RollupEvent['outcome'] =
          random() < 0.2 ? { kind: 'paid', amountMinor: 100, currency: 'PLN' } : undefined;
        const result = rollUp(state, event(Math.floor(random() * 5), keys, outcome));
        t.add(result);
        state = result.session;
      }
    }
    const total = t.of(TOTAL, '');
    expect(total.sessions).toBe(100);
    for (const d of ROLLUP_DIMENSIONS) {
      for (const f of ['sessions', 'reachedContact', 'reachedPayment', 'paid'])
        expect(t.sumOver(d, f)).toBe(total[f] ?? 0);
    }
    for (const [, row] of t.all)
      for (const value of Object.values(row)) expect(value).toBeGreaterThanOrEqual(0);
  });
});
