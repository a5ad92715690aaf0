import { originPolicy } from './originPolicy';

describe('originPolicy', () => {
  it('allows the origins the config lists, its own domain and the page itself – "messages from other windows are ignored"', () => {
    const policy = originPolicy({
      allowedOrigins: ['https://partner.example', 'http://localhost:8082/'],
      domain: 'https://tours.example/pl',
      ownOrigin: 'https://widgets.example',
    });
    expect(policy.allows('https://partner.example')).toBe(true);
    expect(policy.allows('http://localhost:8082')).toBe(true);
    expect(policy.allows('https://tours.example')).toBe(true);
    expect(policy.allows('https://widgets.example')).toBe(true);
    expect(policy.allows('https://evil.example')).toBe(false);
    expect(policy.allows('null')).toBe(false);
    expect(policy.anyOrigin).toBe(false);
  });

  it('allows any origin "only when the config says so" with "*"', () => {
    const policy = originPolicy({ allowedOrigins: ['*'] });
    expect(policy.anyOrigin).toBe(true);
    expect(policy.allows('https://anyone.example')).toBe(true);
  });

  it('without a list allows only the config domain and the page itself', () => {
    const policy = originPolicy({ domain: '', ownOrigin: 'http://localhost:8080' });
    expect(policy.allows('http://localhost:8080')).toBe(true);
    expect(policy.allows('http://localhost:8082')).toBe(false);
  });
});
