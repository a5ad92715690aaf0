import type { ActivityDetails, BookingQuestion } from '@booking/shared-contracts';
import { BokunUnexpectedResponseError } from './errors';
import { mapBookingQuestion } from './mapQuestion';
import type { BokunActivityJson, BokunFieldJson } from './types';

type Photo = ActivityDetails['photos'][number];

const CURRENCY = /^[A-Z]{3}$/;
const BOOKING_TYPES = ['DATE_AND_TIME', 'DATE', 'PASS'] as const;
const CAPACITY_TYPES = ['FREE_SALE', 'LIMITED'] as const;

const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const nonNegativeInt = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined =>
  values.find((candidate) => candidate === v);

/** FIRST_NAME → firstName, the question id checkout answers use. */
export function fieldQuestionId(field: string): string {
  return field.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** FIRST_NAME → "First name". */
function fieldLabel(field: string): string {
  const words = field.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldType(field: string): string {
  if (field === 'EMAIL') return 'EMAIL';
  if (field === 'PHONE_NUMBER') return 'PHONE';
  if (field.startsWith('DATE_')) return 'DATE';
  return 'TEXT';
}

/** A standard passenger field (`{field, required}`) as a passenger question. */
function passengerField(f: BokunFieldJson): BookingQuestion | null {
  if (!f.field) return null;
  return {
    questionId: fieldQuestionId(f.field),
    label: fieldLabel(f.field),
    type: fieldType(f.field),
    required: f.required === true,
    context: 'PASSENGER',
    options: [],
  };
}

function photos(a: BokunActivityJson): Photo[] {
  const all = [...(a.keyPhoto ? [a.keyPhoto] : []), ...(a.photos ?? [])];
  const urls = all.flatMap((p) => {
    const url = p.derived?.find((d) => d.name === 'large')?.url ?? p.derived?.[0]?.url ?? p.originalUrl;
    return url ? [url] : [];
  });
  return [...new Set(urls)].map((url) => ({ url }));
}

/** Bokun's activity document → the general-information `data` of §7 (contract `activityDetailsSchema`). */
export function mapActivityDetails(a: BokunActivityJson): ActivityDetails {
  if (!isPositiveInt(a.id) || !a.title) {
    throw new BokunUnexpectedResponseError('Bokun activity lacks an id or a title');
  }
  const currencyCode =
    a.vendor?.currencyCode && CURRENCY.test(a.vendor.currencyCode) ? a.vendor.currencyCode : undefined;
  const money = a.nextDefaultPriceMoney;
  return {
    id: a.id,
    title: a.title,
    externalId: a.externalId ?? null,
    vendor: a.vendor?.title
      ? {
          title: a.vendor.title,
          ...(a.vendor.id === undefined ? {} : { id: a.vendor.id }),
          ...(currencyCode ? { currencyCode } : {}),
        }
      : undefined,
    currency: currencyCode,
    description: a.description ?? '',
    excerpt: a.excerpt ?? '',
    bookingType: oneOf(BOOKING_TYPES, a.bookingType),
    capacityType: oneOf(CAPACITY_TYPES, a.capacityType),
    defaultRateId: isPositiveInt(a.defaultRateId) ? a.defaultRateId : null,
    nextDefaultPrice: typeof a.nextDefaultPrice === 'number' ? a.nextDefaultPrice : null,
    nextDefaultPriceMoney:
      typeof money?.amount === 'number' && money.currency && CURRENCY.test(money.currency)
        ? { amount: money.amount, currency: money.currency }
        : null,
    duration: {
      minutes: nonNegativeInt(a.durationMinutes) ?? 0,
      hours: nonNegativeInt(a.durationHours) ?? 0,
      days: nonNegativeInt(a.durationDays) ?? 0,
      weeks: nonNegativeInt(a.durationWeeks) ?? 0,
      text: a.durationText ?? '',
    },
    pricingCategories: (a.pricingCategories ?? []).flatMap((c) =>
      isPositiveInt(c.id)
        ? [
            {
              id: c.id,
              title: c.title ?? c.fullTitle ?? `Category ${c.id}`,
              fullTitle: c.fullTitle ?? c.title,
              ticketCategory: c.ticketCategory,
              minAge: nonNegativeInt(c.minAge),
              maxAge: nonNegativeInt(c.maxAge),
              ageQualified: c.ageQualified === true,
              dependent: c.dependent === true,
              masterCategoryId: isPositiveInt(c.masterCategoryId) ? c.masterCategoryId : null,
              maxPerMaster: nonNegativeInt(c.maxPerMaster),
              defaultCategory: c.defaultCategory === true,
              occupancy: nonNegativeInt(c.occupancy),
            },
          ]
        : [],
    ),
    rates: (a.rates ?? []).flatMap((r) =>
      isPositiveInt(r.id)
        ? [
            {
              id: r.id,
              title: r.title ?? '',
              rateCode: r.rateCode ?? null,
              pricedPerPerson: r.pricedPerPerson !== false,
              minPerBooking: nonNegativeInt(r.minPerBooking),
              maxPerBooking: nonNegativeInt(r.maxPerBooking),
              pricingCategoryIds: (r.pricingCategoryIds ?? []).filter(isPositiveInt),
              allPricingCategories: r.allPricingCategories ?? (r.pricingCategoryIds ?? []).length === 0,
              startTimeIds: (r.startTimeIds ?? []).filter(isPositiveInt),
              allStartTimes: r.allStartTimes ?? (r.startTimeIds ?? []).length === 0,
              tieredPricingEnabled: r.tieredPricingEnabled === true,
            },
          ]
        : [],
    ),
    startTimes: (a.startTimes ?? []).flatMap((s) =>
      isPositiveInt(s.id) && typeof s.hour === 'number' && typeof s.minute === 'number'
        ? [
            {
              id: s.id,
              hour: s.hour,
              minute: s.minute,
              label: s.label ?? null,
              durationMinutes: nonNegativeInt(s.duration),
            },
          ]
        : [],
    ),
    mainContactFields: (a.mainContactFields ?? []).flatMap((f) =>
      f.field
        ? [
            {
              field: f.field,
              required: f.required === true,
              requiredBeforeDeparture: f.requiredBeforeDeparture === true,
            },
          ]
        : [],
    ),
    passengerFields: (a.passengerFields ?? []).flatMap((f) => passengerField(f) ?? []),
    bookingQuestions: (a.bookingQuestions ?? []).flatMap((q) => mapBookingQuestion(q) ?? []),
    languages: (a.languages ?? []).filter((l) => typeof l === 'string'),
    photos: photos(a),
    minAge: nonNegativeInt(a.minAge),
    timeZone: a.timeZone,
    flags: (a.flags ?? []).filter((f) => typeof f === 'string'),
  };
}
