import { render, screen } from '@testing-library/react';
import { receiptBooking } from '@booking/shared-contracts/testing';
import type { ReceiptAnswer } from './receipt';
import { SuccessPage } from './SuccessPage';

const KEY = 'f'.repeat(64);
const booking = receiptBooking();
const paid: ReceiptAnswer = { kind: 'found', status: 'success', booking };

/** A receipt reader answering `answers` in turn (the last one repeats), recording the keys it was asked. */
function reader(...answers: ReceiptAnswer[]) {
  const asked: string[] = [];
  const read = (_base: string, key: string) => {
    asked.push(key);
    return Promise.resolve(answers[Math.min(asked.length - 1, answers.length - 1)]!);
  };
  return { read, asked };
}

describe('SuccessPage', () => {
  it('shows the booking the BFF confirms for the receipt, in the page language, with the meeting point', async () => {
    const { read, asked } = reader(paid);
    render(<SuccessPage lang="pl" search={`?receipt=${KEY}`} read={read} />);
    expect(await screen.findByText('Dziękujemy za rezerwację')).toBeInTheDocument();
    expect(asked).toEqual([KEY]);
    expect(screen.getByText('Kod potwierdzenia').nextSibling).toHaveTextContent(booking.confirmationCode);
    expect(screen.getByText(booking.activity.title)).toBeInTheDocument();
    expect(screen.getByText('Data').nextSibling?.textContent).toMatch(/18 czerwca 2026.*10:00/);
    expect(screen.getByText('2 × Adult')).toBeInTheDocument();
    expect(screen.getByText('Razem').nextSibling?.textContent).toMatch(/240,00\s*zł/);
    expect(screen.getByText('Miejsce zbiórki').nextSibling).toHaveTextContent(booking.meetingPoint);
  });

  it('a payment still being confirmed says so, then shows the booking once paid', async () => {
    let confirm: (answer: ReceiptAnswer) => void = () => undefined;
    const answers = [
      Promise.resolve<ReceiptAnswer>({ kind: 'found', status: 'pending', booking: null }),
      new Promise<ReceiptAnswer>((resolve) => (confirm = resolve)),
    ];
    let reads = 0;
    const read = () => answers[Math.min((reads += 1), 2) - 1]!;
    render(<SuccessPage lang="en" search={`?receipt=${KEY}`} read={read} pollMs={1} />);
    expect(await screen.findByText('Your payment is being confirmed')).toBeInTheDocument();
    confirm(paid);
    expect(await screen.findByText('Thank you for your booking')).toBeInTheDocument();
  });

  it('"status=error shows the failure and a way back"', () => {
    render(<SuccessPage lang="de" search="?status=error" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Die Zahlung ist fehlgeschlagen');
    expect(screen.getByRole('link', { name: 'Zurück zur Buchung' })).toHaveAttribute('href', '/de/megabilet');
  });

  it('an unknown receipt or data alone shows a neutral page, never a false confirmation', async () => {
    const { read } = reader({ kind: 'unknown' });
    render(<SuccessPage lang="en" search={`?receipt=${KEY}&data=forged`} read={read} />);
    expect(await screen.findByText('Booking status')).toBeInTheDocument();
    expect(await screen.findByText(/cannot show a booking/)).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });
});
