import { redactDiagnosticsReport, redactDiagnosticText } from './diagnosticsRedaction';
import { DIAGNOSTIC_TEXT_MAX, diagnosticsReportSchema } from './diagnosticsReport';

describe('redactDiagnosticText', () => {
  it('masks e-mails, phone numbers, BLIK codes and card numbers', () => {
    expect(redactDiagnosticText('anna@example.com, +48 600-100-200; BLIK 777123; 4111 1111 1111 1111')).toBe(
      '[email], [number]; BLIK [number]; [number]',
    );
  });

  it('masks the value of a §5 secret written name=value, and keeps short numbers (statuses, steps)', () => {
    expect(redactDiagnosticText('HTTP 502 on step 3, token=abc.def key: k-1')).toBe(
      'HTTP 502 on step 3, token=[REDACTED] key: [REDACTED]',
    );
  });

  it(`cuts a text to ${DIAGNOSTIC_TEXT_MAX} characters`, () => {
    expect(redactDiagnosticText('x'.repeat(1000))).toHaveLength(DIAGNOSTIC_TEXT_MAX);
  });
});

describe('diagnosticsReportSchema', () => {
  const report = {
    criticalErrors: [{ flow: 'payment', message: 'refused for anna@example.com', at: 1 }],
    flows: [{ name: 'payment', status: 'failed', durationMs: 10, errors: ['refused'] }],
  };

  it('takes a report of §4 flows and at most 10 critical errors (§9)', () => {
    expect(diagnosticsReportSchema.isValidSync(report)).toBe(true);
    const eleven = Array.from({ length: 11 }, () => report.criticalErrors[0]);
    expect(diagnosticsReportSchema.isValidSync({ ...report, criticalErrors: eleven })).toBe(false);
    expect(
      diagnosticsReportSchema.isValidSync({ ...report, flows: [{ ...report.flows[0], name: 'x' }] }),
    ).toBe(false);
  });

  it('redacts every text of a report', () => {
    const redacted = redactDiagnosticsReport(diagnosticsReportSchema.validateSync(report));
    expect(redacted.criticalErrors[0]?.message).toBe('refused for [email]');
  });
});
