import { array, number, object, string, type InferType } from 'yup';
import { ACTIVITY_TYPES } from './product';
import { LANGUAGES } from './constants';

/** §3 Tab: one visible activity variant. */
export const tabSchema = object({
  tabName: string().required(),
  activityId: number().integer().positive().required(),
  activityType: string().oneOf(ACTIVITY_TYPES).required(),
  /** The variant's language (`variantLanguage`), null when it has none. */
  lang: string().oneOf(LANGUAGES).nullable().optional(),
  icons: array(string().required()).default([]),
  accordeon: array(object({ title: string().required(), content: string().required() })).default([]),
});
export type Tab = InferType<typeof tabSchema>;
