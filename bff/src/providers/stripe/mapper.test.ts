import type Stripe from 'stripe';
import { cardPaymentStatus, eventCardStatus, sessionPaymentStatus } from './mapper';
import { connectionOf } from './vendor';

const session = (
  status: Stripe.Checkout.Session.Status,
  payment_status: Stripe.Checkout.Session.PaymentStatus,
) => ({ status, payment_status });
const event = (type: string, object: object) => ({ type, data: { object } }) as unknown as Stripe.Event;

describe('cardPaymentStatus (§4 card provider status mapping)', () => {
  it('gives success for paid or confirmed, pending for pending or processing, error for failed or cancelled, pending when unknown', () => {
    expect(
      ['paid', 'confirmed', 'pending', 'processing', 'failed', 'cancelled', 'mystery'].map(cardPaymentStatus),
    ).toEqual(['success', 'success', 'pending', 'pending', 'error', 'error', 'pending']);
  });
});

describe('sessionPaymentStatus', () => {
  it('is success only for a complete, paid session; a delayed unpaid completion stays pending', () => {
    expect(sessionPaymentStatus(session('complete', 'paid'))).toBe('success');
    expect(sessionPaymentStatus(session('complete', 'no_payment_required'))).toBe('success');
    expect(sessionPaymentStatus(session('complete', 'unpaid'))).toBe('pending');
    expect(sessionPaymentStatus(session('open', 'unpaid'))).toBe('pending');
    expect(sessionPaymentStatus(session('expired', 'unpaid'))).toBe('error');
  });
});

describe('eventCardStatus', () => {
  it('reads the four checkout.session events and ignores the rest', () => {
    expect(eventCardStatus(event('checkout.session.completed', session('complete', 'paid')))).toBe('paid');
    expect(
      eventCardStatus(event('checkout.session.async_payment_succeeded', session('complete', 'paid'))),
    ).toBe('paid');
    expect(
      eventCardStatus(event('checkout.session.async_payment_failed', session('complete', 'unpaid'))),
    ).toBe('failed');
    expect(eventCardStatus(event('checkout.session.expired', session('expired', 'unpaid')))).toBe(
      'cancelled',
    );
    expect(eventCardStatus(event('charge.refunded', {}))).toBeNull();
  });
});

describe('connectionOf', () => {
  it("splits an API URL into stripe-node's host, port and protocol plus the path prefix", () => {
    expect(connectionOf('http://127.0.0.1:8090/stripe/')).toEqual({
      host: '127.0.0.1',
      port: 8090,
      protocol: 'http',
      basePath: '/stripe',
    });
    expect(connectionOf('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
      basePath: '',
    });
  });
});
