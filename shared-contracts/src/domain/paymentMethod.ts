import { boolean, number, object, string, type InferType } from 'yup';
import { PAYMENT_METHOD_TYPES } from './enums';
import { CARD_AMOUNT_MAX, CARD_AMOUNT_MIN } from './constants';

/** §3 payment method as the widget lists it (Polish provider groups or card-provider methods). */
export const paymentMethodSchema = object({
  id: string().required(),
  name: string().required(),
  img: string().default(''),
  type: string().oneOf(PAYMENT_METHOD_TYPES).required(),
  /** Polish-provider group id; numeric for bank transfers (§5). */
  groupId: number().integer().positive().nullable().default(null),
  onlinePayment: boolean().default(true),
  instantRedirection: boolean().default(false),
  constraints: object({
    amount: object({
      min: number().min(0).default(CARD_AMOUNT_MIN),
      max: number().min(0).default(CARD_AMOUNT_MAX),
    }),
  }),
}).test('bank-transfer-group', 'a bank transfer needs a numeric groupId', (value) =>
  value.type === 'bank_transfer' ? typeof value.groupId === 'number' : true,
);
export type PaymentMethod = InferType<typeof paymentMethodSchema>;
