import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@booking/shared-contracts';
import { PAYMENT_POLL_INTERVAL_MS } from '../../checkout/PaymentPolling';
import { apiFailure, type FakeRoutes } from '../../testing/fakeApi';
import { checkoutHarness } from '../../testing/checkoutHarness';
import { PaymentStepContainer } from './PaymentStepContainer';

/** The payment step of a booked widget, its methods loaded unless `withMethods` is false. */
interface StepOptions {
  withMethods?: boolean;
  lang?: Language;
}

async function paymentStep(routes: FakeRoutes = {}, { withMethods = true, lang = 'en' }: StepOptions = {}) {
  const harness = await checkoutHarness(routes);
  if (withMethods) await harness.flow.payment.loadOptions();
  harness.render(<PaymentStepContainer flow={harness.flow} />, lang);
  return harness;
}

async function fillBlik(code: string) {
  await userEvent.click(screen.getByRole('radio', { name: 'BLIK' }));
  await userEvent.type(screen.getByLabelText('BLIK code'), code);
}

async function acceptAgreements() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of the booking' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the payment terms' }));
}

const transaction = (id: string) => ({
  transactionId: id,
  title: `TR-${id}`,
  status: 'pending',
  amount: 100,
  currency: 'PLN',
  payer: { email: 'anna@example.com', name: 'Anna Nowak' },
  transactionPaymentUrl: '',
  date: { creation: '2026-06-01T10:00:00Z', realization: null },
  payments: [],
});

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Pay' }));

/** The message a control is described by (every id of aria-describedby). */
function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('PaymentStepContainer: each §8 payment error path', () => {
  it('"Invalid BLIK code. Please enter a 6-digit code." linked to the BLIK field; nothing is sent', async () => {
    const { api } = await paymentStep();
    await fillBlik('12345');
    await acceptAgreements();
    await pay();
    const field = screen.getByLabelText('BLIK code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(field)).toContain('Invalid BLIK code. Please enter a 6-digit code.');
    expect(api.callsTo('bokunReserve')).toHaveLength(0);
  });

  it('"Proszę wybrać prawidłową metodę płatności." when no method is chosen', async () => {
    await paymentStep({}, { withMethods: false, lang: 'pl' });
    await userEvent.click(screen.getByRole('button', { name: 'Zapłać' }));
    expect(await screen.findByText('Proszę wybrać prawidłową metodę płatności.')).toBeInTheDocument();
  });

  it('"Required agreements: terms and paymentTerms": both boxes marked and the message linked', async () => {
    const { api } = await paymentStep();
    await fillBlik('777123');
    await pay();
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of the booking' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(terms)).toBe('Please accept the terms and the payment terms.');
    expect(screen.getByRole('checkbox', { name: /news and offers/ })).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('tpayCreateTransaction')).toHaveLength(0);
  });

  it('a failed transaction creation shows the unknown-error message and releases the hold', async () => {
    const { api } = await paymentStep({
      tpayCreateTransaction: () => {
        throw apiFailure('upstream_error', 502);
      },
    });
    await fillBlik('777123');
    await acceptAgreements();
    await pay();
    expect(
      await screen.findByText('An unknown error occurred while processing the payment.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment not completed')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('bookingCleanup')).toHaveLength(1));
  });

  it('"Transaction creation timed out. Please try again."', async () => {
    await paymentStep({
      tpayCreateTransaction: () => {
        throw apiFailure('timeout', 0);
      },
    });
    await fillBlik('777123');
    await acceptAgreements();
    await pay();
    expect(await screen.findByText('Transaction creation timed out. Please try again.')).toBeInTheDocument();
  });

  it('"Could not create reservation. Please try again." when the hold cannot be made; no transaction', async () => {
    const { api } = await paymentStep({
      bokunReserve: () => {
        throw apiFailure('upstream_error', 502);
      },
    });
    await fillBlik('777123');
    await acceptAgreements();
    await pay();
    expect(await screen.findByText('Could not create reservation. Please try again.')).toBeInTheDocument();
    expect(api.callsTo('tpayCreateTransaction')).toHaveLength(0);
  });

  it('a refused BLIK explains itself and Pay stays available for a second try', async () => {
    await paymentStep({
      tpayCreateTransaction: () => ({ result: 'failed', ...transaction('ta_1') }),
      paymentInitiate: () => ({ success: true }),
    });
    await fillBlik('111234');
    await acceptAgreements();
    await pay();
    expect(await screen.findByText(/The bank refused the BLIK payment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('a BLIK code never confirmed in the banking app in time is told so; the emptied BLIK field takes the focus', async () => {
    const { clock } = await paymentStep({
      tpayCreateTransaction: () => ({ result: 'success', ...transaction('ta_1') }),
      paymentInitiate: () => ({ success: true }),
      bookingStatus: () => ({ success: true, status: 'error', reason: 'blik_unconfirmed' }),
    });
    await fillBlik('555123');
    await acceptAgreements();
    await pay();
    await screen.findByText('Confirm the payment in your banking app');
    act(() => clock.advance(PAYMENT_POLL_INTERVAL_MS));
    const message = await screen.findByText(
      /not confirmed in your banking app in time.*enter a new BLIK code/,
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
    const field = screen.getByLabelText('BLIK code');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('a cancel that works at Tpay but not in the booking system names both, in Polish (§8 partial cancel)', async () => {
    await paymentStep(
      {
        tpayCreateTransaction: () => ({ result: 'success', ...transaction('ta_1') }),
        paymentInitiate: () => ({ success: true }),
        bookingStatus: () => ({ success: true, status: 'pending' }),
        tpayCancelTransaction: () => ({
          success: true,
          bokunCleanup: { attempted: true, success: false, status: 'CONFIRMED' },
        }),
        bokunRemoveReservation: () => {
          throw apiFailure('upstream_error', 502);
        },
      },
      { lang: 'pl' },
    );
    await userEvent.click(screen.getByRole('radio', { name: 'BLIK' }));
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777123');
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję zasady płatności/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapłać' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj płatność' }));
    expect(
      await screen.findByText(/płatność w Tpay została anulowana.*status rezerwacji: CONFIRMED/),
    ).toBeInTheDocument();
  });
});

describe("PaymentStepContainer: method names in the visitor's language", () => {
  const tpayMethods = () => ({
    success: true,
    data: [
      { id: '108', name: 'PKO BP', groupId: 108, type: 'bank_transfer' as const },
      { id: '103', name: 'Karta płatnicza', groupId: 103, type: 'card' as const },
      { id: '171', name: 'Raty Alior', groupId: 171, type: 'bank_transfer' as const },
    ].map((method) => ({
      ...method,
      img: '',
      onlinePayment: true,
      instantRedirection: false,
      constraints: { amount: { min: 0.01, max: 999999.99 } },
    })),
  });

  it.each([
    ['en', 'Card'],
    ['de', 'Karte'],
    ['pl', 'Karta płatnicza'],
  ] as const)(
    'a card is named in %s ("%s"), never in the provider\'s Polish; banks keep their names',
    async (lang, card) => {
      await paymentStep({ tpayPaymentMethods: tpayMethods }, { lang });
      expect(screen.getByRole('radio', { name: card })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'PKO BP' })).toBeInTheDocument();
      if (lang !== 'pl') expect(screen.queryByText('Karta płatnicza')).toBeNull();
    },
  );
});

describe("PaymentStepContainer: no Polish method name on another language's page", () => {
  const methods = () => ({
    success: true,
    data: [{ id: '171', name: 'Raty Alior', groupId: 171, type: 'bank_transfer' as const }].map((method) => ({
      ...method,
      img: '',
      onlinePayment: true,
      instantRedirection: false,
      constraints: { amount: { min: 0.01, max: 999999.99 } },
    })),
  });

  it.each([
    ['en', 'Alior Bank instalments'],
    ['de', 'Ratenzahlung Alior Bank'],
    ['pl', 'Raty Alior'],
  ] as const)('names Alior\'s instalments in %s ("%s")', async (lang, name) => {
    await paymentStep({ tpayPaymentMethods: methods }, { lang });
    expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    if (lang !== 'pl') expect(screen.queryByText('Raty Alior')).toBeNull();
  });
});

describe('PaymentStepContainer: what a Pay click and its answers leave behind', () => {
  it('shows every refused check at once: the BLIK code and the agreements in one click', async () => {
    await paymentStep();
    await fillBlik('12');
    await pay();
    expect(screen.getByLabelText('BLIK code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms of the booking' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Please accept the terms and the payment terms.')).toBeInTheDocument();
  });

  it('after the bank refused the BLIK code, the focus is on the BLIK input for a new code', async () => {
    await paymentStep({
      tpayCreateTransaction: () => ({ result: 'failed', ...transaction('ta_1') }),
      paymentInitiate: () => ({ success: true }),
    });
    await fillBlik('111234');
    await acceptAgreements();
    await pay();
    await waitFor(() => expect(screen.getByLabelText('BLIK code')).toHaveFocus());
  });

  it('after a promo code is applied, the focus is on its Remove button, and back on the input after removal', async () => {
    await paymentStep({ bokunValidatePromoCode: () => ({ success: true, data: { totalPrice: 1 } }) });
    await userEvent.type(screen.getByLabelText('Promo code'), 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const remove = await screen.findByRole('button', { name: 'Remove promo code WELCOME10' });
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.click(remove);
    await waitFor(() => expect(screen.getByLabelText('Promo code')).toHaveFocus());
  });
});
