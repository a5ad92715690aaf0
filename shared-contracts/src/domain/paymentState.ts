import { array, boolean, object, string, type InferType } from 'yup';
import { paymentMethodSchema } from './paymentMethod';
import { transactionSchema } from './transaction';
import { PAYMENT_STATUSES } from './enums';

/** §3 agreements; §5: terms and paymentTerms are required, marketing is optional. */
export const agreementsSchema = object({
  terms: boolean().default(false),
  paymentTerms: boolean().default(false),
  marketing: boolean().default(false),
});
export type Agreements = InferType<typeof agreementsSchema>;

/** The agreements a payment needs (§5). */
export const REQUIRED_AGREEMENTS = ['terms', 'paymentTerms'] as const satisfies readonly (keyof Agreements)[];

/** True when every required agreement is given. */
export function hasRequiredAgreements(agreements: Agreements): boolean {
  return REQUIRED_AGREEMENTS.every((name) => agreements[name]);
}

/** §3 Payment state. */
export const paymentStateSchema = object({
  selectedMethod: string().nullable().default(null),
  blikCode: string().default(''),
  paymentMethods: array(paymentMethodSchema.required()).default([]),
  pblMethods: array(paymentMethodSchema.required()).default([]),
  isLoading: boolean().default(false),
  agreements: agreementsSchema,
  paymentStatus: string().oneOf(PAYMENT_STATUSES).default('not_paid'),
  transaction: transactionSchema.nullable().default(null),
});
export type PaymentState = InferType<typeof paymentStateSchema>;
