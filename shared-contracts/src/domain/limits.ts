/** Payment limits of §5 and §9 (the payment code needs them; the full constants module re-exports them). */

/** §9: BLIK code length. */
export const BLIK_CODE_LENGTH = 6;
/** §9: group id of BLIK at the Polish provider. */
export const BLIK_GROUP_ID = 150;
/** §9: group id of card payments at the Polish provider. */
export const CARD_GROUP_ID = 103;
/** §5: group ids the Polish provider accepts. */
export const ALLOWED_BANK_GROUP_IDS = [
  103, 150, 108, 160, 114, 102, 113, 115, 111, 124, 132, 119, 110, 145, 116, 159, 130, 135, 133, 166, 171,
] as const;
export type BankGroupId = (typeof ALLOWED_BANK_GROUP_IDS)[number];
/** §3, §9: card amount bounds. */
export const CARD_AMOUNT_MIN = 0.01;
export const CARD_AMOUNT_MAX = 999999.99;

/** §3, §9 ticket defaults: max 999 (0 when the provider has none), min 0. */
export const DEFAULT_TICKET_MAX = 999;
export const DEFAULT_TICKET_MIN = 0;
/** §9 default ticket quantity. */
export const DEFAULT_TICKET_QUANTITY = 1;
/** §3, §9 age bounds. */
export const DEFAULT_AGE_MIN = 0;
export const DEFAULT_AGE_MAX = 99;
/** §3, §9 participants per booking. */
export const PARTICIPANTS_MIN = 1;
export const PARTICIPANTS_MAX = 100;
