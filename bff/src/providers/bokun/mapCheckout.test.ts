import { startSandbox, type RunningSandbox } from '@booking/sandbox';
import { createBokunApi } from './api';
import { mapConfirmation, mapReservation, pickReserveOption } from './mapCheckout';
import { evaluatePromoCode } from './promo';
import type { BokunBookingRequest } from './types';
import { ProviderError } from '../providerError';

const now = new Date('2026-03-10T09:00:00Z');
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock: () => now });
});
afterAll(() => sandbox.close());

const client = () =>
  createBokunApi({
    baseUrl: sandbox.url,
    accessKey: 'demo-access-key',
    secretKey: 'demo-secret-key',
    clock: { now: () => now },
  });

const request: BokunBookingRequest = {
  mainContactDetails: [
    { questionId: 'firstName', values: ['Jan'] },
    { questionId: 'lastName', values: ['Kowalski'] },
    { questionId: 'email', values: ['jan@example.com'] },
  ],
  activityBookings: [
    {
      activityId: 1001,
      date: '2026-03-17',
      startTimeId: 10_011,
      passengers: [{ pricingCategoryId: 10_001 }, { pricingCategoryId: 10_002 }],
    },
  ],
};

describe('evaluatePromoCode', () => {
  it('reports the discounted total of a valid code', async () => {
    expect(await evaluatePromoCode(client(), request, 'WELCOME10', 'PLN')).toEqual({
      totalPrice: 180,
      price: { total: 180 },
      currency: 'PLN',
      promoCodeApplied: true,
    });
  });

  it('reports an unknown code as not applied with the unchanged total', async () => {
    expect(await evaluatePromoCode(client(), request, 'NOPE', 'PLN')).toMatchObject({
      totalPrice: 200,
      promoCodeApplied: false,
    });
  });
});

describe('pickReserveOption', () => {
  it('finds the option allowing reserve-for-external-payment under either nesting', () => {
    expect(
      pickReserveOption({
        options: [
          {
            type: 'CUSTOMER_FULL_PAYMENT',
            amount: 1,
            currency: 'PLN',
            paymentMethods: { allowedMethods: ['CARD'] },
          },
          {
            type: 'CUSTOMER_PARTIAL',
            amount: 2,
            currency: 'PLN',
            allowedMethods: ['RESERVE_FOR_EXTERNAL_PAYMENT'],
          },
        ],
      }),
    ).toEqual({ type: 'CUSTOMER_PARTIAL', amount: 2, currency: 'PLN' });
  });

  it('fails when no option allows it', () => {
    expect(() => pickReserveOption({ options: [] })).toThrow(ProviderError);
  });
});

describe('mapReservation and mapConfirmation', () => {
  it('maps a sandbox reservation to its code and booking id, then its confirmation', async () => {
    const reserved = mapReservation(await client().reserve({ directBooking: request }, 'PLN'));
    expect(reserved).toEqual({
      confirmationCode: expect.stringMatching(/^DEMO-\d+$/),
      bookingId: expect.any(Number),
    });
    const outcome = await client().confirmReservation(reserved.confirmationCode, {
      amount: 200,
      currency: 'PLN',
    });
    expect(mapConfirmation(reserved.confirmationCode, outcome)).toEqual({
      confirmationCode: reserved.confirmationCode,
      status: 'CONFIRMED',
    });
  });

  it('accepts `id` in place of `bookingId` and refuses a booking without a code', () => {
    expect(mapReservation({ booking: { id: 9, confirmationCode: 'ABC-1' } })).toEqual({
      confirmationCode: 'ABC-1',
      bookingId: 9,
    });
    expect(() => mapReservation({ booking: { bookingId: 9 } })).toThrow(ProviderError);
  });

  it('treats a repeat confirm as confirmed', () => {
    expect(mapConfirmation('ABC-1', { alreadyConfirmed: true, response: null })).toEqual({
      confirmationCode: 'ABC-1',
      status: 'CONFIRMED',
    });
  });
});
