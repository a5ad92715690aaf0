import { boolean, mixed, number, object, string } from 'yup';
import { defineRoute } from '../defineRoute';

const money = /^\d+(\.\d{1,2})?$/;

/** Tpay's form-encoded basic payment notification (tpay.md §7.1); every value arrives as text. */
export const tpayNotificationSchema = object({
  id: string().matches(/^\d+$/, 'id must be the numeric merchant id').required(),
  tr_id: string().max(128).required(),
  tr_date: string()
    .matches(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'tr_date must be YYYY-MM-DD HH:MM:SS')
    .required(),
  tr_crc: string().max(128).defined(),
  tr_amount: string().matches(money, 'tr_amount must be an amount such as 10.50').required(),
  tr_paid: string().matches(money, 'tr_paid must be an amount such as 10.50').required(),
  tr_desc: string().max(256).defined(),
  tr_status: string().oneOf(['TRUE', 'FALSE', 'PAID', 'CHARGEBACK']).required(),
  tr_error: string().oneOf(['none', 'overpay', 'surcharge']).required(),
  tr_email: string().max(254).defined(),
  tr_currency: string().optional(),
  tr_channel: string().optional(),
  md5sum: string()
    .matches(/^[a-f0-9]{32}$/i, 'md5sum must be 32 hex characters')
    .required(),
  test_mode: string().oneOf(['0', '1']).optional(),
});

/** POST /api/webhooks/tpay – payment notification; answered with the text TRUE once applied. */
export const tpayWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks/tpay',
  summary: 'Polish-provider payment notification (JWS-signed, md5sum checked); replies TRUE',
  tag: 'webhooks',
  bodyContentType: 'application/x-www-form-urlencoded',
  responseContentType: 'text/plain',
  body: tpayNotificationSchema,
  response: string().oneOf(['TRUE']).required(),
  examples: {
    valid: {
      body: {
        id: '1010',
        tr_id: 'TR-CWM-CS7LW1X',
        tr_date: '2026-06-01 10:01:00',
        tr_crc: 'UND-92677922',
        tr_amount: '200.00',
        tr_paid: '200.00',
        tr_desc: 'Kraków Old Town walking tour',
        tr_status: 'TRUE',
        tr_error: 'none',
        tr_email: 'anna@example.com',
        md5sum: '0cc175b9c0f1b6a831c399e269772661',
        test_mode: '1',
      },
      response: 'TRUE',
    },
    invalid: { body: { id: '1010', tr_id: 'TR-1', tr_amount: '10,50' }, response: 'FALSE' },
  },
});

/** The card provider's event envelope; only the checkout.session.* events are acted on. */
export const stripeEventSchema = object({
  id: string()
    .matches(/^evt_[A-Za-z0-9_]+$/, 'id must be an event id (evt_…)')
    .required(),
  object: string().oneOf(['event']).default('event'),
  type: string().max(128).required(),
  created: number().integer().positive().optional(),
  livemode: boolean().default(false),
  data: object({
    object: object({
      id: string().required(),
      object: string().optional(),
      status: string().nullable().optional(),
      payment_status: string().nullable().optional(),
      client_reference_id: string().nullable().optional(),
      amount_total: number().integer().nullable().optional(),
      currency: string().nullable().optional(),
      metadata: mixed<Record<string, string>>().optional(),
    }).required(),
  }).required(),
});

/** POST /api/webhooks/stripe – card-provider event (Stripe-Signature checked on the raw body). */
export const stripeWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks/stripe',
  summary: 'Card-provider checkout.session.* events; replies {received: true}',
  tag: 'webhooks',
  body: stripeEventSchema,
  response: object({ received: boolean().oneOf([true]).required() }),
  examples: {
    valid: {
      body: {
        id: 'evt_1',
        object: 'event',
        type: 'checkout.session.completed',
        created: 1780000000,
        data: {
          object: {
            id: 'cs_test_a1YS',
            object: 'checkout.session',
            status: 'complete',
            payment_status: 'paid',
            client_reference_id: 'UND-92677922',
            amount_total: 20000,
            currency: 'pln',
          },
        },
      },
      response: { received: true },
    },
    invalid: { body: { id: 'x', type: 'checkout.session.completed' }, response: { received: false } },
  },
});

/** Webhook routes the providers call. */
export const webhookRoutes = { tpayWebhook, stripeWebhook } as const;
