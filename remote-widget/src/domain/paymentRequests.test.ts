import {
  paymentInitiateBodySchema,
  stripeCreateTransactionBodySchema,
  tpayCreateTransactionBodySchema,
} from '@booking/shared-contracts';
import { receiptBooking } from '@booking/shared-contracts/testing';
import { fallbackPaymentOptions, tpayPaymentOptions } from './paymentOptions';
import {
  buildPaymentInitiateBody,
  buildStripeCreateBody,
  buildTpayCreateBody,
  paymentDescription,
  type PaymentRequestInput,
} from './paymentRequests';

const [blik, card] = fallbackPaymentOptions('tpay');
const input: PaymentRequestInput = {
  reservation: { confirmationCode: 'UND-92677922', bookingId: 5501, holdToken: 'h'.repeat(40) },
  option: blik!,
  blikCode: '777123',
  payer: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phone: '+48500100200' },
  amount: 200,
  currency: 'PLN',
  configId: 'demo',
  sessionId: 'widget_1780000000000_abcdefghij',
  description: 'Old Town 2026-06-12 10:00',
  payerUrls: {
    success: 'https://tours.example/megabilet/success',
    error: 'https://tours.example/megabilet/success?status=error',
  },
};

describe('buildTpayCreateBody', () => {
  it('pays BLIK with group 150 and the token; the server builds the payment key (§7): none is sent', () => {
    const body = buildTpayCreateBody(input);
    expect(tpayCreateTransactionBodySchema.isValidSync(body)).toBe(true);
    expect(body.pay).toEqual({ groupId: 150, blikPaymentData: { blikToken: '777123' } });
    expect('idempotencyKey' in body).toBe(false);
    expect(body.holdToken).toBe(input.reservation.holdToken);
    expect(body.payer).toEqual({ email: 'anna@example.com', name: 'Anna Nowak', phone: '+48500100200' });
  });

  it('pays a bank transfer and a card by group id', () => {
    const bank = tpayPaymentOptions([
      {
        id: '108',
        name: 'PKO',
        img: '',
        type: 'bank_transfer',
        groupId: 108,
        onlinePayment: true,
        instantRedirection: false,
        constraints: { amount: { min: 0.01, max: 1e6 } },
      },
    ])[1]!;
    expect(buildTpayCreateBody({ ...input, option: bank }).pay).toEqual({ groupId: 108 });
    expect(buildTpayCreateBody({ ...input, option: card! }).pay).toEqual({ groupId: 103 });
  });

  it('leaves the hold token out when the reservation has none', () => {
    expect(
      'holdToken' in
        buildTpayCreateBody({ ...input, reservation: { confirmationCode: 'UND-1234', bookingId: 1 } }),
    ).toBe(false);
  });
});

describe('buildStripeCreateBody', () => {
  it('creates a card checkout with currency and provider', () => {
    const [stripeCard] = fallbackPaymentOptions('stripe_sandbox');
    const body = buildStripeCreateBody({ ...input, option: stripeCard! }, 'stripe_sandbox');
    expect(stripeCreateTransactionBodySchema.isValidSync(body)).toBe(true);
    expect(body).toMatchObject({
      currency: 'PLN',
      provider: 'stripe_sandbox',
    });
    expect('idempotencyKey' in body).toBe(false);
  });
});

/** The booking a payment record describes. */
const { confirmationCode: _code, ...OLD_TOWN_BOOKING } = receiptBooking();

describe('buildPaymentInitiateBody', () => {
  it('records the transaction with its booking under the upper-cased config id', () => {
    const body = buildPaymentInitiateBody(
      input,
      { transactionId: 'ta_bKvkJX9Knk9Ol4od', provider: 'tpay' },
      OLD_TOWN_BOOKING,
    );
    expect(paymentInitiateBodySchema.isValidSync(body)).toBe(true);
    expect(body.bookingData.meetingPoint).toBe(OLD_TOWN_BOOKING.meetingPoint);
    expect(body).toMatchObject({
      widgetPrefix: 'DEMO',
      bokunReservationId: 'UND-92677922',
      paymentData: { paymentMethod: 'BLIK', tpayTransactionId: 'ta_bKvkJX9Knk9Ol4od' },
    });
    expect(body.bookingData.funnel).toBeUndefined();
  });

  it("carries the funnel's trail, so the server can log a success finished on the provider's page", () => {
    const funnel = {
      sessionId: 'widget_1795463880162_abcdefghij',
      lang: 'pl',
      website: 'https://shop.example',
      marketing: true,
    } as const;
    const body = buildPaymentInitiateBody(
      input,
      { transactionId: 'ta_bKvkJX9Knk9Ol4od', provider: 'tpay' },
      OLD_TOWN_BOOKING,
      funnel,
    );
    expect(paymentInitiateBodySchema.isValidSync(body)).toBe(true);
    expect(body.bookingData.funnel).toEqual(funnel);
  });
});

describe('a payer who gave no e-mail (the activity did not ask for one)', () => {
  const noEmail = { ...input, payer: { ...input.payer, email: '' } };
  const booking = {
    activity: { id: 1005, title: 'Tatra hike' },
    date: '2026-06-12',
    time: '07:00',
    tickets: [{ category: 'Adult', count: 1, price: 150 }],
    totalPrice: 150,
    currency: 'PLN',
    meetingPoint: '',
  };

  it('sends the create bodies of both providers without an e-mail', () => {
    const tpay = buildTpayCreateBody(noEmail);
    expect(tpayCreateTransactionBodySchema.isValidSync(tpay)).toBe(true);
    expect(tpay.payer).toEqual({ name: 'Anna Nowak', phone: '+48500100200' });
    const [stripeCard] = fallbackPaymentOptions('stripe_sandbox');
    const stripe = buildStripeCreateBody({ ...noEmail, option: stripeCard! }, 'stripe_sandbox');
    expect(stripeCreateTransactionBodySchema.isValidSync(stripe)).toBe(true);
    expect('email' in stripe.payer).toBe(false);
  });

  it('records the payment without a customer e-mail', () => {
    const body = buildPaymentInitiateBody(noEmail, { transactionId: 'ta_1', provider: 'tpay' }, booking);
    expect(paymentInitiateBodySchema.isValidSync(body)).toBe(true);
    expect('customerEmail' in body.paymentData).toBe(false);
    expect(body.bookingData.contactInfo).toEqual({
      firstName: 'Anna',
      lastName: 'Nowak',
      phone: '+48500100200',
    });
  });
});

describe('paymentDescription', () => {
  it('stays within 128 characters', () => {
    expect(paymentDescription('x'.repeat(200), '2026-06-12', '10:00')).toHaveLength(128);
  });
});
