/** How a payment was made, as recorded with it (§4 "Payment method detection"). */
export type DetectedPaymentMethod = 'BLIK' | `PBL_${number}` | `CHANNEL_${number}` | 'CARD';

/** The parts of a payment request the method is read from (§7 create-transaction `pay` block or blikCode). */
export interface PaymentMethodSource {
  pay?: {
    groupId?: number | null;
    channelId?: number | null;
    blikPaymentData?: { blikToken?: string | null } | null;
  } | null;
  /** Older callers send the BLIK code beside `pay`. */
  blikCode?: string | null;
}

const present = (value: string | null | undefined): boolean => !!value && value.trim() !== '';
const isId = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * §4 "Payment method detection: BLIK (token present), PBL_{groupId}, CHANNEL_{channelId}, or CARD", checked
 * in that order; CARD is what remains when the request names neither a token, a group nor a channel.
 */
export function detectPaymentMethod(source: PaymentMethodSource): DetectedPaymentMethod {
  const pay = source.pay ?? {};
  if (present(pay.blikPaymentData?.blikToken) || present(source.blikCode)) return 'BLIK';
  if (isId(pay.groupId)) return `PBL_${pay.groupId}`;
  if (isId(pay.channelId)) return `CHANNEL_${pay.channelId}`;
  return 'CARD';
}
