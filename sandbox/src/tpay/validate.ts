// Request checks of the simulated API: what tpay.md §3.1 and §3.3 say a strict server rejects.
import { BLIK_GROUP, findChannel, findGroup } from './catalog';
import { TpaySimError } from './errors';
import type { CreateTransactionInput, TpayPayRequest } from './types';

const LANGS = ['pl', 'en', 'de', 'fr', 'ru', 'it', 'es'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(fieldName: string, message: string, code = 'invalid_value'): never {
  throw new TpaySimError(400, code, message, fieldName);
}

function text(
  source: Record<string, unknown>,
  key: string,
  path: string,
  max: number,
  required = false,
): string {
  const value = source[key];
  if (value === undefined || value === null || value === '') {
    if (required) invalid(path, `${path} is required`, 'field_required');
    return '';
  }
  if (typeof value !== 'string') invalid(path, `${path} must be a string`);
  if (value.length > max) invalid(path, `${path} is longer than ${max} characters`);
  return value;
}

function optionalUrl(value: string, path: string): string {
  if (value === '') return '';
  try {
    new URL(value);
  } catch {
    invalid(path, `${path} must be a URL`);
  }
  return value;
}

/** Checks a `pay` object: a known group or channel, and a 6-character BLIK token for group 150. */
export function parsePay(value: unknown): TpayPayRequest {
  if (!isObject(value)) invalid('pay', 'pay must be an object');
  const groupId = value.groupId === undefined ? undefined : Number(value.groupId);
  const channelId = value.channelId === undefined ? undefined : Number(value.channelId);
  if (groupId === undefined && channelId === undefined)
    invalid('groupId', 'groupId is required', 'field_required');
  if (groupId !== undefined && !findGroup(groupId))
    invalid('groupId', `Unknown payment group ${String(value.groupId)}`);
  if (channelId !== undefined && !findChannel(String(channelId))?.available) {
    invalid('channelId', `Channel ${String(value.channelId)} is not available`);
  }
  const pay: TpayPayRequest = {
    ...(groupId === undefined ? {} : { groupId }),
    ...(channelId === undefined ? {} : { channelId }),
    ...(typeof value.method === 'string' ? { method: value.method } : {}),
  };
  if (groupId === BLIK_GROUP && value.blikPaymentData !== undefined) {
    const blik = value.blikPaymentData;
    const token = isObject(blik) ? blik.blikToken : undefined;
    if (typeof token !== 'string' || !/^\d{6}$/.test(token)) {
      invalid('blikPaymentData.blikToken', 'blikToken must be exactly 6 digits');
    }
    pay.blikPaymentData = { blikToken: token };
  }
  return pay;
}

/** Checks `POST /transactions`: amount ≥ 0.01, description ≤ 128, payer e-mail and name. */
export function parseCreateTransaction(body: Record<string, unknown>): CreateTransactionInput {
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount))
    invalid('amount', 'amount is required and must be a number', 'field_required');
  if (amount < 0.01) invalid('amount', 'amount must be at least 0.01');
  const description = text(body, 'description', 'description', 128, true);
  const hiddenDescription = text(body, 'hiddenDescription', 'hiddenDescription', 128);
  const lang = text(body, 'lang', 'lang', 2) || 'pl';
  if (!LANGS.includes(lang)) invalid('lang', `lang must be one of ${LANGS.join(', ')}`);
  const currency = text(body, 'currency', 'currency', 3) || 'PLN';
  if (!isObject(body.payer)) invalid('payer', 'payer is required', 'field_required');
  const payer = body.payer;
  const email = text(payer, 'email', 'payer.email', 255, true);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    invalid('payer.email', 'payer.email is not an e-mail address');
  const callbacks = isObject(body.callbacks) ? body.callbacks : {};
  const payerUrls = isObject(callbacks.payerUrls) ? callbacks.payerUrls : {};
  const notification = isObject(callbacks.notification) ? callbacks.notification : {};
  return {
    amount,
    currency,
    description,
    hiddenDescription,
    lang,
    payer: {
      email,
      name: text(payer, 'name', 'payer.name', 255, true),
      phone: text(payer, 'phone', 'payer.phone', 32),
      address: text(payer, 'address', 'payer.address', 255),
      city: text(payer, 'city', 'payer.city', 255),
      country: text(payer, 'country', 'payer.country', 2),
      postalCode: text(payer, 'code', 'payer.code', 16),
    },
    successUrl: optionalUrl(
      text(payerUrls, 'success', 'callbacks.payerUrls.success', 512),
      'callbacks.payerUrls.success',
    ),
    errorUrl: optionalUrl(
      text(payerUrls, 'error', 'callbacks.payerUrls.error', 512),
      'callbacks.payerUrls.error',
    ),
    notificationUrl: optionalUrl(
      text(notification, 'url', 'callbacks.notification.url', 512),
      'callbacks.notification.url',
    ),
    pay: body.pay === undefined ? undefined : parsePay(body.pay),
  };
}
