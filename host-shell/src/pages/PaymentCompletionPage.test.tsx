import { render, screen, waitFor } from '@testing-library/react';
import { PaymentCompletionPage } from './PaymentCompletionPage';
import type { ReceiptAnswer } from './receipt';

const KEY = 'a1'.repeat(32);

describe('PaymentCompletionPage', () => {
  it('opened without anything to complete, says what it is for instead of "the payment failed"', () => {
    const go = jest.fn();
    render(<PaymentCompletionPage lang="en" search="" apiBaseUrl="" go={go} />);
    expect(screen.getByText(/finishes a payment started on the booking page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to booking' })).toHaveAttribute('href', '/megabilet');
    expect(screen.queryByText(/did not go through|failed/)).not.toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('follows the receipt until the payment is decided, then shows the success page of that receipt', async () => {
    const answers: ReceiptAnswer[] = [
      { kind: 'found', status: 'pending', booking: null },
      { kind: 'found', status: 'success', booking: null },
    ];
    const read = jest.fn(() => Promise.resolve(answers.shift() ?? answers[0]!));
    const go = jest.fn();
    render(
      <PaymentCompletionPage
        lang="de"
        search={`?receipt=${KEY}`}
        apiBaseUrl=""
        go={go}
        read={read}
        intervalMs={1}
      />,
    );
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(go).toHaveBeenCalledWith(`/de/megabilet/success?completed_via=external&receipt=${KEY}`);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
