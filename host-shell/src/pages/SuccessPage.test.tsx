import { render, screen } from '@testing-library/react';
import { encodeSuccessData, type SuccessPayload } from '@booking/shared-contracts';
import { SuccessPage } from './SuccessPage';

const payload: SuccessPayload = {
  version: '2.1',
  status: 'success',
  confirmationCode: 'BWK-12',
  bookingId: 12,
  activity: { id: 1001, title: 'Kraków Old Town' },
  date: '2026-12-01',
  time: '10:00',
  tickets: [{ category: 'Adult', count: 2, price: 60 }],
  totalPrice: 120,
  currency: 'PLN',
  contact: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com' },
  transactionId: 'TR-1',
  provider: 'tpay',
  lang: 'pl',
};

describe('SuccessPage', () => {
  it('"shows the booking summary in the page language"', () => {
    render(<SuccessPage lang="pl" search={`?data=${encodeSuccessData(payload)}`} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dziękujemy za rezerwację');
    expect(screen.getByText('Kod potwierdzenia').nextSibling).toHaveTextContent('BWK-12');
    expect(screen.getByText('Kraków Old Town')).toBeInTheDocument();
    expect(screen.getByText('2 × Adult')).toBeInTheDocument();
    expect(screen.getByText('Razem').nextSibling?.textContent).toMatch(/120,00\s*zł/);
  });

  it('"status=error shows the failure and a way back"', () => {
    render(<SuccessPage lang="de" search="?status=error" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Die Zahlung ist fehlgeschlagen');
    expect(screen.getByRole('link', { name: 'Zurück zur Buchung' })).toHaveAttribute('href', '/de/megabilet');
  });

  it('"missing or broken data shows a neutral page, never a false confirmation"', () => {
    render(<SuccessPage lang="en" search="?data=broken" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking status');
    expect(screen.queryByText(/confirmed/)).not.toBeInTheDocument();
  });
});
