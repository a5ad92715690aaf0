/** The six interface languages (§1, §9); English has no URL prefix. */
export const LANGUAGES = ['en', 'pl', 'de', 'fr', 'es', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Payment providers (§9). */
export const PAYMENT_PROVIDERS = ['tpay', 'stripe_sandbox', 'stripe_production'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const DEFAULT_PAYMENT_PROVIDER: PaymentProvider = 'tpay';

/** Widget positions; default right (§3, §9). */
export const WIDGET_POSITIONS = ['left', 'right'] as const;
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];
