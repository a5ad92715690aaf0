import { array, boolean, number, object, string, type InferType } from 'yup';
import { ACTIVITY_TYPES } from './product';
import {
  DEFAULT_AGE_MAX,
  DEFAULT_AGE_MIN,
  DEFAULT_TICKET_MAX,
  DEFAULT_TICKET_MIN,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
} from './constants';
import {
  bookableExtraSchema,
  bookingQuestionSchema,
  cancellationPolicySchema,
  mainContactFieldSchema,
  photoSchema,
} from '../api/schemas/activityDetails';

/** §3 Ticket (pricing category) as the widget holds it. */
export const ticketSchema = object({
  id: number().integer().positive().required(),
  name: string().required(),
  label: string().default(''),
  /** Only when the category is age-qualified. */
  ageBoundaries: object({
    min: number().integer().min(0).default(DEFAULT_AGE_MIN),
    max: number().integer().min(0).default(DEFAULT_AGE_MAX),
  })
    .default(undefined)
    .optional(),
  max: number().integer().min(0).default(DEFAULT_TICKET_MAX),
  min: number().integer().min(0).default(DEFAULT_TICKET_MIN),
  dependsOn: boolean().default(false),
  default: boolean().default(false),
  price: number().min(0).default(0),
  description: string().default(''),
  /** People one ticket stands for: above 1 on a group ticket ("Private group (up to 8)"); 1 when absent. */
  groupSize: number().integer().min(1).optional(),
});
export type Ticket = InferType<typeof ticketSchema>;

/** §3 Rate: id, name and a price per ticket. */
export const rateSchema = object({
  id: number().integer().positive().required(),
  name: string().required(),
  priceCategories: array(
    object({
      idTicket: number().integer().positive().required(),
      amount: number().min(0).required(),
      currency: string().required(),
    }),
  ).default([]),
  /**
   * Every unit price of the rate with its participant band (`min`..`max`, null when unbanded): a tiered rate
   * repeats a ticket once per band. Absent when the rate's prices came without bands.
   */
  unitPrices: array(
    object({
      idTicket: number().integer().positive().required(),
      amount: number().min(0).required(),
      min: number().integer().min(0).nullable().default(null),
      max: number().integer().min(0).nullable().default(null),
    }),
  ).optional(),
  /** The rate's one price per booking, whatever the ticket mix; null or absent when priced per ticket. */
  pricePerBooking: number().min(0).nullable().optional(),
  /** Add-on extras of the rate: unit price per ticket (pricing category), or one price per booking. */
  extras: array(
    object({
      extraId: number().integer().positive().required(),
      prices: array(
        object({ idTicket: number().integer().positive().required(), amount: number().min(0).required() }),
      ).default([]),
      perBooking: number().min(0).nullable().optional(),
    }),
  ).optional(),
});
export type Rate = InferType<typeof rateSchema>;

/** §3 Rate definition: which start times a rate applies to. */
export const rateDefinitionSchema = object({
  id: number().integer().positive().required(),
  title: string().default(''),
  startTimeIds: array(number().integer().positive().required()).default([]),
  /** Participants one booking on the rate needs at least and may have at most; null or 0 when unlimited. */
  minPerBooking: number().integer().min(0).nullable().optional(),
  maxPerBooking: number().integer().min(0).nullable().optional(),
  /** The rate's cancellation terms; null or absent when unknown. */
  cancellationPolicy: cancellationPolicySchema.nullable().optional(),
});
export type RateDefinition = InferType<typeof rateDefinitionSchema>;

/** §3 hour slot of a schedule day; id is `{startTimeId}_{dateYYYYMMDD}`. */
export const timeSlotSchema = object({
  id: string()
    .matches(/^\d+_\d{8}$/)
    .required(),
  dateTimestamp: number().integer().required(),
  startTime: string().required(),
  availabilityCount: number().integer().min(0).required(),
  soldOut: boolean().required(),
  defaultRateId: number().integer().positive().nullable().default(null),
  rates: array(rateSchema.required()).default([]),
  selected: boolean().default(false),
});
export type TimeSlot = InferType<typeof timeSlotSchema>;

/** §3 schedule day. */
export const scheduleDaySchema = object({
  date: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/)
    .required(),
  hours: array(timeSlotSchema.required()).default([]),
});
export type ScheduleDay = InferType<typeof scheduleDaySchema>;

/** §3 activity duration. */
export const activityDurationSchema = object({
  minutes: number().min(0).default(0),
  hours: number().min(0).default(0),
  days: number().min(0).default(0),
  weeks: number().min(0).default(0),
  text: string().default(''),
});

const texts = () => array(string().required()).default([]);

/** §3 Activity as the widget's activity store holds it. */
export const activitySchema = object({
  activityId: number().integer().positive().required(),
  activityName: string().required(),
  activityOwnerTitle: string().default(''),
  currency: string().default('USD'),
  basePrice: number().min(0).default(0),
  externalId: string().nullable().default(null),
  duration: activityDurationSchema.required(),
  schedule: array(scheduleDaySchema.required()).default([]),
  tickets: array(ticketSchema.required()).default([]),
  lastUpdated: number().integer().nullable().default(null),
  /** Months already fetched, as YYYY-MM. */
  loadedMonths: texts(),
  unavailableMonths: texts(),
  icons: texts(),
  accordeon: array(object({ title: string().required(), content: string().required() })).default([]),
  activityType: string().oneOf(ACTIVITY_TYPES).default('default'),
  tabName: string().default(''),
  mainContactFields: array(mainContactFieldSchema.required()).default([]),
  bookingQuestions: array(bookingQuestionSchema.required()).default([]),
  bookingQuestionGroups: array(
    object({ title: string().required(), questionIds: array(string().required()).default([]) }),
  ).default([]),
  passengerFields: array(bookingQuestionSchema.required()).default([]),
  /** Optional add-on extras; their prices come with each slot's rates. */
  extras: array(bookableExtraSchema.required()).default([]),
  rateDefinitions: array(rateDefinitionSchema.required()).default([]),
  languages: texts(),
  description: string().default(''),
  shortDescription: string().default(''),
  includedItems: texts(),
  exclusions: texts(),
  highlights: texts(),
  images: array(photoSchema.required()).default([]),
  videos: texts(),
  /** The vendor's own wording, when it gives one; the rules of each rate are in `rateDefinitions`. */
  cancellationPolicy: string().default(''),
  location: string().default(''),
  startingLocation: string().default(''),
  endingLocation: string().default(''),
  minAge: number().integer().min(0).default(DEFAULT_AGE_MIN),
  maxAge: number().integer().min(0).default(DEFAULT_AGE_MAX),
  minParticipants: number().integer().min(0).default(PARTICIPANTS_MIN),
  maxParticipants: number().integer().min(1).default(PARTICIPANTS_MAX),
});
export type Activity = InferType<typeof activitySchema>;
