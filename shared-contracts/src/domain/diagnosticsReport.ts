import { array, number, object, string, type InferType } from 'yup';
import { DIAGNOSTICS } from './constants';

/** §4 the four critical flows diagnostics track. */
export const CRITICAL_FLOW_NAMES = ['widgetInit', 'configData', 'payment', 'reservation'] as const;

/** The longest text of one reported error; a longer one is cut (a stack trace is not needed by support). */
export const DIAGNOSTIC_TEXT_MAX = 300;
/** The errors of one flow a report carries (its newest). */
export const DIAGNOSTIC_FLOW_ERRORS_MAX = 5;

const text = () => string().max(DIAGNOSTIC_TEXT_MAX);

/**
 * What a widget session tells support about itself (§4 critical flows, §9 "locally stored critical errors
 * 10"): the newest critical errors and each flow's outcome. It travels with an abandoned-cart funnel row and
 * shows on the booking's support timeline as the visitor's report.
 */
export const diagnosticsReportSchema = object({
  criticalErrors: array(
    object({
      flow: string()
        .oneOf([...CRITICAL_FLOW_NAMES])
        .nullable()
        .defined(),
      message: text().required(),
      /** Epoch ms in the visitor's clock. */
      at: number().integer().min(0).required(),
    }),
  )
    .max(DIAGNOSTICS.storedCriticalErrors)
    .required(),
  flows: array(
    object({
      name: string().oneOf(CRITICAL_FLOW_NAMES).required(),
      status: string().oneOf(['started', 'completed', 'failed']).required(),
      durationMs: number().min(0).nullable().defined(),
      errors: array(text().required()).max(DIAGNOSTIC_FLOW_ERRORS_MAX).required(),
    }),
  )
    .max(CRITICAL_FLOW_NAMES.length)
    .required(),
});

export type DiagnosticsReport = InferType<typeof diagnosticsReportSchema>;
