import { WIDGET_SESSION_SECONDS, type FunnelFacts } from '@booking/shared-contracts';
import { apiFailure, fakeApi, type FakeRoutes } from '../testing/fakeApi';
import { buildCredentials, buildWidgetConfig } from '../testing/fakeBff';
import { memoryStorage, type KeyValueStorage } from '../infra/deps';
import type { FunnelContact } from '../domain/funnelRules';
import { FunnelStore } from './FunnelStore';
import { FUNNEL_RETRY_DELAYS_MS } from '../infra/funnelSender';
import { Logger } from '../infra/Logger';
import { RootStore } from './RootStore';
import { FakeClock, recordingSink } from '../testing/testDoubles';
import { UiStore } from './UiStore';

const ANNA: FunnelContact = {
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  phone: '+48500100200',
};

const sheetsOk: FakeRoutes = {
  googleSheets: () => ({ success: true, skipped: false, message: 'Data successfully saved' }),
};

/** Lets the lazily loaded sender and the fake's answers run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A FunnelStore over a real UiStore, a recording fake API and a scene the test sets. */
function funnelOver(
  options: {
    routes?: FakeRoutes;
    storage?: KeyValueStorage;
    clock?: FakeClock;
    random?: number;
    configId?: string | null;
  } = {},
) {
  const clock = options.clock ?? new FakeClock();
  const api = fakeApi({ ...sheetsOk, ...options.routes });
  const sink = recordingSink();
  const logger = new Logger({ sink });
  const ui = new UiStore({ clock, logger, random: () => options.random ?? 0.5 });
  const scene = {
    tripId: 1001 as number | null,
    website: 'https://shop.example',
    contact: null as FunnelContact | null,
    facts: { hostingMode: 'iframe', deviceClass: 'mobile', participants: 2 } as FunnelFacts,
  };
  const funnel = new FunnelStore({
    api,
    clock,
    storage: options.storage ?? memoryStorage(),
    logger,
    ui,
    configId: () => (options.configId === undefined ? 'demo' : options.configId),
    scene: () => scene,
  });
  /** The session the BFF issued, which the widget keeps while it has time left. */
  let issued = 'ws_funnelSession0001';
  /** The BFF issues another session (the kept one ran out). */
  const newSession = () =>
    (issued = `ws_funnelSession${String(Number(issued.slice(-4)) + 1).padStart(4, '0')}`);
  /** The widget opens, gets its session from the BFF and shows its product. */
  const open = () => {
    ui.open();
    ui.setWidgetSessionId(issued);
    ui.startInitialization('Loading');
    ui.completeInitialization();
  };
  /** What reached the sheets: sheet, event (or the newsletter e-mail) and session id of each posted row. */
  const rows = () =>
    api.callsTo('googleSheets').map((call) => {
      const { sheetName, data } = call.input.body as { sheetName: string; data: Record<string, string> };
      return {
        sheet: sheetName,
        event: data.event ?? `newsletter:${data.email}`,
        session: data['session-id'],
      };
    });
  const events = () => rows().map((row) => row.event);
  return { funnel, ui, api, clock, sink, scene, open, newSession, rows, events };
}

describe('FunnelStore', () => {
  it('logs nothing before the BFF issued the widget session, then OPEN under it', async () => {
    const f = funnelOver();
    f.ui.open();
    f.ui.startInitialization('Loading');
    f.ui.completeInitialization();
    f.ui.goToStep(2);
    await settle();
    expect(f.api.calls).toEqual([]);
    f.ui.setWidgetSessionId('ws_funnelSession0001');
    await settle();
    expect(f.rows()).toEqual([{ sheet: 'Logi', event: 'OPEN', session: 'ws_funnelSession0001' }]);
  });

  it('logs OPEN to Logi once the widget shows a product, under the widget session id, naming the activity', async () => {
    const f = funnelOver();
    f.open();
    await settle();
    expect(f.rows()).toEqual([{ sheet: 'Logi', event: 'OPEN', session: f.ui.widgetSessionId }]);
    expect(f.api.callsTo('googleSheets')[0]?.input).toMatchObject({
      keepalive: true,
      body: {
        configId: 'demo',
        data: {
          'date-time': '2026-06-01 09:00:00',
          'trip-id': '1001',
          website: 'https://shop.example',
          'website-lang': 'en',
          step: '1',
        },
      },
    });
    expect(f.funnel.sessionId).toBe(f.ui.widgetSessionId);
  });

  it('sends each flag once per session: going back to the contact step logs no second CONTACT', async () => {
    const f = funnelOver();
    f.open();
    f.ui.goToStep(2);
    f.ui.goToStep(1);
    f.ui.goToStep(2);
    f.ui.goToStep(3);
    f.ui.goToStep(2);
    f.ui.goToStep(3);
    await settle();
    expect(f.events()).toEqual(['OPEN', 'CONTACT', 'add_shipping_info', 'PAYMENT']);
  });

  it('§4 "Entering the contact step logs CONTACT, then add_shipping_info": both on entering it, before any details', async () => {
    const f = funnelOver();
    f.open();
    f.ui.goToStep(2);
    await settle();
    expect(f.events()).toEqual(['OPEN', 'CONTACT', 'add_shipping_info']);
    expect(f.api.callsTo('googleSheets')[2]?.input.body).toMatchObject({
      sheetName: 'Logi',
      data: { event: 'add_shipping_info', step: '2', email: '', client: '' },
    });
  });

  it('§4 "Entering payment logs PAYMENT": on entering the payment step, with no Pay click', async () => {
    const f = funnelOver();
    f.open();
    f.ui.goToStep(2);
    f.scene.contact = ANNA;
    f.ui.goToStep(3);
    await settle();
    expect(f.events()).toEqual(['OPEN', 'CONTACT', 'add_shipping_info', 'PAYMENT']);
    expect(f.api.callsTo('googleSheets')[3]?.input.body).toMatchObject({
      sheetName: 'Logi',
      data: { event: 'PAYMENT', step: '3', email: 'anna@example.com', client: 'Anna Nowak' },
    });
  });

  describe('§4 "A new session id logs OPEN" and resets the once-per-session flags', () => {
    /** A RootStore over the config `demo`, its fake BFF issuing a new widget session at each request. */
    const rootOver = async () => {
      const api = fakeApi({
        ...sheetsOk,
        widgetConfig: () => buildWidgetConfig({ configId: 'demo' }),
        credentials: () => buildCredentials(),
      });
      const root = new RootStore({
        api,
        clock: new FakeClock(),
        sessionStorage: memoryStorage(),
        logSink: recordingSink(),
      });
      await root.config.load('demo');
      const open = async () => {
        root.openWidget();
        root.ui.completeInitialization();
        await settle();
      };
      const rows = () =>
        api.callsTo('googleSheets').map((call) => {
          const { sheetName, data } = call.input.body as { sheetName: string; data: Record<string, string> };
          return [sheetName, data.event, data['session-id']];
        });
      return { root, open, rows };
    };

    it('re-opening the panel is a new widget session: OPEN and CONTACT again, a second close a second CLOSE', async () => {
      const { root, open, rows } = await rootOver();
      await open();
      const first = root.ui.widgetSessionId;
      root.ui.goToStep(2);
      root.close();
      await open();
      const second = root.ui.widgetSessionId;
      root.ui.goToStep(2);
      root.close();
      await settle();
      expect(second).not.toBe(first);
      expect(rows()).toEqual([
        ['Logi', 'OPEN', first],
        ['Logi', 'CONTACT', first],
        ['Logi', 'add_shipping_info', first],
        ['Porzucone koszyki', 'CLOSE', first],
        ['Logi', 'OPEN', second],
        ['Logi', 'CONTACT', second],
        ['Logi', 'add_shipping_info', second],
        ['Porzucone koszyki', 'CLOSE', second],
      ]);
      root.dispose();
    });

    it('a new session id while open (the BFF issued another) starts a new funnel session with OPEN', async () => {
      const f = funnelOver();
      f.open();
      const first = f.ui.widgetSessionId;
      f.ui.goToStep(2);
      f.ui.setWidgetSessionId(f.newSession());
      f.ui.goToStep(1);
      f.ui.goToStep(2);
      await settle();
      const second = f.ui.widgetSessionId;
      expect(f.events()).toEqual([
        'OPEN',
        'CONTACT',
        'add_shipping_info',
        'OPEN',
        'CONTACT',
        'add_shipping_info',
      ]);
      expect(f.rows().map((row) => row.session)).toEqual([first, first, first, second, second, second]);
    });

    it('a reload (a new RootStore on the same tab storage and session) sends no second OPEN; a new session id sends OPEN again', async () => {
      const storage = memoryStorage();
      const clock = new FakeClock();
      const api = fakeApi({
        ...sheetsOk,
        widgetConfig: () => buildWidgetConfig({ configId: 'demo' }),
        credentials: () => buildCredentials(),
      });
      const openRoot = async (sessionStorage = storage) => {
        const root = new RootStore({ api, clock, sessionStorage, logSink: recordingSink() });
        await root.config.load('demo');
        root.openWidget();
        root.ui.completeInitialization();
        await settle();
        return root;
      };
      const opens = () =>
        api
          .callsTo('googleSheets')
          .map((call) => (call.input.body as { data: Record<string, string> }).data)
          .filter((data) => data.event === 'OPEN')
          .map((data) => data['session-id']);

      const first = await openRoot();
      const session = first.funnel.sessionId;
      first.dispose();
      clock.advance(5 * 60_000);
      const second = await openRoot();
      expect(second.funnel.sessionId).toBe(session);
      expect(opens()).toEqual([session]);

      // Another tab, with a storage of its own, is another session.
      clock.advance(1_000);
      const third = await openRoot(memoryStorage());
      expect(third.funnel.sessionId).not.toBe(session);
      expect(opens()).toEqual([session, third.funnel.sessionId]);
    });

    it('starts a new session, with OPEN again, once the stored one has been idle for a widget session', async () => {
      const storage = memoryStorage();
      const clock = new FakeClock();
      const f = funnelOver({ storage, clock });
      f.open();
      const first = f.ui.widgetSessionId;
      f.funnel.closing();
      f.ui.close();
      clock.advance(WIDGET_SESSION_SECONDS * 1000 + 1);
      f.open();
      await settle();
      expect(f.rows().filter((row) => row.event === 'OPEN')).toEqual([
        { sheet: 'Logi', event: 'OPEN', session: first },
        { sheet: 'Logi', event: 'OPEN', session: first },
      ]);
    });

    it('starts a new session, with OPEN again, under a widget session the BFF issued anew', async () => {
      const storage = memoryStorage();
      const f = funnelOver({ storage });
      f.open();
      const first = f.ui.widgetSessionId;
      f.funnel.closing();
      f.ui.close();
      const second = f.newSession();
      f.open();
      await settle();
      expect(f.funnel.sessionId).toBe(second);
      expect(f.rows().filter((row) => row.event === 'OPEN')).toEqual([
        { sheet: 'Logi', event: 'OPEN', session: first },
        { sheet: 'Logi', event: 'OPEN', session: second },
      ]);
    });
  });

  it('leaves PAYMENT_SUCCESS to the server; the next opening is a new session', async () => {
    const f = funnelOver();
    f.open();
    const session = f.ui.widgetSessionId;
    f.scene.contact = ANNA;
    f.ui.goToStep(3);
    f.funnel.paymentSucceeded(false);
    f.funnel.closing();
    f.ui.close();
    f.clock.advance(1_000);
    f.open();
    await settle();
    expect(f.rows()).toEqual([
      { sheet: 'Logi', event: 'OPEN', session },
      { sheet: 'Logi', event: 'PAYMENT', session },
      { sheet: 'Logi', event: 'OPEN', session },
    ]);
  });

  it('never posts a newsletter row nor asks about an e-mail: the server signs up from the paid payment', async () => {
    const f = funnelOver();
    f.open();
    f.scene.contact = ANNA;
    f.ui.goToStep(3);
    f.funnel.paymentSucceeded(true);
    await settle();
    expect(f.events()).toEqual(['OPEN', 'PAYMENT']);
    expect(f.api.callsTo('checkEmailForNewsletter')).toHaveLength(0);
    expect(f.funnel.trail(true)).toMatchObject({ marketing: true, sessionId: f.ui.widgetSessionId });
  });

  it('logs every failed payment as PAYMENT_FAIL to the abandoned carts, but a hosted one, which the server logs', async () => {
    const f = funnelOver();
    f.open();
    f.ui.goToStep(3);
    f.funnel.paymentFailed(false);
    f.funnel.paymentFailed(false);
    // Failed on the provider's hosted page: the BFF writes that row from the payment's outcome.
    f.funnel.paymentFailed(true);
    await settle();
    expect(f.rows().map((row) => `${row.sheet}:${row.event}`)).toEqual([
      'Logi:OPEN',
      'Logi:PAYMENT',
      'Porzucone koszyki:PAYMENT_FAIL',
      'Porzucone koszyki:PAYMENT_FAIL',
    ]);
  });

  it('logs leaving the page with the widget open as CLOSE to the abandoned carts, once, the session going on', async () => {
    const f = funnelOver();
    f.open();
    const session = f.ui.widgetSessionId;
    f.ui.goToStep(2);
    f.funnel.pageLeft();
    f.funnel.pageLeft();
    f.funnel.closing();
    f.ui.close();
    await settle();
    expect(f.rows().slice(3)).toEqual([{ sheet: 'Porzucone koszyki', event: 'CLOSE', session }]);
  });

  it('logs closing without a payment success as CLOSE to the abandoned carts once, and closing after a success not at all', async () => {
    const abandoned = funnelOver();
    abandoned.open();
    abandoned.funnel.closing();
    abandoned.ui.close();
    abandoned.open();
    abandoned.funnel.closing();
    abandoned.ui.close();
    const paid = funnelOver();
    paid.open();
    paid.funnel.paymentSucceeded(false);
    paid.funnel.closing();
    paid.ui.close();
    await settle();
    expect(abandoned.rows().map((row) => `${row.sheet}:${row.event}`)).toEqual([
      'Logi:OPEN',
      'Porzucone koszyki:CLOSE',
    ]);
    expect(paid.events()).toEqual(['OPEN']);
  });

  it('logs an abandoned cart when the widget session runs out while the widget is open', async () => {
    const f = funnelOver();
    f.open();
    f.ui.goToStep(2);
    f.clock.advance(WIDGET_SESSION_SECONDS * 1000);
    f.funnel.closing();
    f.ui.close();
    await settle();
    expect(f.rows().map((row) => `${row.sheet}:${row.event}`)).toEqual([
      'Logi:OPEN',
      'Logi:CONTACT',
      'Logi:add_shipping_info',
      'Porzucone koszyki:SESSION_TIMEOUT',
    ]);
  });

  it('after the session ran out, "Start again" is a new session that logs OPEN and CONTACT again', async () => {
    const f = funnelOver();
    f.open();
    const first = f.ui.widgetSessionId;
    f.ui.goToStep(2);
    f.clock.advance(WIDGET_SESSION_SECONDS * 1000);
    // What RootStore.startAgain does to the UI: the widget opens again, under a session the BFF issued.
    f.ui.open();
    f.ui.setWidgetSessionId(f.newSession());
    const second = f.ui.widgetSessionId;
    f.ui.goToStep(2);
    await settle();
    expect(second).not.toBe(first);
    expect(f.rows()).toEqual([
      { sheet: 'Logi', event: 'OPEN', session: first },
      { sheet: 'Logi', event: 'CONTACT', session: first },
      { sheet: 'Logi', event: 'add_shipping_info', session: first },
      { sheet: 'Porzucone koszyki', event: 'SESSION_TIMEOUT', session: first },
      { sheet: 'Logi', event: 'OPEN', session: second },
      { sheet: 'Logi', event: 'CONTACT', session: second },
      { sheet: 'Logi', event: 'add_shipping_info', session: second },
    ]);
  });

  it('a hold pausing the widget session is no timeout', async () => {
    const f = funnelOver();
    f.open();
    f.ui.sessionClock.setHold(f.clock.now() + 2 * WIDGET_SESSION_SECONDS * 1000);
    f.clock.advance(WIDGET_SESSION_SECONDS * 1000 + 5_000);
    await settle();
    expect(f.events()).toEqual(['OPEN']);
  });

  it('gives the payment record its trail: the funnel session, language, site and marketing agreement', async () => {
    const f = funnelOver();
    f.open();
    await settle();
    expect(f.funnel.trail(true)).toEqual({
      sessionId: f.ui.widgetSessionId,
      lang: 'en',
      website: 'https://shop.example',
      marketing: true,
    });
    expect(funnelOver({ configId: null }).funnel.trail(true)).toBeNull();
  });

  it('sends nothing before a config is loaded', async () => {
    const f = funnelOver({ configId: null });
    f.open();
    f.ui.goToStep(2);
    f.ui.goToStep(3);
    f.funnel.paymentFailed(false);
    f.funnel.pageLeft();
    f.funnel.paymentSucceeded(true);
    f.funnel.closing();
    await settle();
    expect(f.api.calls).toEqual([]);
  });

  it('through the RootStore: for a config with Google Sheets on or off (the BFF keeps the insights either way)', async () => {
    const rootWith = async (googleSheetsEnabled: boolean) => {
      const base = buildWidgetConfig({ configId: 'demo' });
      const api = fakeApi({
        ...sheetsOk,
        widgetConfig: () => ({ ...base, globalConfig: { ...base.globalConfig, googleSheetsEnabled } }),
        credentials: () => buildCredentials(),
      });
      const root = new RootStore({ api, sessionStorage: memoryStorage(), logSink: recordingSink() });
      await root.config.load('demo');
      root.openWidget();
      root.ui.completeInitialization();
      await settle();
      root.dispose();
      return api.callsTo('googleSheets').length;
    };
    expect(await rootWith(false)).toBe(1);
    expect(await rootWith(true)).toBe(1);
  });

  it('every row carries the insights facts; a failed payment adds its reason and method', async () => {
    const f = funnelOver();
    f.open();
    f.ui.goToStep(2);
    f.ui.goToStep(3);
    f.funnel.paymentFailed(false, { failureReason: 'blik_refused', paymentMethod: 'BLIK' });
    await settle();
    const bodies = f.api.callsTo('googleSheets').map((call) => call.input.body as { facts?: FunnelFacts });
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies.slice(0, -1))
      expect(body.facts).toEqual({ hostingMode: 'iframe', deviceClass: 'mobile', participants: 2 });
    expect(bodies.at(-1)?.facts).toEqual({
      hostingMode: 'iframe',
      deviceClass: 'mobile',
      participants: 2,
      failureReason: 'blik_refused',
      paymentMethod: 'BLIK',
    });
  });

  describe('a failing Sheets call is never shown', () => {
    it('is tried twice more on a 503, then only logged; the visitor goes on and the store never throws', async () => {
      const f = funnelOver({
        routes: {
          googleSheets: () => {
            throw apiFailure('service_unavailable', 503);
          },
        },
      });
      f.open();
      f.ui.goToStep(2);
      f.scene.contact = ANNA;
      expect(() => {
        f.ui.goToStep(3);
        f.funnel.paymentSucceeded(true);
      }).not.toThrow();
      expect(f.ui.currentStep).toBe(3);
      await settle();
      f.clock.advance(FUNNEL_RETRY_DELAYS_MS[0]);
      await settle();
      f.clock.advance(FUNNEL_RETRY_DELAYS_MS[1]);
      await settle();
      f.clock.advance(60_000);
      await settle();
      // OPEN, CONTACT, add_shipping_info and PAYMENT, three tries each.
      expect(f.api.callsTo('googleSheets')).toHaveLength(4 * 3);
      const warnings = f.sink.lines.filter((line) => line.level === 'warn').map((line) => line.args[0]);
      expect(warnings).toContain('Funnel row not saved to Logi');
      expect(f.ui.initializationError).toBeNull();
    });

    it('is not tried again when the BFF refuses the row, and leaves no unhandled rejection', async () => {
      const rejections: unknown[] = [];
      const onRejection = (reason: unknown) => rejections.push(reason);
      process.on('unhandledRejection', onRejection);
      try {
        const f = funnelOver({
          routes: {
            googleSheets: () => {
              throw apiFailure('invalid_request', 400);
            },
          },
        });
        f.open();
        await settle();
        f.clock.advance(60_000);
        await settle();
        expect(f.api.callsTo('googleSheets')).toHaveLength(1);
        expect(f.sink.lines.filter((line) => line.level === 'warn')).toHaveLength(1);
        expect(rejections).toEqual([]);
      } finally {
        process.off('unhandledRejection', onRejection);
      }
    });
  });
});
