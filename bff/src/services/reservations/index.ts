export { reserve, invalidateMonths, RESERVE_IDEMPOTENCY_TTL_MS, type ReserveInput } from './reserve';
export { validatePromoCode, type ValidatePromoCodeInput } from './validatePromoCode';
export { removeReservation, type RemoveOutcome, type RemoveReservationInput } from './removeReservation';
export { confirmReservation, type ConfirmReservationInput } from './confirmReservation';
export { touchedMonths } from './touchedMonths';
export { selectionPrice, SELECTION_PRICE_TTL_MS, type SelectionPriceInput } from './selectionPrice';
