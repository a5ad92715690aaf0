/**
 * Small factories for the domain tests: each builds a valid input and takes overrides, so a test shows only
 * the fields its rule is about.
 */
import type {
  ActivityDetails,
  ActivityRate,
  CategoryPrice,
  PricingCategory,
  Rate,
  RatePrices,
  ScheduleDay,
  ScheduleSlotDto,
  Ticket,
  TimeSlot,
} from '@booking/shared-contracts';

export function buildPricingCategory(overrides: Partial<PricingCategory> = {}): PricingCategory {
  return {
    id: 21,
    title: 'Adult',
    ageQualified: false,
    dependent: false,
    defaultCategory: false,
    ...overrides,
  };
}

export function buildActivityRate(overrides: Partial<ActivityRate> = {}): ActivityRate {
  return {
    id: 11,
    title: '',
    pricedPerPerson: true,
    pricingCategoryIds: [],
    allPricingCategories: true,
    startTimeIds: [],
    allStartTimes: true,
    tieredPricingEnabled: false,
    cancellationPolicy: null,
    ...overrides,
  };
}

export function buildActivityDetails(overrides: Partial<ActivityDetails> = {}): ActivityDetails {
  return {
    id: 1001,
    title: 'Old Town walking tour',
    externalId: null,
    description: '',
    excerpt: '',
    highlights: [],
    included: [],
    excluded: [],
    location: '',
    startingLocation: '',
    pricingCategories: [buildPricingCategory()],
    rates: [],
    startTimes: [],
    mainContactFields: [],
    passengerFields: [],
    bookingQuestions: [],
    extras: [],
    languages: [],
    photos: [],
    flags: [],
    ...overrides,
  };
}

export function buildCategoryPrice(id: number, amount: number, currency = 'PLN'): CategoryPrice {
  return { id, amount: { amount, currency } };
}

export function buildRatePrices(overrides: Partial<RatePrices> = {}): RatePrices {
  return {
    activityRateId: 11,
    pricePerCategoryUnit: [buildCategoryPrice(21, 100)],
    extraPricePerCategoryUnit: [],
    extras: [],
    ...overrides,
  };
}

/** A BFF schedule slot (§7 schedule `data[]`); `date` and `startTimeId` also shape its id. */
export function buildSlotDto(overrides: Partial<ScheduleSlotDto> = {}): ScheduleSlotDto {
  const date = overrides.date ?? '2026-06-12';
  const startTimeId = overrides.startTimeId ?? 31;
  return {
    id: `${startTimeId}_${date.replaceAll('-', '')}`,
    date,
    dateTimestamp: Date.parse(`${date}T00:00:00Z`),
    startTimeId,
    startTime: '10:00',
    availabilityCount: 12,
    unlimitedAvailability: false,
    soldOut: false,
    defaultRateId: 11,
    rateIds: [11],
    pricesByRate: [buildRatePrices()],
    ...overrides,
  };
}

export function buildRate(overrides: Partial<Rate> = {}): Rate {
  return {
    id: 11,
    name: 'Standard',
    priceCategories: [{ idTicket: 21, amount: 100, currency: 'PLN' }],
    ...overrides,
  };
}

/** A widget time slot (§3 Schedule hour). */
export function buildSlot(overrides: Partial<TimeSlot> = {}): TimeSlot {
  return {
    id: '31_20260612',
    dateTimestamp: Date.parse('2026-06-12T00:00:00Z'),
    startTime: '10:00',
    availabilityCount: 12,
    soldOut: false,
    defaultRateId: 11,
    rates: [buildRate()],
    selected: false,
    ...overrides,
  };
}

export function buildDay(date: string, hours: TimeSlot[]): ScheduleDay {
  return { date, hours };
}

export function buildTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 21,
    name: 'Adult',
    label: 'Adult',
    max: 999,
    min: 0,
    dependsOn: false,
    default: false,
    price: 0,
    description: '',
    ...overrides,
  };
}
