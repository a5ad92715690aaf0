// Loaded with the funnel's sender, never with step 1.
import {
  DIAGNOSTIC_FLOW_ERRORS_MAX,
  DIAGNOSTICS,
  redactDiagnosticsReport,
  type DiagnosticsReport,
} from '@booking/shared-contracts';
import { CRITICAL_FLOWS, type DiagnosticsStore } from './DiagnosticsStore';

/**
 * What this widget instance tells support about itself (§4 critical flows, §9 "locally stored critical
 * errors 10"): the critical errors since it started – the storage keeps other visits' too – and every flow
 * that ran, redacted before it leaves the browser. Null when there is nothing to tell.
 */
export function sessionDiagnostics(diagnostics: DiagnosticsStore): DiagnosticsReport | null {
  const criticalErrors = diagnostics.storedCriticalErrors
    .filter((error) => error.at >= diagnostics.startedAt)
    .slice(-DIAGNOSTICS.storedCriticalErrors);
  const flows = CRITICAL_FLOWS.flatMap((name) => {
    const { status, durationMs, errors } = diagnostics.flows[name];
    return status === 'idle'
      ? []
      : [{ name, status, durationMs, errors: errors.slice(-DIAGNOSTIC_FLOW_ERRORS_MAX) }];
  });
  if (criticalErrors.length === 0 && flows.length === 0) return null;
  return redactDiagnosticsReport({ criticalErrors, flows });
}
