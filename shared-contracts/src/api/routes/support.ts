import { array, boolean, mixed, number, object, string } from 'yup';
import { defineRoute } from '../defineRoute';
import { configIdField } from '../fields';
import { globalConfigSchema } from '../../domain/globalConfig';
import { productSchema } from '../../domain/product';

const holdHistorySchema = object({
  live: number().integer().min(0).required(),
  released: number().integer().min(0).required(),
  expired: number().integer().min(0).required(),
  confirmed: number().integer().min(0).required(),
});

const bookingSummarySchema = object({
  configId: string().required(),
  confirmationCode: string().required(),
  status: string().required(),
  activityId: number().required(),
  date: string().required(),
  amount: number().required(),
  currency: string().required(),
  createdAt: string().required(),
  email: string().optional(),
  sessionId: string().optional(),
  transactionIds: array(string().required()).required(),
  /** How the holds of the booking's widget session and client ended: hoarding shows as many released or expired. */
  holderHolds: object({
    session: holdHistorySchema.default(undefined).optional(),
    client: holdHistorySchema.default(undefined).optional(),
  })
    .default(undefined)
    .optional(),
});

const timelineEntrySchema = object({
  at: string().required(),
  kind: string()
    .oneOf([
      'reservation',
      'payment',
      'payment_status',
      'notification',
      'confirmation',
      'funnel',
      'diagnostics',
    ])
    .required(),
  title: string().required(),
  /** `visitor` for what a visitor's browser reported (funnel rows it posted): unverified, never the system's. */
  reportedBy: string().oneOf(['system', 'visitor']).required(),
  details: mixed().optional(),
});

const outboxItemSchema = object({
  id: string().required(),
  topic: string().required(),
  status: string().oneOf(['pending', 'sent', 'dead']).required(),
  attempts: number().required(),
  nextAttemptAt: string().required(),
  lastError: string().nullable().defined(),
  createdAt: string().required(),
  summary: string().required(),
});

const bookingExample = {
  configId: 'demo',
  confirmationCode: 'DEMO-1',
  status: 'confirmed',
  activityId: 1001,
  date: '2026-06-01',
  amount: 120,
  currency: 'PLN',
  createdAt: '2026-05-20T10:00:00.000Z',
  transactionIds: ['TR-1'],
};

/** GET /api/support/bookings?q= – bookings by confirmation code, transaction id or e-mail. */
export const supportFindBookings = defineRoute({
  method: 'GET',
  path: '/api/support/bookings',
  summary: 'Support: find bookings by confirmation code, transaction id (or title) or e-mail',
  tag: 'support',
  auth: 'supportToken',
  query: object({ q: string().trim().min(3).max(254).required() }),
  response: object({ bookings: array(bookingSummarySchema.required()).required() }),
  examples: {
    valid: { query: { q: 'DEMO-1' }, response: { bookings: [bookingExample] } },
    invalid: { query: { q: 'x' } },
  },
});

/** GET /api/support/bookings/{configId}/{confirmationCode}/timeline – everything that happened to a booking. */
export const supportBookingTimeline = defineRoute({
  method: 'GET',
  path: '/api/support/bookings/{configId}/{confirmationCode}/timeline',
  summary:
    'Support: a booking’s timeline – reservation, payment statuses, notifications, confirmation, funnel events',
  tag: 'support',
  auth: 'supportToken',
  params: object({
    configId: configIdField().required(),
    confirmationCode: string()
      .matches(/^[A-Za-z0-9_-]{1,64}$/, 'confirmationCode is malformed')
      .required(),
  }),
  response: object({
    booking: bookingSummarySchema.required(),
    timeline: array(timelineEntrySchema.required()).required(),
  }),
  examples: {
    valid: {
      params: { configId: 'demo', confirmationCode: 'DEMO-1' },
      response: {
        booking: bookingExample,
        timeline: [
          { at: '2026-05-20T10:00:00.000Z', kind: 'reservation', reportedBy: 'system', title: 'Reserved' },
        ],
      },
    },
    invalid: { params: { configId: 'demo', confirmationCode: '../x' } },
  },
});

/** GET /api/support/outbox?status= – backlog counts and the items of one status (dead letters by default). */
export const supportOutbox = defineRoute({
  method: 'GET',
  path: '/api/support/outbox',
  summary: 'Support: outbox backlog per topic and the dead (or pending) items',
  tag: 'support',
  auth: 'supportToken',
  query: object({ status: string().oneOf(['dead', 'pending']).default('dead') }),
  response: object({
    counts: array(
      object({
        topic: string().required(),
        status: string().required(),
        count: number().required(),
        oldestDueAt: string().nullable().defined(),
      }).required(),
    ).required(),
    items: array(outboxItemSchema.required()).required(),
  }),
  examples: {
    valid: {
      query: { status: 'dead' },
      response: {
        counts: [
          { topic: 'sheets.append', status: 'pending', count: 3, oldestDueAt: '2026-05-20T10:00:00.000Z' },
        ],
        items: [],
      },
    },
    invalid: { query: { status: 'sent' } },
  },
});

/** POST /api/support/outbox/{id}/retry – a dead item back to the queue, due now. */
export const supportRetryOutboxItem = defineRoute({
  method: 'POST',
  path: '/api/support/outbox/{id}/retry',
  summary: 'Support: retry a dead confirmation or sheet row',
  tag: 'support',
  auth: 'supportToken',
  params: object({
    id: string()
      .matches(/^\d{1,18}$/, 'id is an outbox item number')
      .required(),
  }),
  response: object({ retried: boolean().required(), id: string().required() }),
  examples: {
    valid: { params: { id: '42' }, response: { retried: true, id: '42' } },
    invalid: { params: { id: 'abc' } },
  },
});

const widgetConfigBody = object({
  globalConfig: globalConfigSchema.required(),
  products: array(productSchema.required()).required(),
});

/** GET /api/support/widget-configs – every site's config. */
export const supportListWidgetConfigs = defineRoute({
  method: 'GET',
  path: '/api/support/widget-configs',
  summary: 'Support: list the widget configs in the store',
  tag: 'support',
  auth: 'supportToken',
  response: object({
    configs: array(
      object({
        configId: string().required(),
        globalConfig: globalConfigSchema.required(),
        products: array(productSchema.required()).required(),
      }).required(),
    ).required(),
  }),
  examples: {
    valid: { response: { configs: [] } },
    invalid: { response: { configs: [{ configId: 'x' }] } },
  },
});

/** POST /api/support/widget-configs/{configId} – create or replace a site's config (validated). */
export const supportSaveWidgetConfig = defineRoute({
  method: 'POST',
  path: '/api/support/widget-configs/{configId}',
  summary: 'Support: create or replace a widget config (credentials stay in {CONFIGID}_* variables)',
  tag: 'support',
  auth: 'supportToken',
  params: object({ configId: configIdField().required() }),
  body: widgetConfigBody,
  response: object({
    configId: string().required(),
    globalConfig: globalConfigSchema.required(),
    products: array(productSchema.required()).required(),
  }),
  examples: {
    valid: {
      params: { configId: 'tatra-trips' },
      body: {
        globalConfig: { activeConfigId: 'tatra-trips' },
        products: [
          {
            id: 'rafting',
            variants: [{ bokunId: 1004, type: 'default', tabName: 'Rafting' }],
            order: ['default'],
          },
        ],
      },
      response: {
        configId: 'tatra-trips',
        globalConfig: { activeConfigId: 'tatra-trips' },
        products: [
          {
            id: 'rafting',
            variants: [{ bokunId: 1004, type: 'default', tabName: 'Rafting' }],
            order: ['default'],
          },
        ],
      },
    },
    invalid: { params: { configId: 'tatra-trips' }, body: { products: 'none' } },
  },
});

/**
 * POST /api/support/widget-configs/{configId}/delete – removes a site's config: its widget, pages and API
 * calls answer `config_not_found` from then on (a seeded config is written again at the next start).
 */
export const supportDeleteWidgetConfig = defineRoute({
  method: 'POST',
  path: '/api/support/widget-configs/{configId}/delete',
  summary: 'Support: delete a widget config',
  tag: 'support',
  auth: 'supportToken',
  params: object({ configId: configIdField().required() }),
  response: object({ deleted: boolean().required(), configId: string().required() }),
  examples: {
    valid: { params: { configId: 'tatra-trips' }, response: { deleted: true, configId: 'tatra-trips' } },
    invalid: { params: { configId: '../etc' } },
  },
});

const refundFlagSchema = object({
  id: string().required(),
  configId: string().required(),
  reservationCode: string().required(),
  provider: string().required(),
  providerTransactionId: string().nullable().defined(),
  amount: number().required(),
  currency: string().required(),
  reason: string().oneOf(['hold_expired', 'hold_released']).required(),
  createdAt: string().required(),
});

/**
 * GET /api/support/refunds?configId= – paid bookings the booking system no longer holds (the money came after
 * the hold ended): each waits for a person to refund it.
 */
export const supportRefunds = defineRoute({
  method: 'GET',
  path: '/api/support/refunds',
  summary: 'Support: paid bookings flagged for a refund (paid after their hold ended), oldest first',
  tag: 'support',
  auth: 'supportToken',
  query: object({ configId: configIdField().optional() }),
  response: object({ refunds: array(refundFlagSchema.required()).required() }),
  examples: {
    valid: {
      query: { configId: 'demo' },
      response: {
        refunds: [
          {
            id: '7',
            configId: 'demo',
            reservationCode: 'DEMO-1',
            provider: 'tpay',
            providerTransactionId: 'TR-1',
            amount: 120,
            currency: 'PLN',
            reason: 'hold_expired',
            createdAt: '2026-05-20T10:31:00.000Z',
          },
        ],
      },
    },
    invalid: { query: { configId: '../etc' } },
  },
});

/** POST /api/support/refunds/{id}/resolve – the refund was made: the flag leaves the open list. */
export const supportResolveRefund = defineRoute({
  method: 'POST',
  path: '/api/support/refunds/{id}/resolve',
  summary: 'Support: mark a flagged refund as made',
  tag: 'support',
  auth: 'supportToken',
  params: object({
    id: string()
      .matches(/^\d{1,18}$/, 'id is a refund flag number')
      .required(),
  }),
  response: object({ resolved: boolean().required(), id: string().required() }),
  examples: {
    valid: { params: { id: '7' }, response: { resolved: true, id: '7' } },
    invalid: { params: { id: 'seven' } },
  },
});

/** The support API: operators' look-ups and repairs behind SUPPORT_TOKEN. */
export const supportRoutes = {
  supportFindBookings,
  supportBookingTimeline,
  supportOutbox,
  supportRetryOutboxItem,
  supportRefunds,
  supportResolveRefund,
  supportListWidgetConfigs,
  supportSaveWidgetConfig,
  supportDeleteWidgetConfig,
} as const;
