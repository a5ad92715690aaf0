import { bokunAuthHeaders, signBokunRequest } from './signing';

describe('signBokunRequest', () => {
  it('reproduces the worked example of the Bokun docs', () => {
    expect(
      signBokunRequest({
        secretKey: '23e2c7da7f7048e5b46f96bc91324800',
        accessKey: 'de235a6a15c340b6b1e1cb5f3687d04a',
        date: '2013-11-09 14:33:46',
        method: 'POST',
        pathAndQuery: '/activity.json/search?lang=EN&currency=ISK',
      }),
    ).toBe('XrOiTYa9Y34zscnLCsAEh8ieoyo=');
  });

  it('upper-cases the method before signing', () => {
    const base = { secretKey: 's', accessKey: 'a', date: '2026-01-01 00:00:00', pathAndQuery: '/x' };
    expect(signBokunRequest({ ...base, method: 'get' })).toBe(signBokunRequest({ ...base, method: 'GET' }));
  });

  it('changes when the query string changes (the exact wire path is signed)', () => {
    const base = { secretKey: 's', accessKey: 'a', date: '2026-01-01 00:00:00', method: 'GET' };
    expect(signBokunRequest({ ...base, pathAndQuery: '/x?a=1&b=2' })).not.toBe(
      signBokunRequest({ ...base, pathAndQuery: '/x?b=2&a=1' }),
    );
  });
});

describe('bokunAuthHeaders', () => {
  it('sends the UTC date without T, milliseconds or zone, the access key and the signature', () => {
    const headers = bokunAuthHeaders(
      { accessKey: 'de235a6a15c340b6b1e1cb5f3687d04a', secretKey: '23e2c7da7f7048e5b46f96bc91324800' },
      'POST',
      '/activity.json/search?lang=EN&currency=ISK',
      new Date('2013-11-09T14:33:46.789Z'),
    );
    expect(headers).toEqual({
      'X-Bokun-Date': '2013-11-09 14:33:46',
      'X-Bokun-AccessKey': 'de235a6a15c340b6b1e1cb5f3687d04a',
      'X-Bokun-Signature': 'XrOiTYa9Y34zscnLCsAEh8ieoyo=',
    });
  });
});
