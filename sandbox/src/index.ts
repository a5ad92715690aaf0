export { createSandboxApp, type SandboxApp, type SandboxOptions, type SandboxState } from './app';
export { startSandbox, type RunningSandbox, type StartOptions } from './server';
export { type AbortModel, BokunSimulator, DEFAULT_ABORT_MODEL, DEMO_BOKUN_KEYS } from './bokun/simulator';
export type { BokunKeyPair } from './bokun/auth';
export type { CallMatcher, RecordedCall } from './bokun/faults';
export type { Reservation, ReservationStatus } from './bokun/reservations';
export type { SeededActivity } from './bokun/catalog';
export { HOLD_MINUTES } from './bokun/reservations';
export { AVAILABILITY_MONTHS, EMPTY_MONTH_OFFSET, SOLD_OUT_DAY_DIVISOR } from './bokun/availability';
export {
  demoCatalogue,
  DEMO_PROMO_CODES,
  OLD_TOWN_ENG_ID,
  OLD_TOWN_POL_ID,
  PRIVATE_TOUR_ID,
  RAFTING_ID,
} from './bokun/catalog';
export * as tpaySandbox from './tpay';
export * as stripeSandbox from './stripe';
export * as sheetsSandbox from './sheets';
export {
  DEMO_STRIPE_SECRET_KEY,
  sandboxProviderEnv,
  sandboxProviderUrls,
  type SandboxProvider,
} from './providerEnv';
