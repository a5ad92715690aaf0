import { CREDENTIAL_SUFFIXES, credentialPrefix, credentialVarNames } from './credentialVars';

describe('credential variable names', () => {
  it('prefixes each part with the upper-cased config id, a dash becoming an underscore', () => {
    expect(credentialVarNames('demo', 'bokun')).toEqual({
      apiUrl: 'DEMO_BOKUN_API_URL',
      accessKey: 'DEMO_BOKUN_ACCESS_KEY',
      secretKey: 'DEMO_BOKUN_SECRET_KEY',
    });
    expect(credentialVarNames('my-site', 'stripe').secretKey).toBe('MY_SITE_STRIPE_SECRET_KEY');
    expect(credentialPrefix('my-site')).toBe('MY_SITE_');
  });

  it('lists every suffix once, including the names SPEC-NOTES gives for a config', () => {
    expect(new Set(CREDENTIAL_SUFFIXES).size).toBe(CREDENTIAL_SUFFIXES.length);
    for (const suffix of ['TPAY_SECURITY_CODE', 'STRIPE_WEBHOOK_SECRET', 'GOOGLE_SERVICE_ACCOUNT_JSON'])
      expect(CREDENTIAL_SUFFIXES).toContain(suffix);
  });
});
