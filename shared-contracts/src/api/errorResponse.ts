import { object, string, mixed, type InferType } from 'yup';

/** Body of every non-2xx JSON answer of the BFF: `{ error: { code, message, details? } }`. */
export const errorResponseSchema = object({
  error: object({
    code: string().required(),
    message: string().required(),
    details: mixed().optional(),
  }).required(),
});
export type ErrorResponse = InferType<typeof errorResponseSchema>;
