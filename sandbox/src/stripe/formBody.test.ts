import { parseStripeForm } from './formBody';

describe('parseStripeForm', () => {
  it('rebuilds nested objects and indexed arrays as stripe-node encodes them', () => {
    const raw =
      'mode=payment&line_items[0][price_data][currency]=pln&line_items[0][quantity]=2&line_items[1][quantity]=1&metadata[code]=UND-1&expand[0]=payment_intent';
    expect(parseStripeForm(raw)).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'pln' }, quantity: '2' }, { quantity: '1' }],
      metadata: { code: 'UND-1' },
      expand: ['payment_intent'],
    });
  });

  it('rejects a key that is both a value and an object', () => {
    expect(parseStripeForm('metadata=x&metadata[a]=b')).toBeNull();
    expect(parseStripeForm('a[b=c')).toBeNull();
  });
});
