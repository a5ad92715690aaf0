import { activityDetailsSchema } from '@booking/shared-contracts';
import { startSandbox, type RunningSandbox } from '../../../../sandbox/src';
import { createBokunApi } from './api';
import { BokunUnexpectedResponseError } from './errors';
import { mapActivityDetails } from './mapActivity';
import type { BokunActivityJson } from './types';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const fetchActivity = (id: number) =>
  createBokunApi({
    baseUrl: sandbox.url,
    accessKey: 'demo-access-key',
    secretKey: 'demo-secret-key',
  }).getActivity(id, 'en', 'PLN');

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
    expect(details.photos[0]?.url).toMatch(/^https:\/\//);
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

  it('refuses an activity without an id or a title', () => {
    expect(() => mapActivityDetails({ title: 'x' })).toThrow(BokunUnexpectedResponseError);
    expect(() => mapActivityDetails({ id: 3 })).toThrow(BokunUnexpectedResponseError);
  });
});
