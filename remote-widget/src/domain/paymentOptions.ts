import {
  ALLOWED_BANK_GROUP_IDS,
  BLIK_GROUP_ID,
  CARD_GROUP_ID,
  CARD_PROVIDERS,
  type PaymentMethod,
} from '@booking/shared-contracts';

/** The kinds of payment the payment step offers. */
export type PaymentOptionType = 'blik' | 'card' | 'bank_transfer' | 'google_pay' | 'apple_pay';

/** One choice of the payment step. */
export interface PaymentOption {
  /** Unique within the list: `blik`, `card`, `bank-108`, `google_pay`. */
  key: string;
  type: PaymentOptionType;
  name: string;
  /** Logo URL from the provider's method list; '' when none. */
  img: string;
  /** Polish-provider group id; null for card-provider methods. */
  groupId: number | null;
}

const BLIK: PaymentOption = { key: 'blik', type: 'blik', name: 'BLIK', img: '', groupId: BLIK_GROUP_ID };
const TPAY_CARD: PaymentOption = { key: 'card', type: 'card', name: 'Card', img: '', groupId: CARD_GROUP_ID };
const CARD: PaymentOption = { key: 'card', type: 'card', name: 'Card', img: '', groupId: null };
const GOOGLE_PAY: PaymentOption = {
  key: 'google_pay',
  type: 'google_pay',
  name: 'Google Pay',
  img: '',
  groupId: null,
};
const APPLE_PAY: PaymentOption = {
  key: 'apple_pay',
  type: 'apple_pay',
  name: 'Apple Pay',
  img: '',
  groupId: null,
};

/** True for stripe_sandbox and stripe_production. */
export function isCardProvider(provider: string): boolean {
  return (CARD_PROVIDERS as readonly string[]).includes(provider);
}

/**
 * §8 "Loading payment methods falls back to BLIK and card (Polish provider), or card, Google Pay and Apple
 * Pay (card provider); in the other fallback only card."
 */
export function fallbackPaymentOptions(provider: string): PaymentOption[] {
  if (provider === 'tpay') return [BLIK, TPAY_CARD];
  if (isCardProvider(provider)) return [CARD, GOOGLE_PAY, APPLE_PAY];
  return [CARD];
}

const allowed = new Set<number>(ALLOWED_BANK_GROUP_IDS);

/**
 * The Polish provider's list as choices: BLIK, then the allowed bank groups (§5: numeric group id from the
 * allowed list) with their names and logos, then card. BLIK and card are offered even when the list lacks
 * them, since the provider takes them by group id.
 */
export function tpayPaymentOptions(methods: readonly PaymentMethod[]): PaymentOption[] {
  const find = (groupId: number) => methods.find((method) => method.groupId === groupId);
  const blik = find(BLIK_GROUP_ID);
  const card = find(CARD_GROUP_ID);
  const banks = methods.filter(
    (method) =>
      typeof method.groupId === 'number' &&
      method.groupId !== BLIK_GROUP_ID &&
      method.groupId !== CARD_GROUP_ID &&
      allowed.has(method.groupId),
  );
  const seen = new Set<number>();
  const bankOptions = banks.flatMap((method): PaymentOption[] => {
    const groupId = method.groupId as number;
    if (seen.has(groupId)) return [];
    seen.add(groupId);
    return [{ key: `bank-${groupId}`, type: 'bank_transfer', name: method.name, img: method.img, groupId }];
  });
  return [
    { ...BLIK, img: blik?.img ?? '' },
    ...bankOptions,
    { ...TPAY_CARD, name: card?.name ?? TPAY_CARD.name, img: card?.img ?? '' },
  ];
}

/** The card provider's list as choices: card, Google Pay and Apple Pay as far as it offers them. */
export function cardProviderPaymentOptions(methods: readonly PaymentMethod[]): PaymentOption[] {
  const options = [CARD, GOOGLE_PAY, APPLE_PAY].flatMap((option) => {
    const method = methods.find((candidate) => candidate.type === option.type);
    return method ? [{ ...option, name: method.name || option.name, img: method.img }] : [];
  });
  return options.length > 0 ? options : [CARD];
}

/** The §4 method a payment with this option is recorded under: BLIK, PBL_{groupId} or CARD. */
export function paymentMethodOf(option: Pick<PaymentOption, 'type' | 'groupId'>): string {
  if (option.type === 'blik') return 'BLIK';
  return option.groupId === null ? 'CARD' : `PBL_${String(option.groupId)}`;
}
