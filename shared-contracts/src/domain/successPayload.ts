import { array, number, object, string, type InferType } from 'yup';
import { LANGUAGES, SUCCESS_PAYLOAD_VERSION } from './constants';

/** The `data` payload of the success redirect (§2, SPEC-NOTES "Success redirect"), version 2.1. */
export const successPayloadSchema = object({
  version: string().oneOf([SUCCESS_PAYLOAD_VERSION]).required(),
  status: string()
    .oneOf(['success', 'error'] as const)
    .required(),
  confirmationCode: string().nullable().default(null),
  bookingId: number().integer().nullable().default(null),
  activity: object({ id: number().integer().positive().required(), title: string().default('') }).required(),
  /** YYYY-MM-DD */
  date: string().nullable().default(null),
  /** Start time label, e.g. "10:00". */
  time: string().nullable().default(null),
  tickets: array(
    object({
      category: string().required(),
      count: number().integer().min(0).required(),
      price: number().min(0).required(),
    }),
  ).default([]),
  totalPrice: number().min(0).required(),
  currency: string().required(),
  contact: object({
    firstName: string().default(''),
    lastName: string().default(''),
    email: string().default(''),
  }),
  transactionId: string().nullable().default(null),
  provider: string().required(),
  lang: string().oneOf(LANGUAGES).required(),
});
export type SuccessPayload = InferType<typeof successPayloadSchema>;

/** `data` = base64 of `encodeURIComponent(JSON.stringify(payload))` (ASCII before base64, so any text survives). */
export function encodeSuccessData(payload: SuccessPayload): string {
  return btoa(encodeURIComponent(JSON.stringify(payload)));
}

/** Reads a `data` parameter back; undefined when it is not a valid 2.1 payload. */
export function decodeSuccessData(data: string): SuccessPayload | undefined {
  try {
    const parsed = JSON.parse(decodeURIComponent(atob(data))) as unknown;
    return successPayloadSchema.validateSync(parsed);
  } catch {
    return undefined;
  }
}
