import { BLIK_GROUP_ID, detectPaymentMethod } from '@booking/shared-contracts';
import type { PaymentChoice } from '../../providers/paymentGateway';
import { invalidBlikCode, invalidPaymentMethod } from '../../errors';
import { assertBlikCode, assertGroupId, methodTypeOf } from './rules';

/** What the create-transaction body says about the method. */
export interface TpayMethodInput {
  pay?: {
    groupId?: unknown;
    channelId?: number | undefined;
    blikPaymentData?: { blikToken: string } | undefined;
  };
  blikCode?: string | undefined;
}

/** The checked choice sent to Tpay, the §4 detected method and the method type of the §7 key. */
export interface TpayMethod {
  choice: PaymentChoice | undefined;
  method: string;
  methodType: ReturnType<typeof methodTypeOf>;
  groupId: number | undefined;
}

/**
 * Reads the method of a Tpay payment (§5): a BLIK code must be exactly 6 digits and goes with group 150;
 * a group id must be on the allowed list (numeric for a bank transfer); no method at all is a card payment
 * on Tpay's own page.
 */
export function tpayMethodOf(input: TpayMethodInput): TpayMethod {
  const blikCode = input.pay?.blikPaymentData?.blikToken ?? input.blikCode;
  const groupId =
    input.pay?.groupId === undefined
      ? blikCode === undefined
        ? undefined
        : BLIK_GROUP_ID
      : assertGroupId(input.pay.groupId);
  if (blikCode !== undefined) {
    assertBlikCode(blikCode);
    if (groupId !== BLIK_GROUP_ID) throw invalidPaymentMethod();
  } else if (groupId === BLIK_GROUP_ID) {
    throw invalidBlikCode();
  }
  const channelId = input.pay?.channelId;
  const choice: PaymentChoice | undefined =
    blikCode !== undefined
      ? { blikCode }
      : groupId !== undefined
        ? { groupId }
        : channelId !== undefined
          ? { channelId }
          : undefined;
  return {
    choice,
    method: detectPaymentMethod({ blikCode, pay: { groupId, channelId } }),
    methodType: methodTypeOf(groupId),
    groupId,
  };
}
