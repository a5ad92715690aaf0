import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { API_ERROR_CODES } from './apiErrorCodes';

/** One problem with one input field, as listed in `error.details` of a 400 invalid_request. */
export const fieldIssueSchema = object({
  in: string().oneOf(['params', 'query', 'body']).required(),
  path: string().defined(),
  message: string().required(),
});
export type FieldIssue = InferType<typeof fieldIssueSchema>;
export const fieldIssuesSchema = array(fieldIssueSchema.required());

/**
 * Body of every non-2xx JSON answer of the BFF: `{ error: { code, message, details? } }`. The routes whose
 * 2xx body carries `success` and that declare `failureCarriesSuccess` (the §7 reservation calls) add
 * `success: false` beside it.
 */
export const errorResponseSchema = object({
  success: boolean()
    .oneOf([false])
    .optional()
    .meta({ description: 'false on the routes whose 2xx answer carries success (the reservation calls)' }),
  error: object({
    code: string()
      .oneOf(API_ERROR_CODES)
      .required()
      .meta({ description: 'Stable snake_case code of the API error catalogue' }),
    message: string().required(),
    details: mixed().optional(),
  }).required(),
});
export type ErrorResponse = InferType<typeof errorResponseSchema>;
