import {
  bokunReserve,
  type PaymentStatus,
  type PaymentWindowReturned,
  type ReservationData,
} from '@booking/shared-contracts';
import { apiFailure, fakeApi, type FakeRoutes } from '../testing/fakeApi';
import { DiagnosticsStore } from '../infra/DiagnosticsStore';
import { memoryStorage } from '../infra/deps';
import { Logger } from '../infra/Logger';
import type { PaymentContext } from './paymentContext';
import { PAYMENT_POLL_INTERVAL_MS } from './PaymentPolling';
import { PAYMENT_WINDOW_WATCH_MS, PaymentStore, type PaymentStoreDeps } from './PaymentStore';
import type { PaymentWindows } from './paymentWindow';
import { ReservationStore } from './ReservationStore';
import { FakeClock, recordingSink } from '../testing/testDoubles';

const HOLD = 'h'.repeat(40);
const reservationData = (bokunReserve.examples.valid.body as { reservationData: ReservationData })
  .reservationData;
const transaction = (id: string, url = '') => ({
  transactionId: id,
  title: `TR-${id}`,
  status: 'pending',
  amount: 200,
  currency: 'PLN',
  payer: { email: 'anna@example.com', name: 'Anna Nowak' },
  transactionPaymentUrl: url,
  date: { creation: '2026-06-01T10:00:00Z', realization: null },
  payments: [],
});

function setup(
  routes: FakeRoutes = {},
  provider: PaymentContext['provider'] = 'tpay',
  payer: Partial<PaymentContext['payer']> = {},
  extra: Partial<PaymentStoreDeps> = {},
) {
  const clock = new FakeClock();
  const statuses: PaymentStatus[] = ['pending', 'success'];
  const api = fakeApi({
    bokunReserve: (_input, nth) => ({
      success: true,
      data: { confirmationCode: `UND-${1000 + nth}`, bookingId: 1, holdToken: HOLD },
    }),
    bokunRemoveReservation: () => ({ success: true }),
    bookingCleanup: () => ({ success: true }),
    tpayPaymentMethods: () => ({ success: true, data: [] }),
    tpayCreateTransaction: (_input, nth) => ({ result: 'success', ...transaction(`ta_${nth}`) }),
    paymentInitiate: () => ({ success: true }),
    bookingStatus: (_input, nth) => ({
      success: true,
      status: statuses[Math.min(nth, statuses.length - 1)]!,
    }),
    tpayCancelTransaction: () => ({ success: true, bokunCleanup: { attempted: true, success: true } }),
    ...routes,
  });
  const diagnostics = new DiagnosticsStore(() => clock.now(), memoryStorage());
  const logger = new Logger({ sink: recordingSink(), onEntry: (entry) => diagnostics.addLog(entry) });
  const reservations = new ReservationStore({
    api,
    clock,
    configId: () => 'demo',
    session: () => Promise.resolve('ws_issuedByTheBff0123456789'),
    body: () => ({ ok: true, data: reservationData }),
    selectionKey: () => 'a',
    diagnostics,
    logger,
  });
  const opened: string[] = [];
  const onSuccess = jest.fn();
  const onFailure = jest.fn();
  const onStart = jest.fn();
  const context: PaymentContext = {
    configId: 'demo',
    provider,
    amount: 200,
    currency: 'PLN',
    payer: {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.com',
      phone: '+48500100200',
      ...payer,
    },
    description: 'Old Town 2026-06-12 10:00',
    booking: {
      activity: { id: 1001, title: 'Old Town' },
      date: '2026-06-12',
      time: '10:00',
      tickets: [],
      totalPrice: 200,
      currency: 'PLN',
      meetingPoint: '',
    },
    sessionId: 'widget_1780000000000_abcdefghij',
    payerUrls: {
      success: 'http://localhost/megabilet/success',
      error: 'http://localhost/megabilet/success?status=error',
    },
  };
  const payment = new PaymentStore({
    api,
    clock,
    logger,
    diagnostics,
    reservations,
    context: () => context,
    openPaymentPage: (url) => opened.push(url),
    onSuccess,
    onFailure,
    onStart,
    ...extra,
  });
  return { payment, api, clock, reservations, diagnostics, opened, onSuccess, onFailure, onStart };
}

async function ready(s: ReturnType<typeof setup>, key = 'blik', blik = '777123') {
  await s.payment.loadOptions();
  s.payment.select(key);
  s.payment.setBlikCode(blik);
  s.payment.setAgreement('terms', true);
  s.payment.setAgreement('paymentTerms', true);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
async function poll(s: ReturnType<typeof setup>) {
  s.clock.advance(PAYMENT_POLL_INTERVAL_MS);
  await flush();
}

describe('PaymentStore: the §4 payment sequence', () => {
  it('BLIK: not_paid → pending while the bank app confirms → success, with the five stages recorded', async () => {
    const s = setup();
    await ready(s);
    expect(s.payment.status).toBe('not_paid');
    await s.payment.pay();
    expect(s.payment.status).toBe('pending');
    expect(s.payment.waitingFor).toBe('blik');
    expect(s.api.callsTo('tpayCreateTransaction')[0]?.input.body).toMatchObject({
      holdToken: HOLD,
      pay: { groupId: 150, blikPaymentData: { blikToken: '777123' } },
    });
    expect(s.api.callsTo('paymentInitiate')[0]?.input.body).toMatchObject({
      holdToken: HOLD,
      bokunReservationId: 'UND-1000',
    });
    await poll(s);
    expect(s.payment.status).toBe('pending');
    await poll(s);
    expect(s.payment.status).toBe('success');
    expect(s.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ transactionId: 'ta_0' }));
    expect(s.api.callsTo('bookingStatus')[0]?.input.query).toEqual({ transaction_id: 'ta_0' });
    expect(s.diagnostics.flows.payment.status).toBe('completed');
    expect(s.diagnostics.flows.payment.stages.map((stage) => stage.name)).toEqual([
      'ensureReservation',
      'startPayment',
      'pay',
      'checkResult',
      'checkStored',
    ]);
    expect(s.api.callsTo('bokunConfirmReservation')).toHaveLength(0);
  });

  it('pays for an activity that asks for no e-mail: the bodies carry none and the payment completes', async () => {
    const s = setup({}, 'tpay', { email: '' });
    await ready(s);
    await s.payment.pay();
    const created = s.api.callsTo('tpayCreateTransaction')[0]?.input.body as {
      payer: object;
      idempotencyKey: string;
    };
    expect(created.payer).toEqual({ name: 'Anna Nowak', phone: '+48500100200' });
    expect(created.idempotencyKey).toBe('UND-1000||200|demo|blik');
    const stored = s.api.callsTo('paymentInitiate')[0]?.input.body as { paymentData: object };
    expect(stored.paymentData).not.toHaveProperty('customerEmail');
    await poll(s);
    await poll(s);
    expect(s.payment.status).toBe('success');
  });

  it('a refused BLIK (111234) shows the failure; a second try on the same hold succeeds', async () => {
    const s = setup({
      tpayCreateTransaction: (_input, nth) => ({
        result: nth === 0 ? 'failed' : 'success',
        ...transaction(`ta_${nth}`),
      }),
      bookingStatus: () => ({ success: true, status: 'success' }),
    });
    await ready(s, 'blik', '111234');
    await s.payment.pay();
    expect(s.payment).toMatchObject({ status: 'error', error: 'blik_refused', transaction: null });
    // Not hosted: the widget logs its PAYMENT_FAIL (§4).
    expect(s.onFailure).toHaveBeenCalledWith('blik_refused', expect.any(String), false);
    s.payment.setBlikCode('777123');
    await s.payment.pay();
    await poll(s);
    expect(s.payment.status).toBe('success');
    expect(s.api.callsTo('bokunReserve')).toHaveLength(1);
    expect(s.api.callsTo('bokunRemoveReservation')).toHaveLength(0);
    expect(s.api.callsTo('tpayCreateTransaction').map((call) => call.input.body)).toEqual([
      expect.objectContaining({ hiddenDescription: 'UND-1000', holdToken: HOLD }),
      expect.objectContaining({ hiddenDescription: 'UND-1000', holdToken: HOLD }),
    ]);
    expect(s.diagnostics.paymentFailureRate).toBe(0.5);
    // Two tries are too few for the rate to alert anyone (PAYMENT_FAILURE_RATE_MIN_ATTEMPTS).
    expect(s.diagnostics.paymentFailureCritical).toBe(false);
  });

  it('a BLIK payment declined in the bank app keeps the hold for another try', async () => {
    const statuses: PaymentStatus[] = ['error', 'success'];
    const s = setup({
      bookingStatus: (_input, nth) => ({ success: true, status: statuses[Math.min(nth, 1)]! }),
    });
    await ready(s);
    await s.payment.pay();
    await poll(s);
    // A BLIK code works once: the field is emptied for a new one.
    expect(s.payment).toMatchObject({ status: 'error', error: 'blik_refused', blikCode: '' });
    expect(s.reservations.reservation?.confirmationCode).toBe('UND-1000');
    s.payment.setBlikCode('777456');
    await s.payment.pay();
    await poll(s);
    expect(s.payment.status).toBe('success');
    expect(s.api.callsTo('bokunReserve')).toHaveLength(1);
  });

  it('a BLIK code never confirmed in the banking app in time is told apart; a new code pays the same hold', async () => {
    const answers = [
      { success: true, status: 'pending' as const },
      { success: true, status: 'error' as const, reason: 'blik_unconfirmed' as const },
      { success: true, status: 'success' as const },
    ];
    const s = setup({ bookingStatus: (_input, nth) => answers[Math.min(nth, 2)]! });
    await ready(s);
    await s.payment.pay();
    await poll(s);
    expect(s.payment.status).toBe('pending');
    await poll(s);
    expect(s.payment).toMatchObject({ status: 'error', error: 'blik_unconfirmed', blikCode: '' });
    expect(s.onFailure).toHaveBeenCalledWith('blik_unconfirmed', expect.any(String), false);
    expect(s.reservations.reservation?.confirmationCode).toBe('UND-1000');
    expect(s.api.callsTo('bokunRemoveReservation')).toHaveLength(0);
    s.payment.setBlikCode('777456');
    await s.payment.pay();
    await poll(s);
    expect(s.payment.status).toBe('success');
    expect(s.api.callsTo('bokunReserve')).toHaveLength(1);
  });

  it('refuses a BLIK code that is not 6 digits before anything is sent', async () => {
    const s = setup();
    await ready(s, 'blik', '12345');
    await s.payment.pay();
    expect(s.payment).toMatchObject({ status: 'not_paid', error: 'invalid_blik_code' });
    expect(s.api.callsTo('bokunReserve')).toHaveLength(0);
    expect(s.onStart).not.toHaveBeenCalled();
  });

  it('tells when a payment starts (the funnel logs PAYMENT), once per try', async () => {
    const s = setup();
    await ready(s);
    await s.payment.pay();
    expect(s.onStart).toHaveBeenCalledTimes(1);
    await s.payment.pay();
    expect(s.onStart).toHaveBeenCalledTimes(1);
  });

  it('keeps only digits of a typed BLIK code, at most six', () => {
    const s = setup();
    s.payment.setBlikCode('77 71-23 9');
    expect(s.payment.blikCode).toBe('777123');
  });

  it('"Required agreements: terms and paymentTerms"', async () => {
    const s = setup();
    await ready(s);
    s.payment.setAgreement('paymentTerms', false);
    await s.payment.pay();
    expect(s.payment.error).toBe('agreements_required');
    s.payment.setAgreement('paymentTerms', true);
    expect(s.payment.error).toBeNull();
  });

  it('refuses a bad BLIK code and missing agreements in one Pay click, each going when put right', async () => {
    const s = setup();
    await ready(s, 'blik', '12');
    s.payment.setAgreement('terms', false);
    await s.payment.pay();
    expect(s.payment.refusals).toEqual(['invalid_blik_code', 'agreements_required']);
    expect(s.payment.error).toBe('invalid_blik_code');
    s.payment.setBlikCode('777123');
    expect(s.payment.refusals).toEqual(['agreements_required']);
    expect(s.payment.error).toBe('agreements_required');
    s.payment.setAgreement('terms', true);
    expect(s.payment.refusals).toEqual([]);
    expect(s.payment.error).toBeNull();
  });

  it('"Proszę wybrać prawidłową metodę płatności." without a method', async () => {
    const s = setup();
    await s.payment.pay();
    expect(s.payment.error).toBe('invalid_payment_method');
  });

  it('"Cannot process payment without valid reservation": a failed hold stops before the provider', async () => {
    const s = setup({
      bokunReserve: () => {
        throw apiFailure('upstream_error', 502);
      },
    });
    await ready(s);
    await s.payment.pay();
    expect(s.payment).toMatchObject({ status: 'error', error: 'reservation_not_created' });
    expect(s.api.callsTo('tpayCreateTransaction')).toHaveLength(0);
  });

  it('"Transaction creation timed out. Please try again." and the reservation is cleaned up', async () => {
    const s = setup({
      tpayCreateTransaction: () => {
        throw apiFailure('timeout', 0);
      },
    });
    await ready(s);
    await s.payment.pay();
    expect(s.payment).toMatchObject({ status: 'error', error: 'transaction_timeout', transaction: null });
    expect(s.api.callsTo('tpayCreateTransaction')[0]?.input.timeoutMs).toBe(30_000);
    expect(s.api.callsTo('bookingCleanup')[0]?.input.body).toMatchObject({
      confirmationCode: 'UND-1000',
      holdToken: HOLD,
    });
  });

  it('maps an API error by code to its catalogue message ("Invalid transaction amount")', async () => {
    const s = setup({
      tpayCreateTransaction: () => {
        throw apiFailure('invalid_transaction_amount', 400);
      },
    });
    await ready(s);
    await s.payment.pay();
    expect(s.payment.error).toBe('invalid_transaction_amount');
  });

  it('"Wystąpił nieznany błąd podczas przetwarzania płatności." for an API error without a message', async () => {
    const s = setup({
      tpayCreateTransaction: () => {
        throw apiFailure('internal_error', 500);
      },
    });
    await ready(s);
    await s.payment.pay();
    expect(s.payment.error).toBe('payment_unknown_error');
  });

  it('"Nie udało się zainicjować płatności z powodu nieoczekiwanego problemu." for anything else', async () => {
    const s = setup({
      tpayCreateTransaction: () => {
        throw new TypeError('boom');
      },
    });
    await ready(s);
    await s.payment.pay();
    expect(s.payment.error).toBe('payment_initiation_unexpected');
  });

  it('"Transaction creation failed" when the result lacks a transaction id or title', async () => {
    const s = setup({ tpayCreateTransaction: () => ({ result: 'success', ...transaction(''), title: '' }) });
    await ready(s);
    await s.payment.pay();
    expect(s.payment.error).toBe('transaction_creation_failed');
  });

  it('"A failed payment-initiate storage is logged as critical but does not stop the flow"', async () => {
    const s = setup({
      paymentInitiate: () => {
        throw apiFailure('store_unavailable', 503);
      },
    });
    await ready(s);
    await s.payment.pay();
    expect(s.payment.status).toBe('pending');
    expect(
      s.diagnostics.logBuffer.some(
        (entry) => entry.level === 'ERROR' && entry.message.startsWith('CRITICAL'),
      ),
    ).toBe(true);
  });

  it('bank transfer: the provider page opens, the payment stays pending', async () => {
    const s = setup({
      tpayPaymentMethods: () => ({
        success: true,
        data: [
          {
            id: '108',
            name: 'PKO BP',
            img: 'pko.svg',
            type: 'bank_transfer',
            groupId: 108,
            onlinePayment: true,
            instantRedirection: true,
            constraints: { amount: { min: 0.01, max: 1e6 } },
          },
        ],
      }),
      tpayCreateTransaction: () => ({
        result: 'success',
        ...transaction('ta_t', 'http://sandbox/tpay/secure/TR-1'),
      }),
    });
    await ready(s, 'bank-108');
    await s.payment.pay();
    expect(s.api.callsTo('tpayCreateTransaction')[0]?.input.body).toMatchObject({ pay: { groupId: 108 } });
    expect(s.opened).toEqual(['http://sandbox/tpay/secure/TR-1']);
    expect(s.payment).toMatchObject({ status: 'pending', waitingFor: 'redirect' });
  });

  it('Stripe: a card checkout through the card provider, then its page', async () => {
    const s = setup(
      {
        stripePaymentMethods: () => ({
          success: true,
          methods: [
            {
              id: 'card',
              name: 'Card',
              img: '',
              type: 'card',
              groupId: null,
              onlinePayment: true,
              instantRedirection: false,
              constraints: { amount: { min: 0.01, max: 1e6 } },
            },
          ],
        }),
        stripeCreateTransaction: () => ({
          success: true,
          transactionId: 'cs_test_1',
          title: 'cs_test_1',
          status: 'open',
          amount: 200,
          currency: 'PLN',
          transactionPaymentUrl: 'http://sandbox/stripe/checkout/cs_test_1',
          payer: { email: 'anna@example.com', name: 'Anna Nowak' },
          date: { creation: '2026-06-01T10:00:00Z' },
        }),
      },
      'stripe_sandbox',
    );
    await ready(s, 'card');
    await s.payment.pay();
    expect(s.api.callsTo('stripeCreateTransaction')[0]?.input.body).toMatchObject({
      provider: 'stripe_sandbox',
      holdToken: HOLD,
      currency: 'PLN',
    });
    expect(s.api.callsTo('paymentInitiate')[0]?.input.body).toMatchObject({
      paymentData: { provider: 'stripe_sandbox', stripeSessionId: 'cs_test_1' },
    });
    expect(s.opened).toEqual(['http://sandbox/stripe/checkout/cs_test_1']);
  });

  it('falls back to BLIK and card when the methods cannot be loaded (§8)', async () => {
    const s = setup({
      tpayPaymentMethods: () => {
        throw apiFailure('upstream_error', 502);
      },
    });
    await s.payment.loadOptions();
    expect(s.payment.options.map((option) => option.type)).toEqual(['blik', 'card']);
    expect(s.payment.selectedKey).toBe('blik');
  });
});

describe('PaymentStore: cancelling and reset', () => {
  it('"Cancelling: if the status is pending … the transaction is cancelled with the provider and the status becomes error"', async () => {
    const s = setup({ bookingStatus: () => ({ success: true, status: 'pending' }) });
    await ready(s);
    await s.payment.pay();
    await s.payment.cancel();
    expect(s.api.callsTo('tpayCancelTransaction')[0]?.input).toMatchObject({
      params: { transactionId: 'ta_0' },
      body: { configId: 'demo', transactionTitle: 'TR-ta_0', holdToken: HOLD },
    });
    expect(s.payment).toMatchObject({ status: 'error', transaction: null, error: 'payment_cancelled' });
    expect(s.reservations.reservation).toBeNull();
    await poll(s);
    expect(s.api.callsTo('bookingStatus')).toHaveLength(0);
  });

  it('a payment the provider reports cancelled ends as cancelled', async () => {
    const s = setup({ bookingStatus: () => ({ success: true, status: 'cancelled' }) });
    await ready(s);
    await s.payment.pay();
    await poll(s);
    expect(s.payment.status).toBe('cancelled');
  });

  it('"Reset returns to not_paid and clears the transaction"', async () => {
    const s = setup({ bookingStatus: () => ({ success: true, status: 'pending' }) });
    await ready(s);
    await s.payment.pay();
    s.payment.reset();
    expect(s.payment).toMatchObject({
      status: 'not_paid',
      transaction: null,
      blikCode: '',
      waitingFor: null,
    });
    expect(s.payment.agreementsGiven).toBe(false);
  });
});

/** Payment windows that record what the store does with them; `refuse` plays a popup blocker. */
function fakeWindows() {
  const state = { refuse: false };
  const opened: Array<{ url: string | null; closed: boolean; focused: number }> = [];
  let listener: ((message: PaymentWindowReturned) => void) | null = null;
  const windows: PaymentWindows = {
    returnOrigin: 'http://app.example',
    open(url) {
      if (state.refuse) return null;
      const record = { url: url ?? null, closed: false, focused: 0 };
      opened.push(record);
      return {
        go: (next) => void (record.url = next),
        focus: () => void (record.focused += 1),
        close: () => void (record.closed = true),
        get closed() {
          return record.closed;
        },
      };
    },
    onReturn(next) {
      listener = next;
      return () => void (listener = null);
    },
  };
  return {
    windows,
    opened,
    state,
    returned: (outcome: 'success' | 'error') =>
      listener?.({ action: 'paymentWindowReturned', receipt: 'r'.repeat(64), outcome }),
    get listening() {
      return listener !== null;
    },
  };
}

const TRANSFER_METHODS = () => ({
  success: true,
  data: [
    {
      id: '108',
      name: 'PKO BP',
      img: 'pko.svg',
      type: 'bank_transfer' as const,
      groupId: 108,
      onlinePayment: true,
      instantRedirection: true,
      constraints: { amount: { min: 0.01, max: 1e6 } },
    },
  ],
});
const PROVIDER_PAGE = 'http://sandbox/tpay/secure/TR-1';

/** A framed widget paying by transfer; `statuses` are booking-status's answers in turn (the last repeats). */
function framedTransfer(statuses: PaymentStatus[]) {
  const fake = fakeWindows();
  const s = setup(
    {
      tpayPaymentMethods: TRANSFER_METHODS,
      tpayCreateTransaction: (_input, nth) => ({
        result: 'success',
        ...transaction(`ta_${nth}`, PROVIDER_PAGE),
      }),
      bookingStatus: (_input, nth) => ({
        success: true,
        status: statuses[Math.min(nth, statuses.length - 1)]!,
      }),
    },
    'tpay',
    {},
    { paymentWindows: () => fake.windows },
  );
  return { ...s, fake };
}

describe('PaymentStore: hosted pages of a framed widget open in a payment window, never in the frame', () => {
  it('opens the window inside the Pay click, sends it to the provider, and this page stays on the widget', async () => {
    const s = framedTransfer(['pending', 'success']);
    await ready(s, 'bank-108');
    const paying = s.payment.pay();
    // Before anything was awaited: still the visitor's click, so popup blockers allow it.
    expect(s.fake.opened).toEqual([{ url: null, closed: false, focused: 0 }]);
    await paying;
    expect(s.fake.opened[0]?.url).toBe(PROVIDER_PAGE);
    expect(s.opened).toEqual([]);
    expect(s.payment).toMatchObject({ status: 'pending', waitingFor: 'window', paymentUrl: PROVIDER_PAGE });
    await poll(s);
    await poll(s);
    expect(s.payment.status).toBe('success');
    expect(s.onSuccess).toHaveBeenCalledTimes(1);
    expect(s.fake.opened[0]?.closed).toBe(true);
    expect(s.fake.listening).toBe(false);
  });

  it("answers the return page's message at once instead of at the next poll", async () => {
    const s = framedTransfer(['success']);
    await ready(s, 'bank-108');
    await s.payment.pay();
    s.fake.returned('success');
    await flush();
    expect(s.payment.status).toBe('success');
    expect(s.api.callsTo('bookingStatus')).toHaveLength(1);
  });

  it('a window closed without paying shows the failure and keeps the hold; the retry pays the same hold', async () => {
    const s = framedTransfer(['pending']);
    await ready(s, 'bank-108');
    await s.payment.pay();
    const held = s.reservations.reservation?.confirmationCode;
    s.fake.opened[0]!.closed = true;
    s.clock.advance(PAYMENT_WINDOW_WATCH_MS);
    await flush();
    expect(s.payment).toMatchObject({ status: 'error', error: 'payment_window_closed', waitingFor: null });
    // Failed after the provider's hosted page: the server logs its PAYMENT_FAIL (§4), not the widget.
    expect(s.onFailure).toHaveBeenCalledWith('payment_window_closed', expect.any(String), true);
    expect(s.reservations.reservation?.confirmationCode).toBe(held);
    expect(s.api.callsTo('tpayCancelTransaction')).toHaveLength(0);

    await s.payment.pay();
    expect(s.api.callsTo('bokunReserve')).toHaveLength(1);
    expect(s.api.callsTo('tpayCreateTransaction')[1]?.input.body).toMatchObject({ hiddenDescription: held });
    expect(s.fake.opened).toHaveLength(2);
  });

  it('sent back through the error URL with the payment still open: not completed, the hold stays', async () => {
    const s = framedTransfer(['pending']);
    await ready(s, 'bank-108');
    await s.payment.pay();
    s.fake.returned('error');
    await flush();
    expect(s.payment).toMatchObject({ status: 'error', error: 'payment_not_completed' });
    expect(s.reservations.reservation).not.toBeNull();
  });

  it('a refused window leaves the page link; a click on it opens the window at the provider', async () => {
    const s = framedTransfer(['pending']);
    s.fake.state.refuse = true;
    await ready(s, 'bank-108');
    await s.payment.pay();
    expect(s.payment).toMatchObject({ waitingFor: 'window', windowBlocked: true, paymentUrl: PROVIDER_PAGE });
    expect(s.payment.reopenWindow()).toBe(false);
    s.fake.state.refuse = false;
    expect(s.payment.reopenWindow()).toBe(true);
    expect(s.fake.opened).toEqual([{ url: PROVIDER_PAGE, closed: false, focused: 0 }]);
    expect(s.payment.windowBlocked).toBe(false);
    expect(s.payment.reopenWindow()).toBe(true);
    expect(s.fake.opened[0]?.focused).toBe(1);
  });

  it('a creation that fails closes the blank window again', async () => {
    const s = framedTransfer(['pending']);
    s.api.routes.tpayCreateTransaction = () => {
      throw apiFailure('network_error', 0);
    };
    await ready(s, 'bank-108');
    await s.payment.pay();
    expect(s.payment.status).toBe('error');
    expect(s.fake.opened[0]?.closed).toBe(true);
  });

  it('cancel closes the window and ends the wait', async () => {
    const s = framedTransfer(['pending']);
    await ready(s, 'bank-108');
    await s.payment.pay();
    await s.payment.cancel();
    expect(s.fake.opened[0]?.closed).toBe(true);
    expect(s.payment.waitingFor).toBeNull();
  });

  it('BLIK opens no window', async () => {
    const fake = fakeWindows();
    const s = setup({}, 'tpay', {}, { paymentWindows: () => fake.windows });
    await ready(s);
    await s.payment.pay();
    expect(fake.opened).toEqual([]);
  });
});
