export { assertReleasable, isPaid, paymentsOf, requireHold, type HoldRef } from './holdAccess';
export { confirmPaidHold, releaseHold } from './holdActions';
