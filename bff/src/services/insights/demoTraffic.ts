import { deviceClassOf, SHEET_NAMES, type FunnelFacts, type HostingMode } from '@booking/shared-contracts';
import type { AppDeps } from '../../deps';
import { appendSheetRow } from '../funnel/appendSheetRow';

const DAY_MS = 86_400_000;

/** A seeded pseudo-random sequence (mulberry32): the same traffic for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DemoTrafficOptions {
  /** The BFF the visitors' rows are posted to. */
  baseUrl: string;
  /** Its deps: the server's own payment rows are written through them, as the outbox worker writes them. */
  deps: Pick<AppDeps, 'env' | 'widgetConfigs' | 'sheetsClient' | 'store' | 'clock' | 'logger' | 'cache'>;
  /** Moves the BFF's clock: every row is timed at the visit it belongs to. */
  setNow: (at: Date) => void;
  configId?: string;
  /** The last day of the month (UTC, YYYY-MM-DD); the month is the 30 days up to it. */
  lastDay: string;
  days?: number;
  seed?: number;
}

/** What the traffic made, counted as it went: a check on the report independent of the store. */
export interface DemoTrafficTally {
  sessions: number;
  reachedContact: number;
  reachedPayment: number;
  bookings: number;
  failures: number;
  providerFaults: number;
}

/** The partner pages the demo visits come from (the script lets them embed the widget). */
export const DEMO_TRAFFIC_ORIGINS: Array<{ origin: string; mode: HostingMode; weight: number }> = [
  { origin: 'https://www.krakow-tours.example', mode: 'iframe', weight: 4 },
  { origin: 'https://hotel-wawel.example', mode: 'embed', weight: 2 },
  { origin: 'http://localhost:8080', mode: 'host', weight: 3 },
  { origin: 'https://blog.travel.example', mode: 'iframe', weight: 1 },
];
const LANGUAGES = ['pl', 'pl', 'en', 'en', 'en', 'de', 'es', 'fr', 'uk'] as const;
const WIDTHS = [390, 390, 412, 768, 1280, 1440];
const PRODUCTS = [
  { tripId: '1001', price: 8_900 },
  { tripId: '1002', price: 12_900 },
  { tripId: '1005', price: 19_900 },
];
const FAILURES = ['blik_refused', 'blik_refused', 'blik_unconfirmed', 'declined', 'error'];

/**
 * A month of visits to a config through the BFF's routes: each visit gets its widget session from
 * POST /api/widget-session and posts its funnel rows to POST /api/google/google-sheets as the widget does;
 * a paid payment's row is written by the service the outbox worker calls (a payment cannot be made on a past
 * day). Weekends bring more visitors; on one day the booking system failed a dozen times in an hour, counted as
 * the error handler counts such failures.
 */
export async function runDemoTraffic(options: DemoTrafficOptions): Promise<DemoTrafficTally> {
  const { baseUrl, deps, setNow } = options;
  const configId = options.configId ?? 'demo';
  const days = options.days ?? 30;
  const random = seededRandom(options.seed ?? 2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const tally: DemoTrafficTally = {
    sessions: 0,
    reachedContact: 0,
    reachedPayment: 0,
    bookings: 0,
    failures: 0,
    providerFaults: 0,
  };
  const post = async (path: string, body: unknown, origin: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok)
      throw new Error(`${path} answered ${String(response.status)}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const first = Date.parse(`${options.lastDay}T00:00:00Z`) - (days - 1) * DAY_MS;
  const faultDay = Math.floor(days / 2);
  for (let day = 0; day < days; day += 1) {
    const dayStart = first + day * DAY_MS;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    const visits = Math.round((weekend ? 70 : 45) * (0.8 + random() * 0.4));
    if (day === faultDay) {
      // An hour of Bokun answering 5xx: what the error handler counts for the markers.
      setNow(new Date(dayStart + 14 * 3_600_000));
      for (let i = 0; i < 12; i += 1)
        await deps.store?.funnelEvents.countProviderFault('bokun', deps.clock.now());
      tally.providerFaults += 12;
    }
    for (let v = 0; v < visits; v += 1) {
      const at = dayStart + Math.floor(((8 + random() * 14) / 24) * DAY_MS);
      const place = weightedPick(DEMO_TRAFFIC_ORIGINS, random);
      const lang = pick(LANGUAGES);
      const product = pick(PRODUCTS);
      const participants = 1 + Math.floor(random() * 4);
      const facts: FunnelFacts = {
        hostingMode: place.mode,
        deviceClass: deviceClassOf(pick(WIDTHS)),
        partnerOrigin: place.origin,
        participants,
        amountMinor: product.price * participants,
        currency: 'PLN',
      };
      setNow(new Date(at));
      const session = (
        await post('/api/widget-session', { configId, pageOrigin: place.origin }, place.origin)
      ).sessionId as string;
      tally.sessions += 1;
      const row = async (
        event: string,
        step: number,
        minutes: number,
        extra: FunnelFacts = {},
        sheet: string = SHEET_NAMES.logs,
      ) => {
        setNow(new Date(at + minutes * 60_000));
        await post(
          '/api/google/google-sheets',
          {
            configId,
            sheetName: sheet,
            data: {
              'date-time': new Date(at + minutes * 60_000).toISOString(),
              'trip-id': product.tripId,
              website: place.origin,
              'website-lang': lang,
              step: String(step),
              event,
              'session-id': session,
            },
            facts: { ...facts, ...extra },
          },
          place.origin,
        );
      };
      await row('OPEN', 1, 0);
      const roll = random();
      // About 40 % go on to the contact step, 18 % reach payment, 7 % book: a widget's usual funnel.
      if (roll < 0.6) {
        await row('CLOSE', 1, 2);
        continue;
      }
      await row('CONTACT', 2, 3);
      tally.reachedContact += 1;
      if (roll < 0.82) {
        await row('CLOSE', 2, 6, {}, SHEET_NAMES.abandonedCarts);
        continue;
      }
      await row('PAYMENT', 3, 6);
      tally.reachedPayment += 1;
      const method = pick(['BLIK', 'BLIK', 'CARD', 'PBL_108']);
      if (roll < 0.89) {
        await row('CLOSE', 3, 9, {}, SHEET_NAMES.abandonedCarts);
        continue;
      }
      if (roll < 0.95) {
        tally.failures += 1;
        await row(
          'PAYMENT_FAIL',
          3,
          8,
          { paymentMethod: method, failureReason: pick(FAILURES) },
          SHEET_NAMES.abandonedCarts,
        );
        if (random() < 0.5) {
          await row('CLOSE', 3, 9, {}, SHEET_NAMES.abandonedCarts);
          continue;
        }
      }
      // The paid payment's row, as the outbox worker writes it from the payment.
      const paidAt = new Date(at + 10 * 60_000);
      setNow(paidAt);
      await appendSheetRow(deps, {
        configId,
        sheetName: SHEET_NAMES.logs,
        reportedBy: 'server',
        data: {
          'date-time': paidAt.toISOString(),
          'trip-id': product.tripId,
          website: place.origin,
          'website-lang': lang,
          step: '3',
          event: 'PAYMENT_SUCCESS',
          'session-id': session,
        },
        insight: {
          at: paidAt,
          facts: { amountMinor: facts.amountMinor, currency: 'PLN', paymentMethod: method },
        },
      });
      tally.bookings += 1;
    }
  }
  return tally;
}

function weightedPick<T extends { weight: number }>(list: readonly T[], random: () => number): T {
  const total = list.reduce((sum, item) => sum + item.weight, 0);
  let at = random() * total;
  for (const item of list) {
    at -= item.weight;
    if (at < 0) return item;
  }
  return list[list.length - 1] as T;
}
