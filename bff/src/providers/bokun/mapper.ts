// Bokun's shapes stop here: everything the BFF hands on is one of the contract shapes of spec §7.
export { fieldQuestionId, mapActivityDetails } from './mapActivity';
export { mapScheduleSlot, mapScheduleSlots } from './mapSchedule';
export {
  mapConfirmation,
  mapPromoTotals,
  mapReservation,
  pickReserveOption,
  quoteOf,
  type ConfirmationResult,
  type PromoTotals,
  type Quote,
  type ReservationRef,
  type ReserveOption,
} from './mapCheckout';
