import { array, number, object, string } from 'yup';
import { defineRoute } from '../defineRoute';
import { configIdField } from '../fields';
import { INSIGHT_GROUPINGS, INSIGHT_STAGES, type InsightDimension } from '../../domain/insights';

const isoDay = () => string().matches(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD (UTC)');

const count = () => number().integer().min(0).required();

/** One stage of the funnel: sessions that reached it, and what share of the stage before went on. */
const funnelStageSchema = object({
  stage: string().oneOf(INSIGHT_STAGES).required(),
  sessions: count(),
  /** Sessions of this stage ÷ sessions that opened the widget (0–1); 1 for the first stage. */
  conversion: number().min(0).max(1).required(),
  /** Share of the previous stage's sessions that did not reach this one (0–1); 0 for the first stage. */
  dropOff: number().min(0).max(1).required(),
});

/** Money per currency: revenue of different currencies is never added up. */
const revenueSchema = object({
  currency: string().required(),
  amountMinor: count(),
});

const periodSchema = object({
  /** First day of the period (UTC): the day, or the Monday of the ISO week. */
  period: isoDay().required(),
  sessions: count(),
  bookings: count(),
  revenue: array(revenueSchema.required()).required(),
  /** Sessions that reached the contact step and did not pay. */
  abandoned: count(),
  /** Payment attempts that ended (paid or failed), failures among them, and refusals among the failures. */
  paymentAttempts: count(),
  paymentFailures: count(),
  paymentRefusals: count(),
  /** Share of ended payment attempts that failed / that the visitor's bank or BLIK app refused (0–1). */
  failureRate: number().min(0).max(1).required(),
  refusalRate: number().min(0).max(1).required(),
});

const breakdownRowSchema = object({
  /** The value of the dimension; `unknown` where the events did not say. */
  key: string().required(),
  sessions: count(),
  bookings: count(),
  revenue: array(revenueSchema.required()).required(),
  /** bookings ÷ sessions (0–1). */
  conversion: number().min(0).max(1).required(),
});

const breakdownList = () => array(breakdownRowSchema.required()).required();

const providerFaultSchema = object({
  period: isoDay().required(),
  provider: string().required(),
  faults: count(),
});

export const insightsReportSchema = object({
  configId: string().required(),
  from: isoDay().required(),
  to: isoDay().required(),
  groupBy: string().oneOf(INSIGHT_GROUPINGS).required(),
  funnel: array(funnelStageSchema.required()).required(),
  periods: array(periodSchema.required()).required(),
  breakdowns: object({
    product: breakdownList(),
    partnerOrigin: breakdownList(),
    hostingMode: breakdownList(),
    language: breakdownList(),
    paymentMethod: breakdownList(),
    deviceClass: breakdownList(),
  } satisfies Record<InsightDimension, unknown>).required(),
  /** Provider faults the BFF met (timeouts, 5xx, refused credentials), per period: markers on the charts. */
  providerFaults: array(providerFaultSchema.required()).required(),
});

/**
 * GET /api/support/insights – the funnel, sales and failures of one config over a range of days (UTC, both
 * ends included), from the funnel events the BFF stored.
 */
export const supportInsights = defineRoute({
  method: 'GET',
  path: '/api/support/insights',
  summary: 'Support: funnel, bookings, revenue, breakdowns and failure rates of a config over a date range',
  tag: 'support',
  auth: 'supportToken',
  query: object({
    configId: configIdField().required(),
    from: isoDay().required(),
    to: isoDay().required(),
    groupBy: string().oneOf(INSIGHT_GROUPINGS).default('day'),
  }),
  response: insightsReportSchema,
  examples: {
    valid: {
      query: { configId: 'demo', from: '2026-06-01', to: '2026-06-01', groupBy: 'day' },
      response: {
        configId: 'demo',
        from: '2026-06-01',
        to: '2026-06-01',
        groupBy: 'day',
        funnel: [
          { stage: 'open', sessions: 10, conversion: 1, dropOff: 0 },
          { stage: 'contact', sessions: 4, conversion: 0.4, dropOff: 0.6 },
          { stage: 'payment', sessions: 3, conversion: 0.3, dropOff: 0.25 },
          { stage: 'paid', sessions: 2, conversion: 0.2, dropOff: 1 / 3 },
        ],
        periods: [
          {
            period: '2026-06-01',
            sessions: 10,
            bookings: 2,
            revenue: [{ currency: 'PLN', amountMinor: 39_800 }],
            abandoned: 2,
            paymentAttempts: 3,
            paymentFailures: 1,
            paymentRefusals: 1,
            failureRate: 1 / 3,
            refusalRate: 1 / 3,
          },
        ],
        breakdowns: {
          product: [
            {
              key: '1001',
              sessions: 10,
              bookings: 2,
              revenue: [{ currency: 'PLN', amountMinor: 39_800 }],
              conversion: 0.2,
            },
          ],
          partnerOrigin: [],
          hostingMode: [],
          language: [],
          paymentMethod: [],
          deviceClass: [],
        },
        providerFaults: [],
      },
    },
    invalid: { query: { configId: 'demo', from: '1 June', to: '2026-06-30' } },
  },
});

export const insightsRoutes = { supportInsights } as const;
