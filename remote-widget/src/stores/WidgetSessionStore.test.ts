import { WIDGET_SESSION_SECONDS } from '@booking/shared-contracts';
import { apiFailure, fakeApi } from '../testing/fakeApi';
import { memoryStorage, type KeyValueStorage } from '../infra/deps';
import { Logger } from '../infra/Logger';
import { FakeClock, recordingSink } from '../testing/testDoubles';
import { WidgetSessionStore } from './WidgetSessionStore';

/** A session store over a fake BFF issuing sessions valid for `ttlMs` from the fake clock. */
function sessionStore(
  options: { fail?: boolean; storage?: KeyValueStorage; ttlMs?: number; origin?: string } = {},
) {
  const clock = new FakeClock();
  const api = fakeApi({
    widgetSession: (_input, nth) => {
      if (options.fail) throw apiFailure('service_unavailable', 503);
      return {
        sessionId: `ws_issuedByTheBff${String(nth + 1).padStart(4, '0')}`,
        expiresAt: new Date(clock.now() + (options.ttlMs ?? 7_200_000)).toISOString(),
      };
    },
  });
  const sink = recordingSink();
  const store = new WidgetSessionStore({
    api,
    clock,
    logger: new Logger({ sink }),
    storage: options.storage ?? memoryStorage(),
    configId: () => 'demo',
    pageOrigin: () => options.origin,
  });
  return { store, api, clock, sink };
}

describe('WidgetSessionStore', () => {
  it('asks the BFF for the session of an opening, naming the config and the framing page', async () => {
    const { store, api } = sessionStore({ origin: 'https://partner.example' });
    expect(await store.open()).toBe('ws_issuedByTheBff0001');
    expect(api.callsTo('widgetSession')[0]?.input).toEqual({
      body: { configId: 'demo', pageOrigin: 'https://partner.example' },
    });
    expect(store.id).toBe('ws_issuedByTheBff0001');
  });

  it('keeps a session in the tab while a whole widget session still fits before it expires', async () => {
    const storage = memoryStorage();
    const first = sessionStore({ storage });
    await first.store.open();
    const again = sessionStore({ storage });
    expect(await again.store.open()).toBe('ws_issuedByTheBff0001');
    expect(again.api.callsTo('widgetSession')).toHaveLength(0);
  });

  it('keeps the page’s own session over a close and re-open where the tab refuses it storage', async () => {
    const refused: KeyValueStorage = {
      getItem: () => {
        throw new Error('storage refused');
      },
      setItem: () => {
        throw new Error('storage refused');
      },
      removeItem: () => undefined,
    };
    const { store, api } = sessionStore({ storage: refused });
    expect(await store.open()).toBe('ws_issuedByTheBff0001');
    expect(await store.open()).toBe('ws_issuedByTheBff0001');
    expect(api.callsTo('widgetSession')).toHaveLength(1);
  });

  it('asks for a new session once the kept one has less than a widget session left', async () => {
    const storage = memoryStorage();
    const { store, clock, api } = sessionStore({ storage, ttlMs: 2 * WIDGET_SESSION_SECONDS * 1000 });
    await store.open();
    clock.advance(WIDGET_SESSION_SECONDS * 1000 + 1_000);
    expect(await store.open()).toBe('ws_issuedByTheBff0002');
    expect(api.callsTo('widgetSession')).toHaveLength(2);
  });

  it('answers null and logs when the BFF cannot issue one; ensure asks again and rejects while it fails', async () => {
    const { store, sink, api } = sessionStore({ fail: true });
    expect(await store.open()).toBeNull();
    expect(sink.lines.some((line) => line.args[0] === 'Widget session could not be obtained')).toBe(true);
    await expect(store.ensure()).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(api.callsTo('widgetSession')).toHaveLength(2);
  });

  it('ensure answers the current session without asking, and a new one once it expired', async () => {
    const { store, clock, api } = sessionStore({ ttlMs: 60_000 });
    await store.open();
    expect(await store.ensure()).toBe('ws_issuedByTheBff0001');
    clock.advance(61_000);
    expect(store.id).toBeNull();
    expect(await store.ensure()).toBe('ws_issuedByTheBff0002');
    expect(api.callsTo('widgetSession')).toHaveLength(2);
  });
});
