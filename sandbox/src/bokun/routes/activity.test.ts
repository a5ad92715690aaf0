import { createSandboxApp } from '../../app';
import { signedBokun } from '../../testing/signedBokun';
import { OLD_TOWN_ENG_ID, OLD_TOWN_POL_ID, PRIVATE_TOUR_ID } from '../catalog';
import type { BokunActivity, BokunAvailability } from '../types';

// Tuesday 10 March 2026: availability runs to 9 September, May (two months on) is empty.
const now = new Date('2026-03-10T09:00:00Z');
const clock = () => now;

function setup() {
  const { app } = createSandboxApp({ clock });
  return signedBokun(app, clock);
}

async function availabilities(start: string, end: string, extra = '', id = OLD_TOWN_ENG_ID) {
  const res = await setup().get(
    `/activity.json/${id}/availabilities?start=${start}&end=${end}&currency=PLN&lang=EN${extra}`,
  );
  expect(res.status).toBe(200);
  return res.body as BokunAvailability[];
}

describe('GET /activity.json/{id}', () => {
  it('returns the activity with categories, rates, start times and questions', async () => {
    const res = await setup().get(`/activity.json/${OLD_TOWN_ENG_ID}?lang=EN&currency=PLN`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: OLD_TOWN_ENG_ID,
      externalId: 'KRK-OLDTOWN-ENG',
      bookingType: 'DATE_AND_TIME',
      vendor: { title: 'Demo Tours Kraków', currencyCode: 'PLN' },
      nextDefaultPriceMoney: { amount: 120, currency: 'PLN' },
      timeZone: 'Europe/Warsaw',
    });
    const titles = (res.body.pricingCategories as { title: string }[]).map((c) => c.title);
    expect(titles).toEqual(['Adult', 'Child', 'Infant']);
    expect(res.body.pricingCategories[1]).toMatchObject({ ageQualified: true, minAge: 4, maxAge: 12 });
    expect(res.body.pricingCategories[2]).toMatchObject({
      dependent: true,
      masterCategoryId: 10_001,
      maxPerMaster: 2,
    });
    expect(res.body.rates).toHaveLength(3);
    expect(res.body.rates[1]).toMatchObject({
      title: 'Morning saver',
      allStartTimes: false,
      startTimeIds: [10_010],
    });
    expect(res.body.rates[2]).toMatchObject({ title: 'Group Rate', minPerBooking: 6, maxPerBooking: 20 });
    expect((res.body.startTimes as { label: string }[]).map((s) => s.label)).toEqual([
      '10:00',
      '14:00',
      '18:00',
    ]);
    expect(res.body.passengerFields).toEqual([
      { field: 'FIRST_NAME', required: true, requiredBeforeDeparture: false },
      { field: 'LAST_NAME', required: true, requiredBeforeDeparture: false },
    ]);
    expect(res.body.bookingQuestions.length).toBeGreaterThan(0);
  });

  it('marks the private tour by its external id and flags', async () => {
    const res = await setup().get(`/activity.json/${PRIVATE_TOUR_ID}?lang=EN&currency=PLN`);
    expect(res.body.externalId).toContain('PRIV');
    expect(res.body.flags).toContain('PRIVATE');
    expect(res.body.rates[0].pricedPerPerson).toBe(false);
  });

  it('describes every seeded activity for its product header: photo, lists, start point and policies', async () => {
    const { app, state } = createSandboxApp({ clock });
    const bokun = signedBokun(app, clock);
    for (const id of state.bokun.catalogue.keys()) {
      const res = await bokun.get(`/activity.json/${id}?lang=EN&currency=PLN`);
      const body = res.body as BokunActivity;
      expect(body.excerpt.length).toBeGreaterThan(20);
      expect(body.description).toMatch(/<p>.{40,}<\/p>.*<ul>(<li>[^<]+<\/li>){2,}<\/ul>/);
      expect(body.included).toMatch(/^<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(body.excluded).toMatch(/^<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(body.keyPhoto?.alternateText).toBeTruthy();
      for (const rate of body.rates) expect(rate.cancellationPolicy.penaltyRules.length).toBeGreaterThan(0);
      expect(body.meetingType).toBe(body.startPoints.length > 0 ? 'MEET_ON_LOCATION' : 'PICK_UP');
    }
  });

  it('serves photo URLs on the origin it was reached at, each derived size naming its size', async () => {
    const res = await setup()
      .get(`/activity.json/${PRIVATE_TOUR_ID}?lang=EN&currency=PLN`)
      .set('Host', 'sandbox.test:9');
    const photo = (res.body as BokunActivity).keyPhoto;
    expect(photo).toMatchObject({ width: 1200, height: 800 });
    expect(photo?.derived.map((d) => d.url)).toEqual([
      'http://sandbox.test:9/__sandbox/photos/salt-mine.svg?w=80&h=80',
      'http://sandbox.test:9/__sandbox/photos/salt-mine.svg?w=480&h=320',
      'http://sandbox.test:9/__sandbox/photos/salt-mine.svg?w=1200&h=800',
    ]);
  });

  it('answers in the requested language: names the vendor translated, in Polish for lang=PL', async () => {
    const res = await setup().get(`/activity.json/${OLD_TOWN_ENG_ID}?lang=PL&currency=PLN`);
    expect(res.body.title).toBe('Spacer po Starym Mieście w Krakowie');
    expect(res.body.languages).toEqual(['EN', 'PL']);
    // The location reads "Kraków, Polska" on the Polish page, not "Kraków, Poland".
    expect(res.body.googlePlace).toMatchObject({ city: 'Kraków', country: 'Polska', countryCode: 'PL' });
    expect((res.body.pricingCategories as { title: string }[]).map((c) => c.title)).toEqual([
      'Dorosły',
      'Dziecko',
      'Niemowlę',
    ]);
    expect((res.body.rates as { title: string }[]).map((r) => r.title)).toEqual([
      'Standardowa',
      'Poranna promocja',
      'Taryfa grupowa',
    ]);
    expect((res.body.bookingQuestions as { label: string }[]).map((q) => q.label)).toEqual([
      'Wymagania dietetyczne',
      'Czy ktoś potrzebuje dostępu bez schodów?',
    ]);
  });

  it('falls back to the base language for a language without translations, and translates both ways', async () => {
    const german = await setup().get(`/activity.json/${OLD_TOWN_ENG_ID}?lang=DE&currency=PLN`);
    expect(german.body.pricingCategories[0].title).toBe('Adult');
    const polishTourInGerman = await setup().get(`/activity.json/${OLD_TOWN_POL_ID}?lang=DE&currency=PLN`);
    expect(polishTourInGerman.body.pricingCategories[0].title).toBe('Dorosły');
    const polishTourInEnglish = await setup().get(`/activity.json/${OLD_TOWN_POL_ID}?lang=EN&currency=PLN`);
    expect(polishTourInEnglish.body).toMatchObject({
      title: 'Kraków Old Town Walking Tour',
      excerpt: 'Two hours through the Old Town with a licensed guide, in Polish.',
      languages: ['PL', 'EN'],
    });
    expect(polishTourInEnglish.body.rates[0].title).toBe('Standard');
    expect(polishTourInEnglish.body.googlePlace.country).toBe('Poland');
  });

  it('answers 404 with a message for an unknown activity', async () => {
    const res = await setup().get('/activity.json/999999?lang=EN&currency=PLN');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Activity not found: 999999' });
  });
});

describe('GET /activity.json/{id}/availabilities', () => {
  it('returns one entry per start time and day, with Bokun ids, UTC-midnight dates and prices by rate', async () => {
    const slots = await availabilities('2026-03-17', '2026-03-17');
    expect(slots.map((s) => s.startTime)).toEqual(['10:00', '14:00', '18:00']);
    const [first] = slots;
    expect(first).toMatchObject({
      id: '10010_20260317',
      activityId: OLD_TOWN_ENG_ID,
      date: Date.UTC(2026, 2, 17),
      startTimeId: 10_010,
      soldOut: false,
      unlimitedAvailability: false,
      defaultRateId: 10_021,
      availabilityCount: 23,
    });
    expect(first?.pricesByRate.find((r) => r.activityRateId === 10_021)?.pricePerCategoryUnit).toEqual([
      {
        id: 10_001,
        amount: { amount: 120, currency: 'PLN' },
        minParticipantsRequired: 0,
        maxParticipantsRequired: 0,
      },
      {
        id: 10_002,
        amount: { amount: 80, currency: 'PLN' },
        minParticipantsRequired: 0,
        maxParticipantsRequired: 0,
      },
      {
        id: 10_003,
        amount: { amount: 0, currency: 'PLN' },
        minParticipantsRequired: 0,
        maxParticipantsRequired: 0,
      },
    ]);
  });

  it('offers the rate limited to the first start time only at that start time', async () => {
    const slots = await availabilities('2026-03-17', '2026-03-17');
    const rateIds = slots.map((s) => s.rates.map((r) => r.id));
    expect(rateIds).toEqual([
      [10_021, 10_022, 10_023],
      [10_021, 10_023],
      [10_021, 10_023],
    ]);
  });

  it("serves weekend prices as that day's category prices and keeps the extra-price list for extras", async () => {
    const [saturday] = await availabilities('2026-03-14', '2026-03-14');
    const standard = saturday?.pricesByRate.find((r) => r.activityRateId === 10_021);
    expect(standard?.pricePerCategoryUnit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 10_001, amount: { amount: 140, currency: 'PLN' } }),
        expect.objectContaining({ id: 10_002, amount: { amount: 80, currency: 'PLN' } }),
      ]),
    );
    expect(standard?.extraPricePerCategoryUnit).toEqual([]);
    const [tuesday] = await availabilities('2026-03-17', '2026-03-17');
    const weekday = tuesday?.pricesByRate.find((r) => r.activityRateId === 10_021);
    expect(weekday?.pricePerCategoryUnit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 10_001, amount: { amount: 120, currency: 'PLN' } }),
      ]),
    );
    expect(weekday?.extraPricePerCategoryUnit).toEqual([]);
  });

  it('serves the free-sale hike (1005) as unlimited, never sold out, and books past its nominal count', async () => {
    const res = await setup().get(`/activity.json/1005/availabilities?start=2026-03-15&end=2026-03-15`);
    const slots = res.body as { unlimitedAvailability: boolean; soldOut: boolean }[];
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot).toMatchObject({ unlimitedAvailability: true, soldOut: false });
  });

  it('renders the shapes real captures show: address objects, extraPrices {}, minParticipants 1, master 0', async () => {
    const [slot] = await availabilities('2026-03-17', '2026-03-17');
    expect(slot).toMatchObject({ minParticipants: 1, extraPrices: {}, unlimitedAvailability: false });
    const activity = (await setup().get(`/activity.json/${OLD_TOWN_ENG_ID}?lang=EN&currency=PLN`)).body as {
      startPoints: { address: { city: string } }[];
      pricingCategories: { id: number; masterCategoryId: number }[];
    };
    expect(activity.startPoints[0]?.address).toMatchObject({ city: 'Kraków', countryCode: 'PL' });
    expect(activity.pricingCategories.find((c) => c.id === 10_001)?.masterCategoryId).toBe(0);
  });

  it('sells out the last start time on days divisible by five', async () => {
    const slots = await availabilities('2026-03-20', '2026-03-20');
    expect(slots.map((s) => [s.startTime, s.soldOut, s.availabilityCount])).toEqual([
      ['10:00', false, expect.any(Number)],
      ['14:00', false, expect.any(Number)],
      ['18:00', true, 0],
    ]);
    const open = await availabilities('2026-03-20', '2026-03-20', '&includeSoldOut=false');
    expect(open.map((s) => s.startTime)).toEqual(['10:00', '14:00']);
  });

  it('has no availability at all in the month two months ahead', async () => {
    expect(await availabilities('2026-05-01', '2026-05-31')).toEqual([]);
    expect((await availabilities('2026-06-01', '2026-06-30')).length).toBe(30 * 3);
  });

  it('publishes nothing before today nor from six months ahead', async () => {
    expect(await availabilities('2026-03-01', '2026-03-09')).toEqual([]);
    expect(await availabilities('2026-09-10', '2026-09-30')).toEqual([]);
    expect((await availabilities('2026-09-09', '2026-09-09')).length).toBe(3);
  });

  it("leaves out today's start times that have begun: at 10:00 in Warsaw (09:00 UTC) only 14:00 and 18:00", async () => {
    expect((await availabilities('2026-03-10', '2026-03-10')).map((s) => s.startTime)).toEqual([
      '14:00',
      '18:00',
    ]);
  });

  it('refuses missing or malformed dates with 400 and the field names', async () => {
    const res = await setup().get(`/activity.json/${OLD_TOWN_ENG_ID}/availabilities?start=2026-02-30`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'start and end must be dates in yyyy-MM-dd format',
      fields: { start: 'required, yyyy-MM-dd', end: 'required, yyyy-MM-dd' },
    });
    const reversed = await setup().get(
      `/activity.json/${OLD_TOWN_ENG_ID}/availabilities?start=2026-04-02&end=2026-04-01`,
    );
    expect(reversed.status).toBe(400);
  });

  it('answers 404 for an unknown activity', async () => {
    const res = await setup().get('/activity.json/424242/availabilities?start=2026-04-01&end=2026-04-02');
    expect(res.status).toBe(404);
  });
});
