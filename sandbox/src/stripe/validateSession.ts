// Checks of POST /v1/checkout/sessions, following stripe.md §1 and its simulator checklist (§7).
import { requireChargeableTotal, requireCurrency } from './currencies';
import { invalidRequest } from './errors';
import type { FormObject, FormValue } from './formBody';
import {
  LINE_ITEM_PARAMS,
  PRICE_DATA_PARAMS,
  PRODUCT_DATA_PARAMS,
  refuseUnknownParams,
  SESSION_CREATE_PARAMS,
} from './knownParams';
import { parseMetadata } from './metadata';

export const MAX_LINE_ITEMS = 100;
export const MIN_EXPIRY_S = 30 * 60;
export const MAX_EXPIRY_S = 24 * 60 * 60;

export interface SessionInput {
  currency: string;
  amountTotal: number;
  lineItems: { name: string; unitAmount: number; quantity: number }[];
  successUrl: string;
  cancelUrl: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  paymentMethodTypes: string[];
  expiresAt: number;
}

const isObject = (value: FormValue | undefined): value is FormObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function str(value: FormValue | undefined, param: string, required = false): string | null {
  if (value === undefined || value === '') {
    if (required) throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
    return null;
  }
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${param}`, param);
  return value;
}

function int(value: FormValue | undefined, param: string, min: number): number {
  const text = str(value, param, true) as string;
  if (!/^-?\d+$/.test(text)) throw invalidRequest(`Invalid integer: ${text}`, param);
  const number = Number(text);
  if (number < min) throw invalidRequest(`This value must be greater than or equal to ${min}.`, param);
  return number;
}

function url(value: FormValue | undefined, param: string, required: boolean): string | null {
  const text = str(value, param, required);
  if (text === null) return null;
  // {CHECKOUT_SESSION_ID} stays literal until the redirect (stripe.md §1).
  if (!URL.canParse(text.replace('{CHECKOUT_SESSION_ID}', 'x')))
    throw invalidRequest('Not a valid URL', param, 'url_invalid');
  return text;
}

/** A syntactically plausible address, as Stripe checks `customer_email`. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function email(value: FormValue | undefined, param: string): string | null {
  const text = str(value, param);
  if (text !== null && (text.length > 800 || !EMAIL.test(text)))
    throw invalidRequest(`Invalid email address: ${text}`, param, 'email_invalid');
  return text;
}

function lineItem(value: FormValue, index: number) {
  const param = `line_items[${index}]`;
  if (!isObject(value)) throw invalidRequest(`Invalid object: ${param}`, param);
  refuseUnknownParams(value, LINE_ITEM_PARAMS, param);
  const priceData = value.price_data;
  if (!isObject(priceData))
    throw invalidRequest(
      'Only price_data line items are simulated.',
      `${param}[price_data]`,
      'parameter_missing',
    );
  refuseUnknownParams(priceData, PRICE_DATA_PARAMS, `${param}[price_data]`);
  const productData = priceData.product_data;
  if (!isObject(productData))
    throw invalidRequest('Missing product_data.', `${param}[price_data][product_data]`, 'parameter_missing');
  refuseUnknownParams(productData, PRODUCT_DATA_PARAMS, `${param}[price_data][product_data]`);
  const currency = requireCurrency(
    str(priceData.currency, `${param}[price_data][currency]`, true) as string,
    `${param}[price_data][currency]`,
  );
  return {
    currency,
    name: str(productData.name, `${param}[price_data][product_data][name]`, true) as string,
    unitAmount: int(priceData.unit_amount, `${param}[price_data][unit_amount]`, 0),
    quantity: int(value.quantity, `${param}[quantity]`, 1),
  };
}

/** Validates a decoded create body; `nowS` is the simulator's clock in epoch seconds. */
export function parseSessionInput(body: FormObject, nowS: number): SessionInput {
  refuseUnknownParams(body, SESSION_CREATE_PARAMS);
  const mode = str(body.mode, 'mode', true);
  if (mode !== 'payment') throw invalidRequest('Only mode=payment is simulated.', 'mode');
  const items = body.line_items;
  if (!Array.isArray(items) || items.length === 0)
    throw invalidRequest('line_items is required in payment mode.', 'line_items', 'parameter_missing');
  if (items.length > MAX_LINE_ITEMS)
    throw invalidRequest(`At most ${MAX_LINE_ITEMS} line items.`, 'line_items');
  const parsed = items.map(lineItem);
  const currency = parsed[0]?.currency ?? '';
  if (parsed.some((item) => item.currency !== currency))
    throw invalidRequest('All line items must share one currency.', 'line_items');
  const expiresAt =
    body.expires_at === undefined ? nowS + MAX_EXPIRY_S : int(body.expires_at, 'expires_at', 0);
  if (expiresAt < nowS + MIN_EXPIRY_S || expiresAt > nowS + MAX_EXPIRY_S) {
    throw invalidRequest('expires_at must be between 30 minutes and 24 hours from now.', 'expires_at');
  }
  const amountTotal = parsed.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  requireChargeableTotal(amountTotal, currency);
  const types = body.payment_method_types;
  return {
    currency,
    amountTotal,
    lineItems: parsed.map(({ name, unitAmount, quantity }) => ({ name, unitAmount, quantity })),
    successUrl: url(body.success_url, 'success_url', true) as string,
    cancelUrl: url(body.cancel_url, 'cancel_url', false),
    customerEmail: email(body.customer_email, 'customer_email'),
    clientReferenceId: str(body.client_reference_id, 'client_reference_id'),
    metadata: parseMetadata(body.metadata),
    paymentMethodTypes: Array.isArray(types)
      ? types.filter((t): t is string => typeof t === 'string')
      : ['card'],
    expiresAt,
  };
}
