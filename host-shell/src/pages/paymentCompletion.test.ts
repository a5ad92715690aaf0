import {
  BOOKING_STATUS_MAX_CHECKS,
  ERROR_RETURN_MAX_CHECKS,
  outcomeOf,
  receiptOutcomeOf,
  statusQueryOf,
  successTarget,
} from './paymentCompletion';

describe('payment completion', () => {
  it('goes to success on a paid booking, to error on a failed one, and checks again while pending', () => {
    expect(outcomeOf('success')).toBe('success');
    expect(outcomeOf('error')).toBe('error');
    expect(outcomeOf('cancelled')).toBe('error');
    expect(outcomeOf('pending')).toBeNull();
    expect(outcomeOf(null)).toBeNull();
  });

  it('asks booking-status by session_id or transaction_id, whichever the provider returned', () => {
    expect(statusQueryOf('?session_id=cs_1')).toBe('session_id=cs_1');
    expect(statusQueryOf('?transaction_id=TR-1&x=1')).toBe('transaction_id=TR-1');
    expect(statusQueryOf('?x=1')).toBeNull();
  });

  it('leads to the success page of the page language with the receipt key, status=error on failure, nothing else', () => {
    const key = 'd'.repeat(64);
    expect(successTarget('success', 'en', `?receipt=${key}&data=abc`)).toBe(
      `/megabilet/success?completed_via=external&receipt=${key}`,
    );
    expect(successTarget('error', 'pl', '')).toBe(
      '/pl/megabilet/success?completed_via=external&status=error',
    );
  });

  it('a receipt leads on once its payment is decided; an unknown receipt at once', () => {
    const found = (status: 'success' | 'pending' | 'error') =>
      ({ kind: 'found', status, booking: null }) as const;
    expect(receiptOutcomeOf(found('success'), 1, false)).toBe('success');
    expect(receiptOutcomeOf(found('error'), 1, false)).toBe('error');
    expect(receiptOutcomeOf(found('pending'), 1, false)).toBeNull();
    expect(receiptOutcomeOf({ kind: 'unreachable' }, 1, false)).toBeNull();
    expect(receiptOutcomeOf({ kind: 'unknown' }, 1, false)).toBe('unknown');
    expect(receiptOutcomeOf(found('pending'), BOOKING_STATUS_MAX_CHECKS, false)).toBe('error');
  });

  it("back through the provider's error URL, a payment still open after a few checks was not completed", () => {
    const pending = { kind: 'found', status: 'pending', booking: null } as const;
    expect(receiptOutcomeOf(pending, ERROR_RETURN_MAX_CHECKS - 1, true)).toBeNull();
    expect(receiptOutcomeOf(pending, ERROR_RETURN_MAX_CHECKS, true)).toBe('error');
  });
});
