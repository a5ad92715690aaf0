import { usePaymentHarness, tpayBody } from '../../test/paymentHarness';
import { buildReservationData, OLD_TOWN, TEN_AM } from '@booking/sandbox/testing';
import { describeEngines } from '../testing/engines';
import { testSessionId } from '../testing/testDeps';

const SUPPORT_TOKEN = 'support-token-abuse-suite-0123456789';
const METRICS_TOKEN = 'metrics-token-abuse-suite-0123456789';
/** The Old Town tour's 14:00 start: like 10:00, never sold out in the sandbox. */
const TWO_PM = 10_011;
const DAY_MS = 86_400_000;
/**
 * Half the Old Town tour's 25 seats (Bokun's free seats plus those booked or held): the sandbox seeds up
 * to 8 bookings of other channels per departure, so at least 17 are free and a share always fits.
 */
const SHARE = 12;

/** One departure of the Old Town tour. */
interface Departure {
  date: string;
  startTimeId: number;
}

describeEngines('abuse resistance', (engine) => {
  const h = usePaymentHarness(engine, {
    TRUST_PROXY: 'true',
    HOLD_LIMIT_PER_CLIENT: '3',
    HOLD_LIMIT_PER_SESSION: '3',
    HOLD_SHARE_PER_DEPARTURE_PERCENT: '50',
    HOLD_SEATS_PER_SESSION: '14',
    HOLD_CONTACT_ABOVE_SEATS: '8',
    PAYMENT_TRIES_PER_HOLD: '5',
    SUPPORT_TOKEN,
    METRICS_TOKEN,
  });

  let keySeq = 0;
  let departures: Departure[] | undefined;
  /**
   * A departure of its own for each use: the 10:00 and 14:00 starts of the weekdays from two days ahead
   * (weekend prices differ; the sandbox publishes this month and the next).
   */
  function nextDeparture(): Departure {
    if (!departures) {
      departures = [];
      const start = h.clock.now().getTime() + 2 * DAY_MS;
      for (let day = 0; departures.length < 40; day += 1) {
        const at = new Date(start + day * DAY_MS);
        if (at.getUTCDay() === 0 || at.getUTCDay() === 6) continue;
        const date = at.toISOString().slice(0, 10);
        departures.push({ date, startTimeId: TEN_AM }, { date, startTimeId: TWO_PM });
      }
    }
    const next = departures.shift();
    if (!next) throw new Error('no departure left');
    return next;
  }

  /** The departure's slot as the BFF answers it. */
  async function slotOf(departure: Departure) {
    const { date, startTimeId } = departure;
    const res = await h.post(`/api/bokun/schedule/${OLD_TOWN}/${date}/${date}`, { configId: 'demo' });
    const slots = res.body.data as Array<{ startTimeId: number; availabilityCount: number }>;
    const slot = slots.find((s) => s.startTimeId === startTimeId);
    if (!slot) throw new Error(`no slot ${startTimeId} on ${date}`);
    return slot;
  }

  /** The seats of a departure still free (the sandbox seeds some bookings of other channels). */
  async function freeSeatsOf(departure: Departure): Promise<number> {
    return (await slotOf(departure)).availabilityCount;
  }

  interface ReserveOptions {
    ip: string;
    departure: Departure;
    adults: number;
    sessionId?: string;
    amount?: number;
    contact?: Record<string, string>;
  }

  async function reserve(options: ReserveOptions) {
    const data = buildReservationData({
      date: options.departure.date,
      startTimeId: options.departure.startTimeId,
      adults: options.adults,
      ...(options.amount === undefined ? {} : { amount: options.amount }),
    });
    if (options.contact) {
      data.directBooking.mainContactDetails = Object.entries(options.contact).map(([questionId, value]) => ({
        questionId,
        values: [value],
      }));
    }
    const response = await fetch(`${h.bffUrl}/api/bokun/reserve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip },
      body: JSON.stringify({
        configId: 'demo',
        idempotencyKey: `abuse-${process.pid}-${(keySeq += 1)}`,
        reservationData: data,
        // A reserve without a session of the test's own comes from a widget session of its own.
        sessionId: options.sessionId ?? session(),
      }),
    });
    const body = (await response.json()) as {
      data?: { confirmationCode: string; holdToken: string };
      error?: { code: string; message: string; details?: { bound?: string; maxSeats?: number } };
    };
    return { status: response.status, body };
  }

  /** Bokun calls that price or hold a booking (catalogue reads are cached and shared with every visitor). */
  const bookingCalls = () =>
    h.sandbox.state.bokun.callCount({ method: 'POST', path: '/checkout.json/options/booking-request' }) +
    h.sandbox.state.bokun.callCount({ method: 'POST', path: '/checkout.json/submit' });

  /** A widget session the BFF issued: one per visitor the test plays. */
  const session = () => testSessionId('demo');

  describe('seats are not hoarded', () => {
    it('refuses one client all the seats of a departure: 429 hold_seats_limit_reached, Bokun never asked', async () => {
      const departure = nextDeparture();
      const before = bookingCalls();
      // All the free seats, as far as the rate takes them in one booking (20).
      const all = await reserve({
        ip: '203.0.113.10',
        departure,
        adults: Math.min(20, await freeSeatsOf(departure)),
      });
      expect(all.status).toBe(429);
      expect(all.body.error).toMatchObject({
        code: 'hold_seats_limit_reached',
        message:
          'Too many seats are held for this departure. Please choose fewer participants or finish your open booking first.',
        details: { bound: 'departure_share', maxSeats: SHARE },
      });
      expect(bookingCalls()).toBe(before);
    });

    it('lets one client hold its share of a departure and no more, in one hold or in several', async () => {
      const departure = nextDeparture();
      expect((await reserve({ ip: '203.0.113.11', departure, adults: SHARE - 4 })).status).toBe(200);
      expect((await reserve({ ip: '203.0.113.11', departure, adults: 4 })).status).toBe(200);
      const more = await reserve({ ip: '203.0.113.11', departure, adults: 1 });
      expect(more.status).toBe(429);
      expect(more.body.error?.code).toBe('hold_seats_limit_reached');
      // Another client, and the same client on another departure, still book.
      expect((await reserve({ ip: '198.51.100.11', departure, adults: 2 })).status).toBe(200);
      expect((await reserve({ ip: '203.0.113.11', departure: nextDeparture(), adults: 2 })).status).toBe(200);
    });

    it('counts every IPv6 address of one /64 as one client, for seats and for holds', async () => {
      const departure = nextDeparture();
      expect((await reserve({ ip: '2001:db8:1:2::1', departure, adults: SHARE })).status).toBe(200);
      const rotated = await reserve({ ip: '2001:db8:1:2:ffff:ffff:ffff:ffff', departure, adults: 1 });
      expect(rotated.status).toBe(429);
      expect(rotated.body.error?.code).toBe('hold_seats_limit_reached');
      expect((await reserve({ ip: '2001:db8:1:3::1', departure, adults: 1 })).status).toBe(200);

      const other = nextDeparture();
      expect((await reserve({ ip: '2001:db8:9:9::a', departure: other, adults: 1 })).status).toBe(200);
      expect((await reserve({ ip: '2001:db8:9:9::b', departure: other, adults: 1 })).status).toBe(200);
      expect((await reserve({ ip: '2001:db8:9:9::c', departure: other, adults: 1 })).status).toBe(200);
      const fourth = await reserve({ ip: '2001:db8:9:9::d', departure: other, adults: 1 });
      expect(fourth.status).toBe(429);
      expect(fourth.body.error?.code).toBe('hold_limit_reached');
    });

    it('counts an IPv4-mapped IPv6 address as its IPv4 client', async () => {
      const departure = nextDeparture();
      expect((await reserve({ ip: '192.0.2.44', departure, adults: SHARE })).status).toBe(200);
      const mapped = await reserve({ ip: '::ffff:192.0.2.44', departure, adults: 1 });
      expect(mapped.status).toBe(429);
      expect(mapped.body.error?.code).toBe('hold_seats_limit_reached');
    });

    it('bounds one session’s share of a departure whatever address it reserves from', async () => {
      const departure = nextDeparture();
      const id = session();
      expect((await reserve({ ip: '192.0.2.60', departure, adults: SHARE - 1, sessionId: id })).status).toBe(
        200,
      );
      const more = await reserve({ ip: '192.0.2.61', departure, adults: 2, sessionId: id });
      expect(more.status).toBe(429);
      expect(more.body.error?.details).toEqual({ bound: 'departure_share', maxSeats: SHARE });
    });

    it('bounds the seats one session holds in all, over departures', async () => {
      const id = session();
      expect(
        (await reserve({ ip: '192.0.2.70', departure: nextDeparture(), adults: 8, sessionId: id })).status,
      ).toBe(200);
      const second = await reserve({
        ip: '192.0.2.71',
        departure: nextDeparture(),
        adults: 7,
        sessionId: id,
      });
      expect(second.status).toBe(429);
      expect(second.body.error?.details).toEqual({ bound: 'session_seats', maxSeats: 14 });
      expect(
        (await reserve({ ip: '192.0.2.71', departure: nextDeparture(), adults: 6, sessionId: id })).status,
      ).toBe(200);
    });

    it('needs the contact step’s name and e-mail or phone for a hold of more than 8 seats', async () => {
      const departure = nextDeparture();
      const placeholders = {
        firstName: 'Guest',
        lastName: 'Guest',
        email: 'guest@example.com',
        phoneNumber: '000000',
      };
      const before = bookingCalls();
      const anonymous = await reserve({ ip: '192.0.2.80', departure, adults: 9, contact: placeholders });
      expect(anonymous.status).toBe(400);
      expect(anonymous.body.error?.code).toBe('missing_contact_information');
      expect(anonymous.body.error?.message).toContain(
        'Missing contact information. Please complete the contact form.',
      );
      expect(bookingCalls()).toBe(before);
      const small = await reserve({ ip: '192.0.2.81', departure, adults: 8, contact: placeholders });
      expect(small.status).toBe(200);
      const byPhone = await reserve({
        ip: '192.0.2.82',
        departure: nextDeparture(),
        adults: 9,
        contact: { ...placeholders, lastName: 'Kowalska', phoneNumber: '+48 600 100 200' },
      });
      expect(byPhone.status).toBe(200);
    });

    it('counts released and expired holds of a session and a client, for support and in metrics', async () => {
      const id = session();
      const ip = '192.0.2.90';
      const departure = nextDeparture();
      const first = await reserve({ ip, departure, adults: 1, sessionId: id });
      const released = await h.post(`/api/bokun/remove-reservation/${first.body.data?.confirmationCode}`, {
        configId: 'demo',
        holdToken: first.body.data?.holdToken,
      });
      expect(released.status).toBe(200);
      await reserve({ ip, departure, adults: 1, sessionId: id });
      h.clock.advance(31 * 60_000);
      const last = await reserve({ ip, departure, adults: 1, sessionId: id });
      const code = last.body.data?.confirmationCode ?? '';

      const response = await fetch(`${h.bffUrl}/api/support/bookings?q=${code}`, {
        headers: { authorization: `Bearer ${SUPPORT_TOKEN}` },
      });
      const { bookings } = (await response.json()) as { bookings: Array<{ holderHolds?: unknown }> };
      const history = { live: 1, released: 1, expired: 1, confirmed: 0 };
      expect(bookings[0]?.holderHolds).toEqual({ session: history, client: history });

      const scrape = await fetch(`${h.bffUrl}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await scrape.text();
      const gauge = (state: string) =>
        Number(new RegExp(`^bff_holds_last_day\\{state="${state}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? -1);
      expect(gauge('released')).toBeGreaterThanOrEqual(1);
      expect(gauge('expired')).toBeGreaterThanOrEqual(1);
      expect(gauge('live')).toBeGreaterThanOrEqual(1);
    });
  });

  describe('upstream calls are bounded', () => {
    const calls = async (provider: string) =>
      (await h.deps.metrics.registry.getSingleMetric('bff_provider_calls_total')?.get())?.values.find(
        (v) => v.labels.provider === provider,
      )?.value ?? 0;

    it('refuses a wrong amount without asking Bokun again once it has priced the booking', async () => {
      const departure = nextDeparture();
      const before = bookingCalls();
      const wrong = await reserve({ ip: '192.0.2.100', departure, adults: 2, amount: 1 });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error?.code).toBe('invalid_transaction_amount');
      expect(bookingCalls()).toBe(before + 1);
      for (const amount of [2, 3, 4]) {
        const again = await reserve({ ip: '192.0.2.100', departure, adults: 2, amount });
        expect(again.body.error?.code).toBe('invalid_transaction_amount');
      }
      expect(bookingCalls()).toBe(before + 1);
      // The right amount still reserves, priced afresh.
      expect((await reserve({ ip: '192.0.2.100', departure, adults: 2 })).status).toBe(200);
    });

    it('refuses a reserve over a hold limit before Bokun is asked', async () => {
      const departure = nextDeparture();
      for (let i = 0; i < 3; i += 1) {
        expect((await reserve({ ip: '192.0.2.110', departure, adults: 1 })).status).toBe(200);
      }
      const before = bookingCalls();
      const refused = await reserve({ ip: '192.0.2.110', departure, adults: 1, amount: 5 });
      expect(refused.status).toBe(429);
      expect(bookingCalls()).toBe(before);
    });

    it('caps payment tries per hold: the sixth refused-BLIK retry is 429 payment_tries_exhausted, Tpay not asked', async () => {
      const { code, total } = await h.reserve();
      const tpayTransactions = () =>
        [...h.sandbox.state.tpay.transactions.values()].filter((t) => t.hiddenDescription === code).length;
      const tpayCallsBefore = await calls('tpay');
      const refusedBlik = tpayBody(code, total, { groupId: 150, blikPaymentData: { blikToken: '111234' } });
      for (let i = 0; i < 5; i += 1) {
        const attempt = await h.post('/api/tpay/create-transaction', refusedBlik);
        expect(attempt.status).toBe(200);
        expect(attempt.body.result).toBe('failed');
      }
      expect(tpayTransactions()).toBe(5);
      const sixth = await h.post('/api/tpay/create-transaction', {
        ...refusedBlik,
        pay: { groupId: 150, blikPaymentData: { blikToken: '777123' } },
      });
      expect(sixth.status).toBe(429);
      expect(sixth.body.error).toEqual({
        code: 'payment_tries_exhausted',
        message: 'Too many payment attempts for this reservation. Please start a new booking.',
        details: { maxTries: 5 },
      });
      expect(tpayTransactions()).toBe(5);
      expect(await calls('tpay')).toBe(tpayCallsBefore + 5);
    });

    it('counts provider calls by provider, and per session once the session is quiet', async () => {
      const id = session();
      const bokunBefore = await calls('bokun');
      await reserve({ ip: '192.0.2.120', departure: nextDeparture(), adults: 1, sessionId: id });
      expect(await calls('bokun')).toBe(bokunBefore + 2);
      expect(h.deps.metrics.providerCalls.callsOf(id)).toBe(2);

      h.clock.advance(31 * 60_000);
      await reserve({ ip: '192.0.2.121', departure: nextDeparture(), adults: 1 });
      expect(h.deps.metrics.providerCalls.callsOf(id)).toBe(0);
      const perSession = await h.deps.metrics.registry
        .getSingleMetric('bff_provider_calls_per_session')
        ?.get();
      const count = perSession?.values.find(
        (v) => (v as { metricName?: string }).metricName === 'bff_provider_calls_per_session_count',
      );
      expect(count?.value).toBeGreaterThanOrEqual(1);
    });
  });
});
