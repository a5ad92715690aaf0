import { number, object, string, type InferType } from 'yup';

/** Funnel stages of the insights, in order: opened the widget, contact step, payment step, paid. */
export const INSIGHT_STAGES = ['open', 'contact', 'payment', 'paid'] as const;
export type InsightStage = (typeof INSIGHT_STAGES)[number];

/** The stage (1-based, as stored) a funnel event shows its session reached; 0 for events that show none. */
export function stageOfEvent(event: string): number {
  switch (event) {
    case 'OPEN':
      return 1;
    case 'CONTACT':
    case 'add_shipping_info':
      return 2;
    case 'PAYMENT':
    case 'PAYMENT_FAIL':
      return 3;
    case 'PAYMENT_SUCCESS':
      return 4;
    default:
      return 0;
  }
}

export const INSIGHT_GROUPINGS = ['day', 'week'] as const;
export type InsightGrouping = (typeof INSIGHT_GROUPINGS)[number];

/** The breakdowns of the insights report. */
export const INSIGHT_DIMENSIONS = [
  'product',
  'partnerOrigin',
  'hostingMode',
  'language',
  'paymentMethod',
  'deviceClass',
] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/** Where the widget ran: the partner's own page (federated), the iframe app, or the embed.js panel. */
export const HOSTING_MODES = ['host', 'iframe', 'embed'] as const;
export type HostingMode = (typeof HOSTING_MODES)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Device class from a viewport width in CSS pixels. */
export const deviceClassOf = (width: number): DeviceClass =>
  width < 600 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';

/**
 * Reasons of a failed payment that are the visitor's bank or BLIK app saying no (refusals), as opposed to
 * the provider or the network failing (failures).
 */
export const REFUSAL_REASONS = [
  'declined',
  'blik_refused',
  'blik_unconfirmed',
  'insufficient_funds',
] as const;

const text = (max: number) => string().trim().max(max).optional();

/**
 * What a funnel row carries for the insights besides its §3 cells: where the widget ran and what was in the
 * basket. Never contact data. Sent by the widget with a log row; the server's own rows fill it from the payment.
 */
export const funnelFactsSchema = object({
  hostingMode: string().oneOf(HOSTING_MODES).optional(),
  deviceClass: string().oneOf(DEVICE_CLASSES).optional(),
  /** The partner page's origin (scheme, host and port), as the widget knows it. */
  partnerOrigin: string()
    .matches(/^https?:\/\/[^/\s]{1,253}$/, 'partnerOrigin must be an origin such as https://example.com')
    .optional(),
  rateId: text(64),
  participants: number().integer().min(0).max(9_999).optional(),
  amountMinor: number().integer().min(0).max(1_000_000_000).optional(),
  currency: string()
    .matches(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code')
    .optional(),
  paymentMethod: text(64),
  failureReason: text(64),
});
export type FunnelFacts = InferType<typeof funnelFactsSchema>;
