import {
  DEFAULT_AGE_MAX,
  DEFAULT_AGE_MIN,
  DEFAULT_CURRENCY,
  DEFAULT_TICKET_MAX,
  DEFAULT_TICKET_MIN,
  INVALID_ACTIVITY_DATA_MESSAGE,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  activityDetailsSchema,
  type Activity,
  type ActivityDetails,
  type PricingCategory,
  type Ticket,
  type Variant,
} from '@booking/shared-contracts';
import { detectActivityType } from './activityType';
import { isValidCurrency } from './currency';

/** What the widget knows about an activity beyond the provider's data: its tab in the product. */
export type ActivityPresentation = Partial<Pick<Variant, 'tabName' | 'icons' | 'accordeon'>> & {
  /** When the details were loaded (epoch ms). */
  loadedAt?: number;
};

/** Thrown when the details cannot be mapped (§8 "Invalid activity data provided to mapper"). */
export class InvalidActivityDataError extends Error {
  constructor(readonly reason: string) {
    super(INVALID_ACTIVITY_DATA_MESSAGE);
    this.name = 'InvalidActivityDataError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** §7 general-information is read as `data.items`, `data` as an array, or `data` as an object with an id. */
export function pickActivityDetails(data: unknown): unknown {
  if (Array.isArray(data)) return data[0];
  if (isRecord(data) && !('id' in data) && Array.isArray(data.items)) return data.items[0];
  return data;
}

/** §3 Ticket from a pricing category: max 999, min 0 (from occupancy), age 0–99 only when age-qualified. */
export function mapTicket(category: PricingCategory): Ticket {
  const maxPerMaster = category.maxPerMaster ?? 0;
  return {
    id: category.id,
    name: category.title,
    label: category.fullTitle ?? category.title,
    ageBoundaries: category.ageQualified
      ? { min: category.minAge ?? DEFAULT_AGE_MIN, max: category.maxAge ?? DEFAULT_AGE_MAX }
      : undefined,
    // The provider reports 0 or nothing for categories without a per-master limit.
    max: maxPerMaster > 0 ? maxPerMaster : DEFAULT_TICKET_MAX,
    min: category.occupancy ?? DEFAULT_TICKET_MIN,
    dependsOn: category.dependent,
    default: category.defaultCategory,
    price: 0,
    description: '',
    ...(category.groupSize && category.groupSize > 1 ? { groupSize: category.groupSize } : {}),
  };
}

/** Participant limits from the default rate (else the first): min default 1, max default 100. */
function participantLimits(details: ActivityDetails): { min: number; max: number } {
  const rate = details.rates.find((candidate) => candidate.id === details.defaultRateId) ?? details.rates[0];
  const min = rate?.minPerBooking ?? 0;
  const max = rate?.maxPerBooking ?? 0;
  return { min: min > 0 ? min : PARTICIPANTS_MIN, max: max > 0 ? max : PARTICIPANTS_MAX };
}

/**
 * A text field of the vendor. The contract's `vendor` type comes out as an open record (its optional-object
 * helper loses the field types), so the field is narrowed here.
 */
function vendorText(details: ActivityDetails, field: 'title' | 'currencyCode'): string | undefined {
  const value = details.vendor?.[field];
  return typeof value === 'string' ? value : undefined;
}

function activityCurrency(details: ActivityDetails): string {
  const candidates = [
    details.currency,
    vendorText(details, 'currencyCode'),
    details.nextDefaultPriceMoney?.currency,
  ];
  return candidates.find(isValidCurrency) ?? DEFAULT_CURRENCY;
}

function questionGroups(details: ActivityDetails): Activity['bookingQuestionGroups'] {
  const groups = new Map<string, string[]>();
  for (const question of details.bookingQuestions) {
    if (!question.groupTitle) continue;
    groups.set(question.groupTitle, [...(groups.get(question.groupTitle) ?? []), question.questionId]);
  }
  return [...groups.entries()].map(([title, questionIds]) => ({ title, questionIds }));
}

function validDetails(data: unknown): ActivityDetails {
  const candidate = pickActivityDetails(data);
  if (!isRecord(candidate)) throw new InvalidActivityDataError('not an object');
  try {
    return activityDetailsSchema.validateSync(candidate, { abortEarly: true });
  } catch (error) {
    throw new InvalidActivityDataError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * §3 Activity from the general-information data of §7. Throws InvalidActivityDataError
 * ("Invalid activity data provided to mapper") when the data is not an activity.
 */
export function mapActivity(data: unknown, presentation: ActivityPresentation = {}): Activity {
  const details = validDetails(data);
  const limits = participantLimits(details);
  const tickets = details.pricingCategories.map(mapTicket);
  return {
    activityId: details.id,
    activityName: details.title,
    activityOwnerTitle: vendorText(details, 'title') ?? '',
    currency: activityCurrency(details),
    basePrice: details.nextDefaultPrice ?? details.nextDefaultPriceMoney?.amount ?? 0,
    externalId: details.externalId,
    duration: { minutes: 0, hours: 0, days: 0, weeks: 0, text: '', ...details.duration },
    schedule: [],
    tickets,
    lastUpdated: presentation.loadedAt ?? null,
    loadedMonths: [],
    unavailableMonths: [],
    icons: presentation.icons ?? [],
    accordeon: presentation.accordeon ?? [],
    activityType: detectActivityType({ externalId: details.externalId, flags: details.flags }),
    tabName: presentation.tabName ?? details.title,
    mainContactFields: details.mainContactFields,
    bookingQuestions: details.bookingQuestions.filter((question) => question.context === 'BOOKING'),
    bookingQuestionGroups: questionGroups(details),
    passengerFields: [
      ...details.passengerFields,
      ...details.bookingQuestions.filter((question) => question.context === 'PASSENGER'),
    ],
    extras: details.extras,
    rateDefinitions: details.rates.map((rate) => ({
      id: rate.id,
      title: rate.title,
      startTimeIds: rate.startTimeIds,
      minPerBooking: rate.minPerBooking ?? null,
      maxPerBooking: rate.maxPerBooking ?? null,
      cancellationPolicy: rate.cancellationPolicy,
    })),
    languages: details.languages,
    description: details.description,
    shortDescription: details.excerpt,
    includedItems: details.included,
    exclusions: details.excluded,
    highlights: details.highlights,
    images: details.photos,
    videos: [],
    cancellationPolicy: '',
    location: details.location,
    startingLocation: details.startingLocation,
    endingLocation: '',
    minAge: details.minAge ?? DEFAULT_AGE_MIN,
    maxAge: DEFAULT_AGE_MAX,
    minParticipants: limits.min,
    maxParticipants: limits.max,
  };
}
