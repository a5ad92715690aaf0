import { ga4PushesFor } from './ga4';

const cart = {
  activityId: 1001,
  activityTitle: 'Old Town',
  date: '2026-12-01',
  totalPrice: 240,
  currency: 'PLN',
  tickets: [{ category: 'Adult', count: 2, price: 120 }],
};

describe('ga4PushesFor', () => {
  it('an opened widget is view_item', () => {
    expect(ga4PushesFor('widgetOpened', { openId: 'krakow-old-town', activityId: 1001, lang: 'en' })).toEqual(
      [
        {
          event: 'view_item',
          ecommerce: { items: [{ item_id: '1001', item_name: 'krakow-old-town', quantity: 1 }] },
        },
      ],
    );
  });

  it('the contact step is add_to_cart and begin_checkout, payment add_shipping_info, after payment add_payment_info', () => {
    const events = (step: number) =>
      ga4PushesFor('stepChanged', { step, stepName: 'contact', cart }).map((push) => push.event);
    expect(events(2)).toEqual(['add_to_cart', 'begin_checkout']);
    expect(events(3)).toEqual(['add_shipping_info']);
    expect(events(4)).toEqual(['add_payment_info']);
    expect(ga4PushesFor('stepChanged', { step: 2, stepName: 'contact', cart: null })).toEqual([]);
  });

  it('"purchase (with transaction_id, value, currency, items)" from bookingSucceeded', () => {
    const [purchase] = ga4PushesFor('bookingSucceeded', {
      confirmationCode: 'BWK-77',
      transactionId: 'TR-1',
      activity: { id: 1001, title: 'Old Town' },
      date: '2026-12-01',
      time: '10:00',
      totalPrice: 240,
      currency: 'PLN',
      tickets: cart.tickets,
    });
    expect(purchase).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'BWK-77',
        value: 240,
        currency: 'PLN',
        items: [{ item_id: '1001', item_name: 'Old Town', item_category: 'Adult', price: 120, quantity: 2 }],
      },
    });
  });

  it('events without a commerce meaning push nothing', () => {
    expect(ga4PushesFor('widgetClosed', { paymentStatus: 'not_paid' })).toEqual([]);
    expect(ga4PushesFor('bookingFailed', { code: 'payment_refused', message: '' })).toEqual([]);
  });
});
