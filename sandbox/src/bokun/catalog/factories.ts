import type {
  BokunBookableExtra,
  BokunContactField,
  BokunExtraConfig,
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

/**
 * A cancellation policy from `[cutoffHours, percentage]` rules: cancelling less than `cutoffHours` before the
 * start costs `percentage` of the price.
 */
export function penalties(
  ...rules: [cutoffHours: number, percentage: number][]
): BokunRate['cancellationPolicy'] {
  return {
    policyType: 'SIMPLE',
    penaltyRules: rules.map(([cutoffHours, percentage]) => ({
      cutoffHours,
      chargeType: 'percentage',
      percentage,
    })),
  };
}

/** A rate open to every start time unless `startTimeIds` is given; free to cancel up to 24 hours before. */
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
    cancellationPolicy: penalties([24, 100]),
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

/** An optional add-on extra priced per person or per booking, up to `maxPerBooking` units. */
export function buildExtra(
  overrides: Partial<BokunBookableExtra> &
    Pick<BokunBookableExtra, 'id' | 'title' | 'pricingType' | 'price' | 'maxPerBooking'>,
): BokunBookableExtra {
  return {
    externalId: overrides.title.toUpperCase().replace(/[^A-Z0-9]+/g, '_'),
    information: '',
    included: false,
    free: false,
    pricingTypeLabel: overrides.pricingType === 'PER_PERSON' ? 'Price per person' : 'Price per booking',
    limitByPax: overrides.pricingType === 'PER_PERSON',
    flags: [],
    questions: [],
    ...overrides,
  };
}

/** How a rate sells an extra: optional and priced separately, per person as the extra says. */
export function extraConfigOf(extra: BokunBookableExtra): BokunExtraConfig {
  return {
    activityExtraId: extra.id,
    selectionType: 'OPTIONAL',
    pricingType: 'PRICED_SEPARATELY',
    pricedPerPerson: extra.pricingType === 'PER_PERSON',
  };
}
