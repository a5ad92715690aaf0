import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { BookingTotal } from './BookingTotal';

describe('BookingTotal', () => {
  it('shows the participants and the total in the activity currency', () => {
    renderWithIntl(
      <BookingTotal totalPrice={320} oldTotalPrice={null} totalParticipants={3} currency="PLN" />,
    );
    expect(screen.getByText('3 participants')).toBeInTheDocument();
    expect(screen.getByText('PLN 320.00')).toBeInTheDocument();
    expect(screen.queryByText('Before discount')).not.toBeInTheDocument();
  });

  it('strikes through the old total when a promo code lowered it', () => {
    renderWithIntl(
      <BookingTotal totalPrice={288} oldTotalPrice={320} totalParticipants={3} currency="PLN" />,
    );
    expect(screen.getByText('PLN 320.00').closest('s')).not.toBeNull();
    expect(screen.getByText('Before discount')).toBeInTheDocument();
    expect(screen.getByText('PLN 288.00').closest('s')).toBeNull();
  });

  it('formats in the visitor language', () => {
    renderWithIntl(
      <BookingTotal totalPrice={1234.5} oldTotalPrice={null} totalParticipants={1} currency="EUR" />,
      'de',
    );
    expect(screen.getByText('1 Teilnehmer')).toBeInTheDocument();
    expect(screen.getByText('1.234,50 €')).toBeInTheDocument();
  });

  it('counts a private group as one group of up to its size, not as one participant', () => {
    renderWithIntl(
      <BookingTotal
        totalPrice={1200}
        oldTotalPrice={null}
        totalParticipants={1}
        currency="PLN"
        groupSize={8}
      />,
    );
    expect(screen.getByText('1 group (up to 8 people)')).toBeInTheDocument();
    expect(screen.queryByText(/participant/)).not.toBeInTheDocument();
  });
});
