import type { PaymentMethod } from '@booking/shared-contracts';
import { cardProviderPaymentOptions, fallbackPaymentOptions, tpayPaymentOptions } from './paymentOptions';

const method = (over: Partial<PaymentMethod>): PaymentMethod => ({
  id: 'x',
  name: 'X',
  img: '',
  type: 'bank_transfer',
  groupId: null,
  onlinePayment: true,
  instantRedirection: false,
  constraints: { amount: { min: 0.01, max: 999999.99 } },
  ...over,
});

describe('fallbackPaymentOptions (§8)', () => {
  it('"falls back to BLIK and card (Polish provider)"', () => {
    expect(fallbackPaymentOptions('tpay').map((o) => [o.type, o.groupId])).toEqual([
      ['blik', 150],
      ['card', 103],
    ]);
  });

  it('"or card, Google Pay and Apple Pay (card provider)"', () => {
    expect(fallbackPaymentOptions('stripe_sandbox').map((o) => o.type)).toEqual([
      'card',
      'google_pay',
      'apple_pay',
    ]);
  });

  it('"in the other fallback only card"', () => {
    expect(fallbackPaymentOptions('other').map((o) => o.type)).toEqual(['card']);
  });
});

describe('tpayPaymentOptions', () => {
  it('offers BLIK, the allowed bank groups with their names and logos, then card', () => {
    const options = tpayPaymentOptions([
      method({ id: 'blik', name: 'BLIK', type: 'blik', groupId: 150, img: 'blik.svg' }),
      method({ id: '108', name: 'PKO BP', groupId: 108, img: 'pko.svg' }),
      method({ id: '999', name: 'Not allowed', groupId: 999 }),
      method({ id: '108b', name: 'PKO BP again', groupId: 108 }),
      method({ id: '103', name: 'Karta płatnicza', type: 'card', groupId: 103 }),
    ]);
    expect(options.map((o) => [o.key, o.name, o.img])).toEqual([
      ['blik', 'BLIK', 'blik.svg'],
      ['bank-108', 'PKO BP', 'pko.svg'],
      ['card', 'Karta płatnicza', ''],
    ]);
  });
});

describe('cardProviderPaymentOptions', () => {
  it('offers what the card provider lists, card when it lists nothing known', () => {
    expect(
      cardProviderPaymentOptions([
        method({ type: 'google_pay', name: 'Google Pay' }),
        method({ type: 'card', name: 'Card' }),
      ]).map((o) => o.type),
    ).toEqual(['card', 'google_pay']);
    expect(cardProviderPaymentOptions([]).map((o) => o.type)).toEqual(['card']);
  });
});
