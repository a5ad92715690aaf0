import { cached } from './cached';
import { catalogKey, invalidateScheduleMonth, type CatalogKeyParts } from './catalogKey';
import { testCacheEngines } from './testing/testCaches';

const schedule = (overrides: Partial<CatalogKeyParts> = {}): CatalogKeyParts => ({
  kind: 'schedule',
  configId: 'demo',
  activityId: 1234,
  month: '2026-12',
  currency: 'PLN',
  lang: 'pl',
  ...overrides,
});

describe('catalogKey', () => {
  it('puts currency and language last, after the month', () => {
    expect(catalogKey(schedule())).toBe('catalog:schedule:demo:1234:2026-12:PLN:pl');
  });

  it('keys general information without a month', () => {
    const key = catalogKey({
      kind: 'general-information',
      configId: 'demo',
      activityId: 7,
      currency: 'EUR',
      lang: 'de',
    });
    expect(key).toBe('catalog:general-information:demo:7:-:EUR:de');
  });

  it('encodes separators inside parts so one id cannot forge another key', () => {
    expect(catalogKey(schedule({ configId: 'a:b' }))).not.toBe(
      catalogKey(schedule({ configId: 'a', activityId: 'b:1234' })),
    );
  });

  it('refuses a schedule key without a YYYY-MM month', () => {
    expect(() => catalogKey(schedule({ month: undefined }))).toThrow(TypeError);
    expect(() => catalogKey(schedule({ month: '2026-13' }))).toThrow(TypeError);
    expect(() => catalogKey(schedule({ month: '2026-12-01' }))).toThrow(TypeError);
  });
});

describe.each(testCacheEngines())('invalidateScheduleMonth on $name', (engine) => {
  afterAll(() => engine.cleanup());

  it('drops every currency and language of the month and nothing else', async () => {
    const cache = engine.open();
    const touched = [
      schedule(),
      schedule({ currency: 'EUR', lang: 'en' }),
      schedule({ currency: 'USD', lang: 'de' }),
    ];
    const untouched = [
      schedule({ month: '2027-01' }),
      schedule({ activityId: 12345 }),
      schedule({ activityId: 123 }),
      schedule({ configId: 'other' }),
      { ...schedule({ month: undefined }), kind: 'general-information' as const },
    ];
    await Promise.all(
      [...touched, ...untouched].map((parts) => cache.set(catalogKey(parts), 'slots', 60_000)),
    );

    await expect(
      invalidateScheduleMonth(cache, { configId: 'demo', activityId: 1234, month: '2026-12' }),
    ).resolves.toBe(3);
    for (const parts of touched) await expect(cache.get(catalogKey(parts))).resolves.toBeUndefined();
    for (const parts of untouched) await expect(cache.get(catalogKey(parts))).resolves.toBe('slots');
  });

  it('keeps a schedule load that was in flight during the invalidation from storing old data', async () => {
    const cache = engine.open();
    const key = catalogKey(schedule());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const before = cached(cache, key, 60_000, async () => {
      await gate;
      return 'before the reservation';
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await invalidateScheduleMonth(cache, { configId: 'demo', activityId: 1234, month: '2026-12' });
    const after = cached(cache, key, 60_000, () => Promise.resolve('after the reservation'));
    release();
    await expect(before).resolves.toBe('before the reservation');
    await expect(after).resolves.toBe('after the reservation');
    await expect(cache.get(key)).resolves.toBe('after the reservation');
  });
});
