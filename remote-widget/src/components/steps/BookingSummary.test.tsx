import { screen } from '@testing-library/react';
import type { Language } from '@booking/shared-contracts';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { BookingSummary, type BookingSummaryProps } from './BookingSummary';

function buildSummary(overrides: Partial<BookingSummaryProps> = {}): BookingSummaryProps {
  return {
    activityName: 'Kraków Old Town Walking Tour',
    date: '2026-11-23',
    time: '10:00',
    rateName: 'Standard',
    tickets: [{ name: 'Adult', count: 2, price: 100 }],
    totalPrice: 200,
    oldTotalPrice: null,
    currency: 'PLN',
    ...overrides,
  };
}

/** The text of the summary entry under a term. */
function entry(term: string): string {
  return screen.getByText(term).nextElementSibling?.textContent ?? '';
}

describe('BookingSummary', () => {
  it.each<[Language, string, string]>([
    ['en', 'Date', 'November 23, 2026'],
    ['pl', 'Data', '23 listopada 2026'],
    ['de', 'Datum', '23. November 2026'],
  ])('shows the booked day in the visitor’s language (%s), not as ISO', (lang, term, shown) => {
    renderWithIntl(<BookingSummary {...buildSummary()} />, lang);
    expect(entry(term)).toBe(shown);
  });

  it('keeps the calendar day whatever the time zone (a day at UTC midnight stays that day)', () => {
    renderWithIntl(<BookingSummary {...buildSummary({ date: '2026-01-01' })} />);
    expect(entry('Date')).toBe('January 1, 2026');
  });

  it('leaves the date empty while no day is chosen', () => {
    renderWithIntl(<BookingSummary {...buildSummary({ date: '' })} />);
    expect(entry('Date')).toBe('');
  });

  it('says when a promo code is being priced again for the changed booking, and when it was removed', () => {
    const { rerender } = renderWithIntl(
      <BookingSummary {...buildSummary({ promoNotice: { kind: 'checking', code: 'WELCOME10' } })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Checking promo code WELCOME10 for your changed booking…',
    );
    rerender(<BookingSummary {...buildSummary({ promoNotice: { kind: 'removed', code: 'WELCOME10' } })} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Promo code WELCOME10 does not apply to your changed booking and was removed.',
    );
  });
});
