import { bokunGeneralInformation } from '@booking/shared-contracts';
import { mapActivity, mapTicket, pickActivityDetails } from './activityMapper';
import { buildActivityDetails, buildActivityRate, buildPricingCategory } from '../testing/testBuilders';

describe('mapActivity', () => {
  it('maps id, title and vendor title to activityId, activityName and activityOwnerTitle', () => {
    const activity = mapActivity(buildActivityDetails({ vendor: { title: 'Demo Tours' } }));
    expect(activity).toMatchObject({
      activityId: 1001,
      activityName: 'Old Town walking tour',
      activityOwnerTitle: 'Demo Tours',
    });
  });

  it('takes basePrice "from the next default price"', () => {
    expect(mapActivity(buildActivityDetails({ nextDefaultPrice: 120 })).basePrice).toBe(120);
  });

  it('reads the next default price from its money form when the number is absent', () => {
    const details = buildActivityDetails({ nextDefaultPriceMoney: { amount: 95, currency: 'PLN' } });
    expect(mapActivity(details).basePrice).toBe(95);
  });

  it('sets basePrice to 0 when there is no next default price ("else 0")', () => {
    expect(mapActivity(buildActivityDetails({ nextDefaultPrice: null })).basePrice).toBe(0);
  });

  it('maps duration {minutes, hours, days, weeks, text}', () => {
    const duration = { minutes: 30, hours: 1, days: 0, weeks: 0, text: '1.5 hours' };
    expect(mapActivity(buildActivityDetails({ duration })).duration).toEqual(duration);
  });

  it('gives a zero duration when the provider has none', () => {
    expect(mapActivity(buildActivityDetails()).duration).toEqual({
      minutes: 0,
      hours: 0,
      days: 0,
      weeks: 0,
      text: '',
    });
  });

  it('builds tickets from the pricing categories', () => {
    const details = buildActivityDetails({
      pricingCategories: [buildPricingCategory({ id: 21 }), buildPricingCategory({ id: 22, title: 'Child' })],
    });
    expect(mapActivity(details).tickets.map((ticket) => [ticket.id, ticket.name])).toEqual([
      [21, 'Adult'],
      [22, 'Child'],
    ]);
  });

  it('detects the activity type from the external id', () => {
    expect(mapActivity(buildActivityDetails({ externalId: 'KRK-ENG-01' })).activityType).toBe('ENG');
  });

  it('detects a private tour from the provider flag PRIVATE', () => {
    expect(mapActivity(buildActivityDetails({ flags: ['PRIVATE'] })).activityType).toBe('PRIV');
  });

  it('defaults minParticipants to 1 and maxParticipants to 100', () => {
    expect(mapActivity(buildActivityDetails())).toMatchObject({ minParticipants: 1, maxParticipants: 100 });
  });

  it('takes participant limits from the default rate', () => {
    const details = buildActivityDetails({
      defaultRateId: 11,
      rates: [
        buildActivityRate({ id: 10, minPerBooking: 5 }),
        buildActivityRate({ id: 11, minPerBooking: 2, maxPerBooking: 8 }),
      ],
    });
    expect(mapActivity(details)).toMatchObject({ minParticipants: 2, maxParticipants: 8 });
  });

  it('keeps the rates as rate definitions {id, title, startTimeIds} with their participant limits', () => {
    const details = buildActivityDetails({
      rates: [
        buildActivityRate({ id: 11, title: 'Standard', startTimeIds: [31] }),
        buildActivityRate({ id: 12, title: 'Group', minPerBooking: 6, maxPerBooking: 20 }),
      ],
    });
    expect(mapActivity(details).rateDefinitions).toEqual([
      {
        id: 11,
        title: 'Standard',
        startTimeIds: [31],
        minPerBooking: null,
        maxPerBooking: null,
        cancellationPolicy: null,
      },
      {
        id: 12,
        title: 'Group',
        startTimeIds: [],
        minPerBooking: 6,
        maxPerBooking: 20,
        cancellationPolicy: null,
      },
    ]);
  });

  it("keeps what the product header shows: photos, highlights, included and excluded items, places, each rate's cancellation rules", () => {
    const policy = { penaltyRules: [{ cutoffHours: 24, percentage: 100 }] };
    const photo = { url: 'https://img.test/a.jpg', alt: 'A raft', width: 1200, height: 800, sizes: [] };
    const activity = mapActivity(
      buildActivityDetails({
        photos: [photo],
        highlights: ['Gorge'],
        included: ['Guide'],
        excluded: ['Lunch'],
        location: 'Kraków, Poland',
        startingLocation: 'Harbour, Kąty 14',
        rates: [buildActivityRate({ id: 11, cancellationPolicy: policy })],
      }),
    );
    expect(activity).toMatchObject({
      images: [photo],
      highlights: ['Gorge'],
      includedItems: ['Guide'],
      exclusions: ['Lunch'],
      location: 'Kraków, Poland',
      startingLocation: 'Harbour, Kąty 14',
    });
    expect(activity.rateDefinitions[0]?.cancellationPolicy).toEqual(policy);
  });

  it('takes the vendor currency when the activity names none', () => {
    expect(mapActivity(buildActivityDetails({ vendor: { title: 'V', currencyCode: 'EUR' } })).currency).toBe(
      'EUR',
    );
  });

  it('defaults the currency to USD when no source names a valid one', () => {
    expect(mapActivity(buildActivityDetails()).currency).toBe('USD');
  });

  it('maps the contract example of the general-information response data', () => {
    const response = bokunGeneralInformation.response.validateSync(
      bokunGeneralInformation.examples.valid.response,
    );
    const activity = mapActivity(response.data);
    expect(activity).toMatchObject({
      activityId: 1001,
      activityOwnerTitle: 'Demo Tours',
      currency: 'PLN',
      basePrice: 100,
      activityType: 'POL',
      rateDefinitions: [
        expect.objectContaining({
          id: 11,
          title: 'Standard',
          startTimeIds: [31],
          cancellationPolicy: { penaltyRules: [{ cutoffHours: 24, percentage: 100 }] },
        }),
      ],
    });
    expect(activity.tickets.map((ticket) => [ticket.id, ticket.default, ticket.ageBoundaries])).toEqual([
      [21, true, undefined],
      [22, false, { min: 4, max: 12 }],
    ]);
  });

  it('sorts booking-level and passenger-level questions apart', () => {
    const details = buildActivityDetails({
      bookingQuestions: [
        {
          questionId: 'hotel',
          label: 'Hotel',
          type: 'TEXT',
          required: false,
          context: 'BOOKING',
          options: [],
        },
        {
          questionId: 'diet',
          label: 'Diet',
          type: 'TEXT',
          required: false,
          context: 'PASSENGER',
          options: [],
        },
      ],
    });
    const activity = mapActivity(details);
    expect([
      activity.bookingQuestions.map((q) => q.questionId),
      activity.passengerFields.map((q) => q.questionId),
    ]).toEqual([['hotel'], ['diet']]);
  });

  it('takes the tab name, icons and accordeon from the product variant', () => {
    const activity = mapActivity(buildActivityDetails(), {
      tabName: 'Polski',
      icons: ['clock'],
      loadedAt: 5,
    });
    expect(activity).toMatchObject({ tabName: 'Polski', icons: ['clock'], accordeon: [], lastUpdated: 5 });
  });

  it.each([null, 'text', 42, {}, { id: 'abc', title: 'x' }, { id: 1001 }])(
    'throws "Invalid activity data provided to mapper" for %p',
    (data) => {
      expect(() => mapActivity(data)).toThrow('Invalid activity data provided to mapper');
    },
  );
});

describe('pickActivityDetails', () => {
  it('reads "data.items, or data as array or object with an id"', () => {
    const details = { id: 1 };
    expect([
      pickActivityDetails({ items: [details] }),
      pickActivityDetails([details]),
      pickActivityDetails(details),
    ]).toEqual([details, details, details]);
  });
});

describe('mapTicket', () => {
  it('gives age boundaries only when the category is age-qualified', () => {
    expect(mapTicket(buildPricingCategory({ ageQualified: false, minAge: 4 })).ageBoundaries).toBeUndefined();
    expect(
      mapTicket(buildPricingCategory({ ageQualified: true, minAge: 4, maxAge: 12 })).ageBoundaries,
    ).toEqual({
      min: 4,
      max: 12,
    });
  });

  it('defaults the age boundaries to 0 to 99', () => {
    expect(mapTicket(buildPricingCategory({ ageQualified: true })).ageBoundaries).toEqual({
      min: 0,
      max: 99,
    });
  });

  it('takes max from max per master, defaulting to 999', () => {
    expect(mapTicket(buildPricingCategory({ maxPerMaster: 3 })).max).toBe(3);
    expect(mapTicket(buildPricingCategory({ maxPerMaster: null })).max).toBe(999);
  });

  it('keeps the size of a group ticket, and none for a ticket of one person', () => {
    expect(mapTicket(buildPricingCategory({ groupSize: 8 })).groupSize).toBe(8);
    expect(mapTicket(buildPricingCategory({ groupSize: 1 })).groupSize).toBeUndefined();
  });

  it('takes min from occupancy, defaulting to 0', () => {
    expect([
      mapTicket(buildPricingCategory({ occupancy: 2 })).min,
      mapTicket(buildPricingCategory()).min,
    ]).toEqual([2, 0]);
  });

  it('maps dependsOn, default and a starting price of 0', () => {
    const ticket = mapTicket(
      buildPricingCategory({ dependent: true, defaultCategory: true, fullTitle: 'Adult 18+' }),
    );
    expect(ticket).toMatchObject({ dependsOn: true, default: true, price: 0, label: 'Adult 18+' });
  });
});
