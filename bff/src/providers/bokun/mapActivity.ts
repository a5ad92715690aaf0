import type {
  ActivityDetails,
  BookableExtra,
  BookingQuestion,
  CancellationPolicy,
  Photo,
} from '@booking/shared-contracts';
import { htmlItems, htmlText } from './htmlText';
import { mapBookingQuestion } from './mapQuestion';
import type { BokunActivityJson, BokunFieldJson, BokunPhotoJson, BokunRateJson } from './types';
import { extraPricedPerPerson } from './vendor';
import { ProviderError } from '../providerError';

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

/** The size a derived photo URL names in its query (`?w=480&h=320`), as Bokun's image CDN does. */
function sizeInUrl(url: string): { width: number | null; height: number | null } {
  try {
    const query = new URL(url).searchParams;
    const read = (name: string) => {
      const value = Number(query.get(name));
      return Number.isInteger(value) && value > 0 ? value : null;
    };
    return { width: read('w'), height: read('h') };
  } catch {
    return { width: null, height: null };
  }
}

/** Two sizes show the same picture when their aspect ratios agree (a square thumbnail is a crop). */
const sameShape = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  Math.abs(a.width / a.height - b.width / b.height) < 0.02;

/**
 * A photo: the large size (else the first, else the original) as `url`, every derived size of the same shape
 * with a known width for `srcset`, and the caption (alternate text, else description) as `alt`.
 */
function photo(p: BokunPhotoJson): Photo | null {
  const original =
    isPositiveInt(p.width) && isPositiveInt(p.height) ? { width: p.width, height: p.height } : null;
  // A size that names only its width keeps the original's shape.
  const derived = (p.derived ?? []).flatMap((d) => {
    if (!d.url) return [];
    const { width, height } = sizeInUrl(d.url);
    const scaled = width && original ? Math.round((width * original.height) / original.width) : null;
    return [{ name: d.name, url: d.url, width, height: height ?? scaled }];
  });
  const main = derived.find((d) => d.name === 'large') ?? derived[0];
  const url = main?.url ?? p.originalUrl;
  if (!url) return null;
  const width = main ? main.width : (original?.width ?? null);
  const height = main ? main.height : (original?.height ?? null);
  const shape = width && height ? { width, height } : null;
  const sizes = derived
    .flatMap((d) => (d.width && d.height ? [{ url: d.url, width: d.width, height: d.height }] : []))
    .filter((d) => shape !== null && sameShape(d, shape))
    .sort((a, b) => a.width - b.width)
    .filter((d, i, all) => all.findIndex((other) => other.width === d.width) === i)
    .map((d) => ({ url: d.url, width: d.width }));
  const alt = [p.alternateText, p.description].map((text) => text?.trim()).find((text) => !!text);
  return { url, ...(alt ? { alt } : {}), width, height, sizes };
}

function photos(a: BokunActivityJson): Photo[] {
  const all = [...(a.keyPhoto ? [a.keyPhoto] : []), ...(a.photos ?? [])].flatMap((p) => photo(p) ?? []);
  return all.filter((p, i) => all.findIndex((other) => other.url === p.url) === i);
}

/**
 * A rate's cancellation terms, when every rule is a percentage of the price; otherwise (fixed fees, an unknown
 * policy type, no rules at all) the terms are not stated rather than stated wrongly.
 */
function cancellationPolicy(r: BokunRateJson): CancellationPolicy | null {
  const rules = r.cancellationPolicy?.penaltyRules ?? [];
  const mapped = rules.map((rule) =>
    rule.chargeType?.toLowerCase() === 'percentage' &&
    nonNegativeInt(rule.cutoffHours) !== null &&
    typeof rule.percentage === 'number' &&
    rule.percentage >= 0 &&
    rule.percentage <= 100
      ? { cutoffHours: rule.cutoffHours as number, percentage: rule.percentage }
      : null,
  );
  if (mapped.length === 0 || mapped.some((rule) => rule === null)) return null;
  return {
    penaltyRules: (mapped as CancellationPolicy['penaltyRules']).sort(
      (a, b) => b.cutoffHours - a.cutoffHours,
    ),
  };
}

const joinParts = (parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part, i, all) => part !== '' && all.indexOf(part) === i)
    .join(', ');

/** Where the activity takes place: its place's city and country. */
function location(a: BokunActivityJson): string {
  return joinParts([a.googlePlace?.city, a.googlePlace?.country]);
}

/** Where it starts: the first start point's title, street and city. */
function startingLocation(a: BokunActivityJson): string {
  const start = a.startPoints?.[0];
  return start ? joinParts([start.title, start.address?.addressLine1, start.address?.city]) : '';
}

/**
 * The extras a visitor may choose: an included or free extra is in the price already, and one a rate sells
 * as MANDATORY is not a choice, so neither is offered.
 */
function bookableExtras(a: BokunActivityJson): BookableExtra[] {
  const configs = (a.rates ?? []).flatMap((r) => r.extraConfigs ?? []);
  return (a.bookableExtras ?? []).flatMap((e) => {
    if (!isPositiveInt(e.id) || !e.title || e.included === true || e.free === true) return [];
    const config = configs.find((c) => c.activityExtraId === e.id);
    if (config?.selectionType === 'MANDATORY' || config?.pricingType === 'INCLUDED_IN_PRICE') return [];
    return [
      {
        id: e.id,
        title: e.title,
        information: e.information ?? '',
        pricedPerPerson: extraPricedPerPerson(e.pricingType, config?.pricedPerPerson),
        maxPerBooking: nonNegativeInt(e.maxPerBooking) ?? 0,
        limitByPax: e.limitByPax === true,
      },
    ];
  });
}

/** Bokun's activity document → the general-information `data` of §7 (contract `activityDetailsSchema`). */
export function mapActivityDetails(a: BokunActivityJson): ActivityDetails {
  if (!isPositiveInt(a.id) || !a.title) {
    throw new ProviderError('bokun', 'unexpected', 'Bokun activity lacks an id or a title');
  }
  const currencyCode =
    a.vendor?.currencyCode && CURRENCY.test(a.vendor.currencyCode) ? a.vendor.currencyCode : undefined;
  const money = a.nextDefaultPriceMoney;
  const description = htmlText(a.description);
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
    description: description.paragraphs.join('\n\n'),
    excerpt: htmlText(a.excerpt).paragraphs.join(' '),
    highlights: description.items,
    included: htmlItems(a.included),
    excluded: htmlItems(a.excluded),
    location: location(a),
    startingLocation: startingLocation(a),
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
              groupSize: isPositiveInt(c.groupSize) ? c.groupSize : null,
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
              cancellationPolicy: cancellationPolicy(r),
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
    extras: bookableExtras(a),
    languages: (a.languages ?? []).filter((l) => typeof l === 'string'),
    photos: photos(a),
    minAge: nonNegativeInt(a.minAge),
    timeZone: a.timeZone,
    flags: (a.flags ?? []).filter((f) => typeof f === 'string'),
  };
}
