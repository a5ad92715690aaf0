// The Bokun schemas in one ajv instance, plus the rules a schema cannot state: how the parts of one answer
// refer to each other (a tiered rate's bands, a category's master, the rate a price list belongs to).
import Ajv from 'ajv';
import {
  activitySchema,
  apiResponseSchema,
  availabilityListSchema,
  bookingResponseSchema,
  checkoutOptionsSchema,
} from './bokunSchemas';

/** The Bokun answers the contract covers. */
export type BokunShape = 'activity' | 'availabilities' | 'checkoutOptions' | 'booking' | 'apiResponse';

const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
const validators = {
  activity: ajv.compile(activitySchema),
  availabilities: ajv.compile(availabilityListSchema),
  checkoutOptions: ajv.compile(checkoutOptionsSchema),
  booking: ajv.compile(bookingResponseSchema),
  apiResponse: ajv.compile(apiResponseSchema),
};

interface Band {
  id?: number;
  pricingCategoryId?: number;
  minParticipantsRequired?: number;
  maxParticipantsRequired?: number;
  minPassengersRequired?: number;
  maxPassengersRequired?: number;
}
interface Rate {
  id: number;
  tieredPricingEnabled: boolean;
  pricingCategoryIds: number[];
  tiers: Band[];
}

/** A band holds at least one participant and ends at or after it starts. */
function bandErrors(where: string, min: number | undefined, max: number | undefined): string[] {
  return (min ?? 0) >= 1 && (max ?? 0) >= (min ?? 0)
    ? []
    : [`${where} is a band of ${min}..${max} participants`];
}

function activityErrors(activity: {
  rates: Rate[];
  defaultRateId: number;
  pricingCategories: { id: number; dependent: boolean; masterCategoryId: number }[];
}): string[] {
  const categoryIds = new Set(activity.pricingCategories.map((c) => c.id));
  return [
    ...(activity.rates.some((r) => r.id === activity.defaultRateId) ? [] : ['/defaultRateId names no rate']),
    ...activity.pricingCategories.flatMap((c) =>
      c.dependent === categoryIds.has(c.masterCategoryId)
        ? []
        : [`/pricingCategories ${c.id} has master ${c.masterCategoryId} (0 unless it depends on one)`],
    ),
    ...activity.rates.flatMap((r) => [
      ...(r.tieredPricingEnabled && r.tiers.length === 0 ? [`/rates ${r.id} is tiered without tiers`] : []),
      ...r.tiers.flatMap((t, i) =>
        bandErrors(`/rates ${r.id} tier ${i}`, t.minPassengersRequired, t.maxPassengersRequired),
      ),
    ]),
  ];
}

function availabilityErrors(
  slots: {
    id: string;
    rates: Rate[];
    pricesByRate: { activityRateId: number; pricePerCategoryUnit: Band[] }[];
  }[],
): string[] {
  return slots.flatMap((slot) =>
    slot.pricesByRate.flatMap((prices) => {
      const rate = slot.rates.find((r) => r.id === prices.activityRateId);
      if (!rate) return [`/${slot.id} prices rate ${prices.activityRateId}, which the slot does not offer`];
      return prices.pricePerCategoryUnit.flatMap((p, i) => [
        ...(rate.pricingCategoryIds.includes(p.id ?? 0)
          ? []
          : [`/${slot.id} prices category ${p.id} off the rate`]),
        ...(rate.tieredPricingEnabled
          ? bandErrors(
              `/${slot.id} rate ${rate.id} price ${i}`,
              p.minParticipantsRequired,
              p.maxParticipantsRequired,
            )
          : []),
      ]);
    }),
  );
}

/** Where `body` departs from Bokun's answer of this shape, as readable lines; empty when it conforms. */
export function bokunSchemaErrors(shape: BokunShape, body: unknown): string[] {
  const validate = validators[shape];
  if (!validate(body)) {
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
  }
  if (shape === 'activity') return activityErrors(body as Parameters<typeof activityErrors>[0]);
  if (shape === 'availabilities') return availabilityErrors(body as Parameters<typeof availabilityErrors>[0]);
  return [];
}
