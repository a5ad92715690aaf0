import { array, number, object, string, type InferType } from 'yup';
import { currencyField } from '../api/fields';

/** An error the provider reports for one payment attempt (e.g. a refused BLIK code). */
export const paymentErrorSchema = object({
  errorCode: string().required(),
  errorMessage: string().default(''),
  fieldName: string().nullable().default(null),
});

/** One payment attempt of a transaction (§3). */
export const transactionPaymentSchema = object({
  status: string().required(),
  method: string().nullable().default(null),
  amountPaid: number().min(0).default(0),
  date: object({ realization: string().nullable().default(null) }).default({ realization: null }),
  errors: array(paymentErrorSchema.required()).default([]),
});

/** The payer as the provider returns it; no e-mail (empty) when the visitor gave none. */
export const transactionPayerSchema = object({
  payerId: string().optional(),
  email: string().defined(),
  name: string().required(),
});

/** §3 Transaction: what the payment step stores after creating a transaction. */
export const transactionSchema = object({
  transactionId: string().required(),
  title: string().required(),
  status: string().required(),
  amount: number().min(0).required(),
  currency: currencyField().required(),
  payer: transactionPayerSchema.required(),
  transactionPaymentUrl: string().default(''),
  date: object({
    creation: string().required(),
    realization: string().nullable().default(null),
  }).required(),
  payments: array(transactionPaymentSchema.required()).default([]),
});
export type Transaction = InferType<typeof transactionSchema>;
