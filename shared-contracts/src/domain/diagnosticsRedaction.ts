// Apart from the schema: the widget's first download carries the schema (its route table does), not this.
import { DIAGNOSTIC_TEXT_MAX, type DiagnosticsReport } from './diagnosticsReport';

const EMAIL = /[^\s@"'<>(),;]+@[^\s@"'<>(),;]+\.[^\s@"'<>(),;]+/g;
// Six or more digits, spaces and dashes allowed between them: phone numbers, BLIK codes, card numbers.
const LONG_NUMBER = /\+?\d(?:[\s-]?\d){5,}/g;
const SECRET_PAIR = /\b(blikCode|cvv|cardNumber|password|token|key|secret)(\s*[:=]\s*)[^\s,;&]+/gi;

/**
 * A diagnostic text without what identifies the visitor or pays: e-mails, long numbers (phone, BLIK code,
 * card) and `name=value` secrets (§5's field names) are masked, and the text is cut to DIAGNOSTIC_TEXT_MAX.
 * Both ends apply it: the widget before sending, the BFF again on what it receives.
 */
export function redactDiagnosticText(value: string): string {
  const masked = value
    .replace(EMAIL, '[email]')
    .replace(SECRET_PAIR, (_match, name: string, sep: string) => `${name}${sep}[REDACTED]`)
    .replace(LONG_NUMBER, '[number]');
  return masked.length > DIAGNOSTIC_TEXT_MAX ? `${masked.slice(0, DIAGNOSTIC_TEXT_MAX - 1)}…` : masked;
}

/** A report with every text redacted. */
export function redactDiagnosticsReport(report: DiagnosticsReport): DiagnosticsReport {
  return {
    criticalErrors: report.criticalErrors.map((error) => ({
      ...error,
      message: redactDiagnosticText(error.message),
    })),
    flows: report.flows.map((flow) => ({ ...flow, errors: flow.errors.map(redactDiagnosticText) })),
  };
}
