import { bokunSchedule } from '@booking/shared-contracts';
import { buildSchedule, mergeScheduleDays, ratePriceCategories, slotIdFor, toTimeSlot } from './schedule';
import {
  buildCategoryPrice,
  buildDay,
  buildRatePrices,
  buildSlot,
  buildSlotDto,
} from '../testing/testBuilders';

describe('slotIdFor', () => {
  it('forms the id "startTimeId_dateYYYYMMDD"', () => {
    expect(slotIdFor(4252139, '2026-06-12')).toBe('4252139_20260612');
  });
});

describe('toTimeSlot', () => {
  it('carries id, dateTimestamp, startTime, availabilityCount, soldOut, defaultRateId and selected=false', () => {
    const slot = toTimeSlot(buildSlotDto({ availabilityCount: 7, soldOut: false, startTime: '17:00' }));
    expect(slot).toMatchObject({
      id: '31_20260612',
      dateTimestamp: Date.parse('2026-06-12T00:00:00Z'),
      startTime: '17:00',
      availabilityCount: 7,
      soldOut: false,
      defaultRateId: 11,
      selected: false,
    });
  });

  it('derives dateTimestamp from the date (midnight UTC) when the BFF leaves it out', () => {
    const slot = toTimeSlot(buildSlotDto({ dateTimestamp: undefined, date: '2026-07-01' }));
    expect(slot.dateTimestamp).toBe(Date.UTC(2026, 6, 1));
  });

  it('builds rates [{id, name, priceCategories[{idTicket, amount, currency}]}] from pricesByRate', () => {
    const slot = toTimeSlot(buildSlotDto(), { rateDefinitions: [{ id: 11, title: 'Standard' }] });
    expect(slot.rates).toEqual([
      { id: 11, name: 'Standard', priceCategories: [{ idTicket: 21, amount: 100, currency: 'PLN' }] },
    ]);
  });

  it('names a rate without a definition by its generated label', () => {
    expect(toTimeSlot(buildSlotDto()).rates[0]?.name).toBe('Standard Rate (100 PLN)');
  });

  it('§5 names an untitled rate "Group Rate (min-max people)" from its definition\'s participant limits', () => {
    const group = [{ id: 11, title: '', minPerBooking: 2, maxPerBooking: 8 }];
    expect(toTimeSlot(buildSlotDto(), { rateDefinitions: group }).rates[0]?.name).toBe(
      'Group Rate (2-8 people)',
    );
    expect(toTimeSlot(buildSlotDto(), { rateDefinitions: group, lang: 'de' }).rates[0]?.name).toBe(
      'Gruppentarif (2-8 Personen)',
    );
  });

  it('§5 writes the generated label in the language the activity was loaded in', () => {
    expect(toTimeSlot(buildSlotDto(), { lang: 'pl' }).rates[0]?.name).toBe('Taryfa standardowa (100 PLN)');
  });

  it('keeps a rate the slot offers without prices, with no price categories', () => {
    const slot = toTimeSlot(buildSlotDto({ rateIds: [11, 12] }));
    expect(slot.rates.map((rate) => [rate.id, rate.priceCategories.length])).toEqual([
      [11, 1],
      [12, 0],
    ]);
  });

  it('gives a free-sale slot the participant limit as its availability', () => {
    expect(
      toTimeSlot(buildSlotDto({ unlimitedAvailability: true, availabilityCount: 0 })).availabilityCount,
    ).toBe(100);
  });
});

describe('ratePriceCategories', () => {
  it('lets an extra-price entry override the base price of the same ticket', () => {
    const prices = buildRatePrices({
      pricePerCategoryUnit: [buildCategoryPrice(21, 100), buildCategoryPrice(22, 60)],
      extraPricePerCategoryUnit: [buildCategoryPrice(22, 45)],
    });
    expect(ratePriceCategories(prices)).toEqual([
      { idTicket: 21, amount: 100, currency: 'PLN' },
      { idTicket: 22, amount: 45, currency: 'PLN' },
    ]);
  });

  it('lets an extra-price entry create the ticket if missing', () => {
    const prices = buildRatePrices({ extraPricePerCategoryUnit: [buildCategoryPrice(23, 30)] });
    expect(ratePriceCategories(prices).map((price) => price.idTicket)).toEqual([21, 23]);
  });

  it('uses the first band of a tiered category as its unit price', () => {
    const prices = buildRatePrices({
      pricePerCategoryUnit: [buildCategoryPrice(21, 248), buildCategoryPrice(21, 124)],
    });
    expect(ratePriceCategories(prices)).toEqual([{ idTicket: 21, amount: 248, currency: 'PLN' }]);
  });
});

describe('buildSchedule', () => {
  it('groups slots into days [{date YYYY-MM-DD, hours[]}] in date and time order', () => {
    const schedule = buildSchedule([
      buildSlotDto({ date: '2026-06-13', startTimeId: 31, startTime: '10:00' }),
      buildSlotDto({ date: '2026-06-12', startTimeId: 32, startTime: '17:00' }),
      buildSlotDto({ date: '2026-06-12', startTimeId: 31, startTime: '10:00' }),
    ]);
    expect(schedule.map((day) => [day.date, day.hours.map((hour) => hour.id)])).toEqual([
      ['2026-06-12', ['31_20260612', '32_20260612']],
      ['2026-06-13', ['31_20260613']],
    ]);
  });

  it('builds the contract example of the schedule response data', () => {
    const response = bokunSchedule.response.validateSync(bokunSchedule.examples.valid.response);
    expect(buildSchedule(response.data, { rateDefinitions: [{ id: 11, title: 'Standard' }] })).toEqual([
      {
        date: '2026-06-12',
        hours: [
          {
            id: '31_20260612',
            dateTimestamp: 1781222400000,
            startTime: '10:00',
            availabilityCount: 12,
            soldOut: false,
            defaultRateId: 11,
            selected: false,
            rates: [
              {
                id: 11,
                name: 'Standard',
                priceCategories: [
                  { idTicket: 21, amount: 100, currency: 'PLN' },
                  { idTicket: 22, amount: 60, currency: 'PLN' },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('is empty for a month without slots', () => {
    expect(buildSchedule([])).toEqual([]);
  });
});

describe('mergeScheduleDays', () => {
  it('adds a loaded month and replaces days of the same date', () => {
    const june = [buildDay('2026-06-12', [buildSlot({ availabilityCount: 1 })])];
    const reload = [
      buildDay('2026-06-12', [buildSlot({ availabilityCount: 9 })]),
      buildDay('2026-05-30', []),
    ];
    const merged = mergeScheduleDays(june, reload);
    expect(merged.map((day) => [day.date, day.hours[0]?.availabilityCount])).toEqual([
      ['2026-05-30', undefined],
      ['2026-06-12', 9],
    ]);
  });
});
