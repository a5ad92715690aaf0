import { boolean, object, type InferType } from 'yup';

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
