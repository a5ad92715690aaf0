import {
  buildSuccessRedirectUrl,
  decodeSuccessData,
  encodeSuccessData,
  type SuccessPayload,
} from './successRedirect';

const payload: SuccessPayload = {
  version: '2.1',
  status: 'success',
  confirmationCode: 'UND-92677922',
  bookingId: 5501,
  activity: { id: 1001, title: 'Wycieczka po Krakowie' },
  date: '2026-06-12',
  time: '10:00',
  tickets: [{ category: 'Dorosły', count: 2, price: 100 }],
  totalPrice: 200,
  currency: 'PLN',
  contact: { firstName: 'Łucja', lastName: 'Żak', email: 'lucja@example.com' },
  transactionId: 'ta_1',
  provider: 'tpay',
  lang: 'pl',
};

describe('success redirect (§2)', () => {
  it('data is base64 of URL-encoded JSON and round-trips Polish text', () => {
    const data = encodeSuccessData(payload);
    expect(decodeURIComponent(atob(data))).toBe(JSON.stringify(payload));
    expect(decodeSuccessData(data)).toEqual(payload);
    expect(decodeSuccessData('not base64 at all')).toBeUndefined();
  });

  it('targets {host}/{lang}/megabilet/success with source, completed_via=external, data, lang', () => {
    const url = new URL(
      buildSuccessRedirectUrl({ host: 'https://example.com/', lang: 'pl', payload, source: 'widget' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://example.com/pl/megabilet/success');
    expect(url.searchParams.get('source')).toBe('widget');
    expect(url.searchParams.get('completed_via')).toBe('external');
    expect(url.searchParams.get('lang')).toBe('pl');
    expect(decodeSuccessData(url.searchParams.get('data') ?? '')).toEqual(payload);
    expect(url.searchParams.has('status')).toBe(false);
  });

  it('omits the language prefix for English and adds status=error and method=url when asked', () => {
    const url = new URL(
      buildSuccessRedirectUrl({
        host: 'https://example.com',
        lang: 'en',
        payload,
        source: 'widget',
        failed: true,
        viaWidget: true,
      }),
    );
    expect(url.pathname).toBe('/megabilet/success');
    expect(url.searchParams.get('status')).toBe('error');
    expect(url.searchParams.get('method')).toBe('url');
  });

  it('uses a configured success-page URL instead of the host path', () => {
    const url = buildSuccessRedirectUrl({
      host: 'https://example.com',
      lang: 'de',
      successUrl: 'https://partner.example/thanks',
      payload,
      source: 'partner',
    });
    expect(url.startsWith('https://partner.example/thanks?source=partner')).toBe(true);
  });
});
