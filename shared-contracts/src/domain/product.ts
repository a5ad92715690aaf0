import { array, object, string, number, type InferType } from 'yup';
import { LANGUAGES } from './constants';

/** Activity variant types (§3): detected from the external id or flags. */
export const ACTIVITY_TYPES = ['POL', 'ENG', 'PRIV', 'default'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** One bookable variant of a product: a Bokun activity shown as a tab (§3 UI state). */
export const variantSchema = object({
  bokunId: number().integer().positive().required(),
  type: string().oneOf(ACTIVITY_TYPES).required(),
  tabName: string().required(),
  /** The variant's language (the guide's); by default the one its type names (POL pl, ENG en). */
  lang: string().oneOf(LANGUAGES).optional(),
  icons: array(string().required()).default([]),
  accordeon: array(object({ title: string().required(), content: string().required() })).default([]),
});
export type Variant = InferType<typeof variantSchema>;

/** A product groups variants; `order` lists variant types in tab order (§3). */
export const productSchema = object({
  id: string().required(),
  variants: array(variantSchema.required()).required(),
  order: array(string().oneOf(ACTIVITY_TYPES).required()).default([]),
});
export type Product = InferType<typeof productSchema>;
