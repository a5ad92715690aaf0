import { successPayload } from '@booking/shared-contracts/testing';
import {
  buildSuccessPayload,
  decodeSuccessData,
  successPageUrl,
  successRedirectUrl,
  type SuccessPayload,
} from './successPayload';

function buildPayload(overrides: Partial<SuccessPayload> = {}): SuccessPayload {
  const { version: _version, ...fields } = successPayload(overrides);
  return buildSuccessPayload(fields);
}

describe('buildSuccessPayload', () => {
  it('stamps "payload version 2.1"', () => {
    expect(buildPayload().version).toBe('2.1');
  });
});

describe('successPageUrl', () => {
  it('targets {host}/{lang}/megabilet/success', () => {
    expect(successPageUrl('https://tours.example/', 'de')).toBe('https://tours.example/de/megabilet/success');
  });

  it('omits the language prefix for English', () => {
    expect(successPageUrl('https://tours.example', 'en')).toBe('https://tours.example/megabilet/success');
  });

  it('uses a configured success-page URL instead', () => {
    expect(successPageUrl('https://tours.example', 'pl', 'https://partner.example/thanks')).toBe(
      'https://partner.example/thanks',
    );
  });
});

describe('successRedirectUrl', () => {
  it('carries source, completed_via=external, data and lang', () => {
    const url = new URL(
      successRedirectUrl({ host: 'https://tours.example', source: 'widget', payload: buildPayload() }),
    );
    expect([
      url.pathname,
      url.searchParams.get('source'),
      url.searchParams.get('completed_via'),
      url.searchParams.get('lang'),
    ]).toEqual(['/pl/megabilet/success', 'widget', 'external', 'pl']);
    expect(decodeSuccessData(url.searchParams.get('data') ?? '')).toEqual(buildPayload());
  });

  it('adds status=error only on failure', () => {
    const ok = new URL(
      successRedirectUrl({ host: 'https://t.example', source: 's', payload: buildPayload() }),
    );
    const failed = new URL(
      successRedirectUrl({
        host: 'https://t.example',
        source: 's',
        payload: buildPayload({ status: 'error' }),
      }),
    );
    expect([ok.searchParams.get('status'), failed.searchParams.get('status')]).toEqual([null, 'error']);
  });

  it('adds method=url on a widget redirect', () => {
    const url = new URL(
      successRedirectUrl({
        host: 'https://t.example',
        source: 's',
        payload: buildPayload(),
        viaWidget: true,
      }),
    );
    expect(url.searchParams.get('method')).toBe('url');
  });

  it('keeps parameters already on a configured URL', () => {
    const url = new URL(
      successRedirectUrl({
        host: 'https://t.example',
        configuredUrl: 'https://partner.example/thanks?ref=7',
        source: 's',
        payload: buildPayload(),
      }),
    );
    expect([url.origin, url.searchParams.get('ref')]).toEqual(['https://partner.example', '7']);
  });
});
