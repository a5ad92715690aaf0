import { isAllowedReturnUrl } from './returnUrls';

const sites = ['partner.example', 'http://127.0.0.1:8080'];

describe('isAllowedReturnUrl', () => {
  it('accepts https URLs on the config domain', () => {
    expect(isAllowedReturnUrl('https://partner.example/ok?x=1', sites)).toBe(true);
  });

  it("refuses a subdomain of the config domain: it may be someone else's", () => {
    expect(isAllowedReturnUrl('https://shop.partner.example/ok', sites)).toBe(false);
    expect(isAllowedReturnUrl('https://evil.partner.example/ok', sites)).toBe(false);
  });

  it("accepts the BFF's own pages, over http when the BFF itself is served over http", () => {
    expect(isAllowedReturnUrl('http://127.0.0.1:8080/megabilet/success', sites)).toBe(true);
  });

  it('refuses any other host, a look-alike suffix, another port and credentials in the URL', () => {
    expect(isAllowedReturnUrl('https://evil.example/ok', sites)).toBe(false);
    expect(isAllowedReturnUrl('https://evilpartner.example/ok', sites)).toBe(false);
    expect(isAllowedReturnUrl('https://partner.example.evil.example/ok', sites)).toBe(false);
    expect(isAllowedReturnUrl('http://127.0.0.1:9999/megabilet/success', sites)).toBe(false);
    expect(isAllowedReturnUrl('https://partner.example@evil.example/ok', sites)).toBe(false);
    expect(isAllowedReturnUrl('https://user:pw@partner.example/ok', sites)).toBe(false);
  });

  it('refuses http for an https domain, other schemes and text that is not a URL', () => {
    expect(isAllowedReturnUrl('http://partner.example/ok', sites)).toBe(false);
    expect(isAllowedReturnUrl('javascript:alert(1)', sites)).toBe(false);
    expect(isAllowedReturnUrl('//evil.example', sites)).toBe(false);
  });

  it('refuses everything when no site is configured', () => {
    expect(isAllowedReturnUrl('https://partner.example/ok', ['', '  '])).toBe(false);
  });
});
