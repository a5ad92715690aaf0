import { configUrlIssues, configUrlProblem } from './configUrls';

const global = (fields: Record<string, unknown> = {}) => ({
  domain: 'https://tatra.example',
  privacyPolicyUrl: '',
  termsUrl: '',
  payment: { notificationUrl: '', successUrl: '', errorUrl: '' },
  ...fields,
});

describe('configUrlProblem', () => {
  it('accepts https URLs, and http on this machine only', () => {
    for (const url of [
      'https://tatra.example/terms',
      'http://localhost:8082',
      'http://127.0.0.1:8080/x',
      'http://[::1]:3000',
    ]) {
      expect(configUrlProblem(url)).toBeNull();
    }
  });

  it('refuses other schemes, plain http elsewhere, credentials and wildcard hosts', () => {
    expect(configUrlProblem('javascript:alert(1)')).toMatch(/https URL/);
    expect(configUrlProblem('data:text/html,<b>x</b>')).toMatch(/https URL/);
    expect(configUrlProblem('vbscript:msgbox(1)')).toMatch(/https URL/);
    expect(configUrlProblem('ftp://files.example')).toMatch(/https URL/);
    expect(configUrlProblem('http://tatra.example')).toMatch(/https URL/);
    expect(configUrlProblem('http://localhost.evil.example')).toMatch(/https URL/);
    expect(configUrlProblem('https://user:pw@tatra.example')).toMatch(/user name/);
    expect(configUrlProblem('https://*.evil.example')).toMatch(/wildcard/);
    expect(configUrlProblem('not a url')).toMatch(/not a URL/);
  });

  it("lets the BFF's own origin keep the scheme of its PUBLIC_URL", () => {
    expect(configUrlProblem('http://bff.internal:8080/x', 'http://bff.internal:8080')).toBeNull();
    expect(configUrlProblem('http://bff.internal:9090/x', 'http://bff.internal:8080')).toMatch(/https URL/);
  });
});

describe('configUrlIssues', () => {
  it('accepts a bare domain, empty fields and "*" as the only wildcard', () => {
    expect(
      configUrlIssues(global({ domain: 'tatra.example', allowedOrigins: ['*'] }), 'https://bff.example'),
    ).toEqual([]);
  });

  it('holds configured payer URLs to the return-URL rule: the exact domain host or the BFF itself', () => {
    const issues = configUrlIssues(
      global({
        payment: {
          notificationUrl: '',
          successUrl: 'https://shop.tatra.example/ok',
          errorUrl: 'https://bff.example/megabilet/success?status=error',
        },
      }),
      'https://bff.example',
    );
    expect(issues.map((issue) => issue.path)).toEqual(['globalConfig.payment.successUrl']);
  });

  it('names every allowed origin that breaks the rules, and an empty one', () => {
    const issues = configUrlIssues(
      global({
        allowedOrigins: ['https://ok.example', 'https://*.evil.example', '', 'http://partner.example'],
      }),
      'https://bff.example',
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'globalConfig.allowedOrigins[1]',
      'globalConfig.allowedOrigins[2]',
      'globalConfig.allowedOrigins[3]',
    ]);
  });
});
