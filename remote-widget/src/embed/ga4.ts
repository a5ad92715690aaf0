import type { PartnerCart, PartnerEventName, PartnerEventPayloads } from '@booking/shared-contracts';

/** One GA4 e-commerce push: `{ event, ecommerce }` as `window.dataLayer` expects it. */
export interface Ga4Push {
  event: string;
  ecommerce: {
    transaction_id?: string;
    value?: number;
    currency?: string;
    items: Ga4Item[];
  };
}

export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category?: string;
  price?: number;
  quantity: number;
}

function itemsOf(cart: Pick<PartnerCart, 'activityId' | 'activityTitle' | 'tickets'>): Ga4Item[] {
  const id = String(cart.activityId);
  if (cart.tickets.length === 0)
    return [{ item_id: id, item_name: cart.activityTitle, price: 0, quantity: 1 }];
  return cart.tickets.map((ticket) => ({
    item_id: id,
    item_name: cart.activityTitle,
    item_category: ticket.category,
    price: ticket.price,
    quantity: ticket.count,
  }));
}

function push(event: string, cart: PartnerCart, transactionId?: string): Ga4Push {
  const ecommerce: Ga4Push['ecommerce'] = {
    value: cart.totalPrice,
    currency: cart.currency,
    items: itemsOf(cart),
  };
  if (transactionId) ecommerce.transaction_id = transactionId;
  return { event, ecommerce };
}

/** The GA4 events of step changes: contact → add_to_cart + begin_checkout, payment → add_shipping_info. */
const STEP_EVENTS: Record<number, string[]> = {
  2: ['add_to_cart', 'begin_checkout'],
  3: ['add_shipping_info'],
  4: ['add_payment_info'],
};

/**
 * The GA4 e-commerce pushes a partner event stands for (docs/partners.md, "GA4 e-commerce"): an opened widget `view_item`, step 2
 * `add_to_cart` and `begin_checkout`, step 3 `add_shipping_info`, step 4 `add_payment_info`, a paid booking
 * `purchase` with its confirmation code as `transaction_id`.
 */
export function ga4PushesFor<E extends PartnerEventName>(
  name: E,
  payload: PartnerEventPayloads[E],
): Ga4Push[] {
  if (name === 'widgetOpened') {
    const opened = payload as PartnerEventPayloads['widgetOpened'];
    const item = { item_id: String(opened.activityId), item_name: opened.openId, quantity: 1 };
    return [{ event: 'view_item', ecommerce: { items: [item] } }];
  }
  if (name === 'stepChanged') {
    const { step, cart } = payload as PartnerEventPayloads['stepChanged'];
    return cart ? (STEP_EVENTS[step] ?? []).map((event) => push(event, cart)) : [];
  }
  if (name === 'bookingSucceeded') {
    const booking = payload as PartnerEventPayloads['bookingSucceeded'];
    const cart: PartnerCart = {
      activityId: booking.activity.id,
      activityTitle: booking.activity.title,
      date: booking.date,
      totalPrice: booking.totalPrice,
      currency: booking.currency,
      tickets: booking.tickets,
    };
    return [push('purchase', cart, booking.confirmationCode)];
  }
  return [];
}
