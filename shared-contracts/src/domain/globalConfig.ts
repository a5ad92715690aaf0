import { array, boolean, number, object, string, type InferType } from 'yup';
import { DEFAULT_PAYMENT_PROVIDER, LANGUAGES, PAYMENT_PROVIDERS, WIDGET_POSITIONS } from './constants';
import { LOG_LEVEL_VALUES } from './enums';

/** Global configuration of a widget instance (§3) – the public part, never credentials. */
export const globalConfigSchema = object({
  debug: boolean().default(false),
  logLevel: number().integer().oneOf(LOG_LEVEL_VALUES).default(2),
  accent: string().default('green'),
  position: string().oneOf(WIDGET_POSITIONS).default('right'),
  domain: string().default(''),
  privacyPolicyUrl: string().default(''),
  termsUrl: string().default(''),
  lang: string().oneOf(LANGUAGES).default('en'),
  trackingCode: string().default(''),
  paymentProvider: string().oneOf(PAYMENT_PROVIDERS).default(DEFAULT_PAYMENT_PROVIDER),
  payment: object({
    notificationUrl: string().default(''),
    successUrl: string().default(''),
    errorUrl: string().default(''),
  }).default({}),
  activityIds: array(number().integer().positive().required()).default([]),
  googleSheetsEnabled: boolean().default(true),
  activeConfigId: string().required(),
  /** Partner origins that may embed and drive the widget; `'*'` allows any (logged as a warning). */
  allowedOrigins: array(string().max(300).required()).optional(),
});
export type GlobalConfig = InferType<typeof globalConfigSchema>;
