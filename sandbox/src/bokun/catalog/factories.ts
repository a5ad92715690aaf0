import type {
  BokunContactField,
  BokunPricingCategory,
  BokunQuestion,
  BokunRate,
  BokunStartTime,
} from '../types';

/** A pricing category with Bokun's defaults: adult-like, not age-qualified, occupancy 1. */
export function buildPricingCategory(
  overrides: Partial<BokunPricingCategory> & Pick<BokunPricingCategory, 'id' | 'title'>,
): BokunPricingCategory {
  const ageQualified = overrides.ageQualified ?? false;
  return {
    ticketCategory: 'ADULT',
    fullTitle: overrides.title,
    minAge: ageQualified ? (overrides.minAge ?? 0) : 0,
    maxAge: ageQualified ? (overrides.maxAge ?? 99) : 99,
    ageQualified,
    dependent: false,
    masterCategoryId: 0,
    maxPerMaster: 0,
    sumDependentCategories: false,
    maxDependentSum: 0,
    internalUseOnly: false,
    defaultCategory: false,
    occupancy: 1,
    groupSize: 1,
    flags: [],
    ...overrides,
  };
}

/** A rate open to every start time unless `startTimeIds` is given. */
export function buildRate(
  overrides: Partial<BokunRate> & Pick<BokunRate, 'id' | 'title' | 'pricingCategoryIds'>,
): BokunRate {
  const startTimeIds = overrides.startTimeIds ?? [];
  return {
    rateCode: overrides.title.toUpperCase().replace(/[^A-Z0-9]+/g, '_'),
    index: 0,
    pricedPerPerson: true,
    minPerBooking: 1,
    maxPerBooking: 30,
    allPricingCategories: false,
    startTimeIds,
    allStartTimes: startTimeIds.length === 0,
    tieredPricingEnabled: false,
    tiers: [],
    cancellationPolicy: {
      policyType: 'SIMPLE',
      penaltyRules: [{ cutoffHours: 24, chargeType: 'percentage', percentage: 100 }],
    },
    extraConfigs: [],
    pickupSelectionType: 'UNAVAILABLE',
    pickupPricingType: 'INCLUDED_IN_PRICE',
    dropoffSelectionType: 'UNAVAILABLE',
    dropoffPricingType: 'INCLUDED_IN_PRICE',
    ...overrides,
  };
}

/** A start time at `hour:minute` lasting `durationMinutes`. */
export function buildStartTime(
  id: number,
  hour: number,
  minute: number,
  durationMinutes: number,
): BokunStartTime {
  const label = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return {
    id,
    hour,
    minute,
    label,
    externalLabel: label,
    durationType: 'MINUTES',
    duration: durationMinutes,
    durationMinutes: durationMinutes % 60,
    durationHours: Math.floor(durationMinutes / 60),
    durationDays: 0,
    durationWeeks: 0,
    pickupHour: 0,
    pickupMinute: 0,
    overrideTimeWhenPickup: false,
    flags: [],
  };
}

/** Contact or passenger field requirements, all required. */
export function requiredFields(...fields: string[]): BokunContactField[] {
  return fields.map((field) => ({ field, required: true, requiredBeforeDeparture: false }));
}

/** A supplier question asked per booking or per passenger. */
export function buildQuestion(
  overrides: Partial<BokunQuestion> & Pick<BokunQuestion, 'id' | 'questionCode' | 'label'>,
): BokunQuestion {
  return { type: 'SHORT_TEXT', context: 'BOOKING', required: false, options: [], ...overrides };
}
