import { activityDetailsSchema } from '@booking/shared-contracts';
import { startSandbox, type RunningSandbox } from '@booking/sandbox';
import { createBokunApi } from './api';
import { mapActivityDetails } from './mapActivity';
import type { BokunActivityJson, BokunRateJson } from './types';
import { ProviderError } from '../providerError';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const fetchActivity = (id: number, lang = 'en') =>
  createBokunApi({
    baseUrl: sandbox.url,
    accessKey: 'demo-access-key',
    secretKey: 'demo-secret-key',
  }).getActivity(id, lang, 'PLN');

const buildActivity = (overrides: BokunActivityJson = {}): BokunActivityJson => ({
  id: 7,
  title: 'Tour',
  ...overrides,
});

describe('mapActivityDetails', () => {
  it('turns a Bokun activity into contract activity details', async () => {
    const details = mapActivityDetails(await fetchActivity(1001));
    expect(activityDetailsSchema.validateSync(details, { strict: true })).toEqual(details);
    expect(details).toMatchObject({
      id: 1001,
      title: 'Kraków Old Town Walking Tour',
      externalId: 'KRK-OLDTOWN-ENG',
      currency: 'PLN',
      vendor: { title: 'Demo Tours Kraków', currencyCode: 'PLN' },
      defaultRateId: 10_021,
      nextDefaultPriceMoney: { amount: 120, currency: 'PLN' },
      duration: { hours: 2, minutes: 0, days: 0, weeks: 0, text: '2 hours' },
    });
    expect(details.pricingCategories[1]).toMatchObject({
      title: 'Child',
      ageQualified: true,
      minAge: 4,
      maxAge: 12,
    });
    expect(details.rates[1]).toMatchObject({
      title: 'Morning saver',
      allStartTimes: false,
      startTimeIds: [10_010],
    });
    expect(details.photos[0]).toEqual({
      url: `${sandbox.url}/__sandbox/photos/old-town.svg?w=1200&h=800`,
      alt: "The Cloth Hall and St Mary's Basilica on the Main Square",
      width: 1200,
      height: 800,
      sizes: [
        { url: `${sandbox.url}/__sandbox/photos/old-town.svg?w=480&h=320`, width: 480 },
        { url: `${sandbox.url}/__sandbox/photos/old-town.svg?w=1200&h=800`, width: 1200 },
      ],
    });
  });

  it('gives the product header plain text: description paragraphs, highlights, included and excluded items', async () => {
    const details = mapActivityDetails(await fetchActivity(1001));
    expect(details.description.split('\n\n')).toHaveLength(2);
    expect(details.description).not.toMatch(/[<>]/);
    expect(details.highlights).toEqual([
      'The Main Square and the Cloth Hall',
      "St Mary's Basilica and the hourly bugle call",
      'Wawel Hill and the Royal Castle courtyard',
    ]);
    expect(details.included).toEqual([
      'Licensed English-speaking guide',
      'Headsets for groups of more than 10',
    ]);
    expect(details.excluded).toEqual(['Entry tickets to the interiors', 'Tips']);
    expect(details).toMatchObject({
      location: 'Kraków, Poland',
      startingLocation: 'Adam Mickiewicz Monument, Rynek Główny, Kraków',
    });
  });

  it("states each rate's cancellation rules, longest cutoff first", async () => {
    const details = mapActivityDetails(await fetchActivity(1001));
    expect(details.rates.map((rate) => rate.cancellationPolicy)).toEqual([
      { penaltyRules: [{ cutoffHours: 24, percentage: 100 }] },
      {
        penaltyRules: [
          { cutoffHours: 48, percentage: 50 },
          { cutoffHours: 24, percentage: 100 },
        ],
      },
      { penaltyRules: [{ cutoffHours: 24, percentage: 100 }] },
    ]);
  });

  it('leaves cancellation terms unstated when they are not all percentages or there are none', () => {
    const policyOf = (cancellationPolicy: BokunRateJson['cancellationPolicy']) =>
      mapActivityDetails(buildActivity({ rates: [{ id: 1, cancellationPolicy }] })).rates[0]
        ?.cancellationPolicy;
    expect(
      policyOf({
        penaltyRules: [
          { cutoffHours: 48, chargeType: 'percentage', percentage: 50 },
          { cutoffHours: 24, chargeType: 'fee', percentage: null },
        ],
      }),
    ).toBeNull();
    expect(policyOf({ policyType: 'NON_REFUNDABLE', penaltyRules: [] })).toBeNull();
    expect(policyOf(null)).toBeNull();
  });

  it('builds the srcset from derived sizes of the same shape and takes the caption as alt text', () => {
    const details = mapActivityDetails(
      buildActivity({
        keyPhoto: {
          description: ' Rafts on the river ',
          alternateText: '',
          width: 3000,
          height: 2000,
          derived: [
            { name: 'thumbnail', url: 'https://img.test/a.jpg?w=80&h=80' },
            { name: 'large', url: 'https://img.test/a.jpg?w=1000' },
            { name: 'preview', url: 'https://img.test/a.jpg?w=300&h=200' },
            { name: 'odd', url: 'not a url' },
          ],
        },
        photos: [
          { originalUrl: 'https://img.test/b.jpg' },
          { derived: [{ name: 'large', url: 'https://img.test/a.jpg?w=1000' }] },
        ],
      }),
    );
    expect(details.photos).toEqual([
      {
        url: 'https://img.test/a.jpg?w=1000',
        alt: 'Rafts on the river',
        width: 1000,
        height: 667,
        sizes: [
          { url: 'https://img.test/a.jpg?w=300&h=200', width: 300 },
          { url: 'https://img.test/a.jpg?w=1000', width: 1000 },
        ],
      },
      { url: 'https://img.test/b.jpg', width: null, height: null, sizes: [] },
    ]);
  });

  it('turns passenger fields into passenger questions with checkout question ids', async () => {
    const details = mapActivityDetails(await fetchActivity(1004));
    expect(details.passengerFields.map((q) => [q.questionId, q.label, q.type, q.context])).toEqual([
      ['firstName', 'First name', 'TEXT', 'PASSENGER'],
      ['lastName', 'Last name', 'TEXT', 'PASSENGER'],
      ['dateOfBirth', 'Date of birth', 'DATE', 'PASSENGER'],
    ]);
    expect(details.bookingQuestions.find((q) => q.questionId === 'shoeSize')).toMatchObject({
      context: 'PASSENGER',
      options: expect.arrayContaining([{ value: '42', label: '42' }]),
    });
  });

  it('keeps the private flag so the widget can tell a private tour', async () => {
    expect(mapActivityDetails(await fetchActivity(1003)).flags).toEqual(['PRIVATE']);
  });

  it('passes on the size of a group ticket, so a group is not counted as one participant', async () => {
    const [group] = mapActivityDetails(await fetchActivity(1003)).pricingCategories;
    expect(group).toMatchObject({ title: 'Private group (up to 8)', groupSize: 8 });
  });

  it('names categories, rates and questions in the language asked for where Bokun offers it', async () => {
    const details = mapActivityDetails(await fetchActivity(1001, 'pl'));
    expect(details.pricingCategories.map((c) => c.title)).toEqual(['Dorosły', 'Dziecko', 'Niemowlę']);
    expect(details.rates.map((r) => r.title)).toEqual(['Standardowa', 'Poranna promocja', 'Taryfa grupowa']);
    expect(details.bookingQuestions[0]?.label).toBe('Wymagania dietetyczne');
  });

  it('reads supplier questions under their other spellings', () => {
    const details = mapActivityDetails(
      buildActivity({
        bookingQuestions: [{ id: 55, title: 'Hotel', dataType: 'SHORT_TEXT', context: 'ODD' }, {}],
      }),
    );
    expect(details.bookingQuestions).toEqual([
      {
        questionId: '55',
        label: 'Hotel',
        type: 'SHORT_TEXT',
        required: false,
        context: 'BOOKING',
        options: [],
      },
    ]);
  });

  it('fills defaults for a sparse activity and drops unusable entries', () => {
    const details = mapActivityDetails(
      buildActivity({
        vendor: { title: 'V', currencyCode: 'eur' },
        rates: [{ title: 'no id' }],
        startTimes: [{ id: 3 }],
      }),
    );
    expect(details).toMatchObject({
      externalId: null,
      currency: undefined,
      vendor: { title: 'V' },
      rates: [],
      startTimes: [],
    });
    expect(activityDetailsSchema.validateSync(details, { strict: true })).toEqual(details);
  });

  it('offers the optional extras, per person or per booking as the rate or the pricing type says', async () => {
    expect(mapActivityDetails(await fetchActivity(1006)).extras).toEqual([
      {
        id: 60_031,
        title: 'Dry bag',
        information: 'A 10-litre bag for clothes and phone.',
        pricedPerPerson: true,
        maxPerBooking: 8,
        limitByPax: true,
      },
      {
        id: 60_032,
        title: 'Waterproof phone case',
        information: '',
        pricedPerPerson: false,
        maxPerBooking: 1,
        limitByPax: false,
      },
    ]);
    const details = mapActivityDetails(
      buildActivity({
        rates: [
          {
            id: 1,
            extraConfigs: [{ activityExtraId: 4, selectionType: 'MANDATORY', pricedPerPerson: true }],
          },
        ],
        bookableExtras: [
          { id: 2, title: 'Lunch', pricingType: 'PER_PERSON', maxPerBooking: 10 },
          { id: 3, title: 'Helmet', included: true, pricingType: 'PER_PERSON' },
          { id: 4, title: 'Insurance', pricingType: 'PER_PERSON' },
          { id: 5, title: 'Boat', pricingType: 'PER_BOOKING', maxPerBooking: 1 },
        ],
      }),
    );
    expect(details.extras.map((e) => [e.id, e.pricedPerPerson])).toEqual([
      [2, true],
      [5, false],
    ]);
    expect(activityDetailsSchema.validateSync(details, { strict: true })).toEqual(details);
  });

  it('refuses an activity without an id or a title', () => {
    expect(() => mapActivityDetails({ title: 'x' })).toThrow(ProviderError);
    expect(() => mapActivityDetails({ id: 3 })).toThrow(ProviderError);
  });
});
