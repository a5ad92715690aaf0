import { outcomeOf, statusQueryOf, successTarget } from './paymentCompletion';

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

  it('leads to the success page of the page language, with status=error on failure and the data kept', () => {
    expect(successTarget('success', 'en', '?data=abc')).toBe(
      '/megabilet/success?completed_via=external&data=abc',
    );
    expect(successTarget('error', 'pl', '')).toBe(
      '/pl/megabilet/success?completed_via=external&status=error',
    );
  });
});
