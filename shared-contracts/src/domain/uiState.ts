import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { ACTIVITY_TYPES, productSchema } from './product';
import { LANGUAGES } from './constants';
import { STEP_NAMES } from './enums';
import type { Activity } from './activity';

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

/** §3 UI state. */
export const uiStateSchema = object({
  pageSessionId: string().default(''),
  widgetSessionId: string().nullable().default(null),
  isOpen: boolean().default(false),
  /** Seconds left in the widget session. */
  widgetSessionTime: number().integer().min(0).default(0),
  widgetSessionActive: boolean().default(false),
  currentLanguage: string().oneOf(LANGUAGES).default('en'),
  currency: string().default('USD'),
  products: array(productSchema.required()).default([]),
  prefetchedTabs: array(tabSchema.required()).default([]),
  visibleTabs: array(tabSchema.required()).default([]),
  activeTabIndex: number().integer().min(0).default(0),
  showTabs: boolean().default(false),
  currentStep: number().integer().min(1).max(4).default(1),
  currentStepName: string().oneOf(STEP_NAMES).default('booking'),
  isInitializing: boolean().default(false),
  isInitialized: boolean().default(false),
  initializationError: string().nullable().default(null),
  initializationMessage: string().default(''),
});
export type UiState = InferType<typeof uiStateSchema>;

/** §3 Activity store state. */
export const activityStoreStateSchema = object({
  activities: mixed<Record<string, Activity>>().default({}),
  selectedActivityId: number().integer().positive().nullable().default(null),
  loading: boolean().default(false),
  error: string().nullable().default(null),
  urlOrderedActivityIds: array(number().integer().positive().required()).default([]),
});
export type ActivityStoreState = InferType<typeof activityStoreStateSchema>;
