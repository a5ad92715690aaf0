import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bokunSchedule } from '@booking/shared-contracts';
import { invalidateScheduleMonth } from '../cache';
import { scheduleAnswerKey, scheduleMonthKey } from '../services/catalog';
import { rawRequest } from '../testing/rawHttp';
import { startHarness, upstreamCalls, type Harness } from '../../test/bokunHarness';
import { OLD_TOWN } from '@booking/sandbox/testing';

// 10 June 2026: the sandbox publishes June to November.
const TODAY = new Date('2026-06-10T09:00:00Z');
const AVAILABILITIES = /^\/activity\.json\/\d+\/availabilities$/;
const SEPTEMBER = `/api/bokun/schedule/${OLD_TOWN}/2026-09-01/2026-09-30`;

let h: Harness;
beforeAll(async () => {
  h = await startHarness(TODAY);
});
afterAll(() => h.close());

const post = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(`${h.bff.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ configId: 'demo' }),
  });

describe('catalogue answers compressed, with validators', () => {
  it('answers a month of schedule in brotli or gzip by Accept-Encoding, the same document each way', async () => {
    const br = await post(SEPTEMBER, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    const gz = await post(SEPTEMBER, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await post(SEPTEMBER, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const document = JSON.parse(plain.body.toString('utf8')) as unknown;
    expect(bokunSchedule.response.isValidSync(document, { strict: true })).toBe(true);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(document);
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(document);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    // One representation, one tag: the identity and compressed forms carry the same entity.
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
  });

  it('writes the stored bytes on a cache hit: the same compressed answer, Bokun asked once', async () => {
    h.sandbox.state.bokun.reset();
    const path = `/api/bokun/schedule/${OLD_TOWN}/2026-10-01/2026-10-31`;
    const first = await post(path, { 'accept-encoding': 'br' });
    h.clock.advance(2_000);
    const second = await post(path, { 'accept-encoding': 'br' });
    expect(second.body.equals(first.body)).toBe(true);
    expect(upstreamCalls(h.sandbox, 'GET', AVAILABILITIES)).toBe(1);
  });

  it('answers a repeat fetch naming the ETag with 304 and no body', async () => {
    const first = await post(SEPTEMBER, { 'accept-encoding': 'br' });
    const repeat = await post(SEPTEMBER, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(repeat.status).toBe(304);
    expect(repeat.body.length).toBe(0);
    expect(repeat.headers['content-encoding']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the stored answer under its month, so the month’s invalidation drops it too', async () => {
    const input = { configId: 'demo', activityId: OLD_TOWN, startDate: '2026-09-01', endDate: '2026-09-30' };
    const key = scheduleAnswerKey(input, '2026-09');
    const month = scheduleMonthKey('demo', OLD_TOWN, '2026-09', 'PLN');
    expect(key.startsWith(month)).toBe(true);
    await post(SEPTEMBER);
    const deps = h.bff.deps;
    expect(await deps.cache.get(key)).toBeDefined();
    await invalidateScheduleMonth(deps.cache, { configId: 'demo', activityId: OLD_TOWN, month: '2026-09' });
    expect(await deps.cache.get(key)).toBeUndefined();
  });

  it('answers a window over two months correctly, compressed on the fly', async () => {
    const res = await post(`/api/bokun/schedule/${OLD_TOWN}/2026-06-20/2026-07-05`, {
      'accept-encoding': 'gzip',
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const dates = (
      JSON.parse(gunzipSync(res.body).toString('utf8')) as { data: Array<{ date: string }> }
    ).data.map((slot) => slot.date);
    expect(dates.every((d) => d >= '2026-06-20' && d <= '2026-07-05')).toBe(true);
    expect(res.headers.etag).toBeDefined();
  });

  it('gives general information and the widget config an ETag, and a 304 for a current copy', async () => {
    const info = await post(`/api/bokun/general-information/${OLD_TOWN}/en`, { 'accept-encoding': 'br' });
    expect(info.headers['content-encoding']).toBe('br');
    expect(info.headers.etag).toBeDefined();
    const again = await post(`/api/bokun/general-information/${OLD_TOWN}/en`, {
      'if-none-match': info.headers.etag!,
    });
    expect(again.status).toBe(304);

    const config = await rawRequest(`${h.bff.url}/api/widget-config/demo`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(config.status).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
    const revalidated = await rawRequest(`${h.bff.url}/api/widget-config/demo`, {
      headers: { 'if-none-match': config.headers.etag! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('leaves small answers and errors uncompressed', async () => {
    const missing = await post('/api/bokun/schedule/9999/2026-06-01/2026-06-30', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
    expect(JSON.parse(missing.body.toString('utf8'))).toMatchObject({
      error: { code: 'activity_not_available' },
    });
  });
});
