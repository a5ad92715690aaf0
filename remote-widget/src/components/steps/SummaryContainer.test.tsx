import { screen, waitFor } from '@testing-library/react';
import type { ReservationData } from '@booking/shared-contracts';
import { apiFailure } from '../../testing/fakeApi';
import { checkoutHarness } from '../../testing/checkoutHarness';
import { SummaryContainer } from './SummaryContainer';

/** The summary's total, as shown. */
const shownTotal = () => document.querySelector('.bw-summary__total')?.textContent ?? '';

/** The amount the reserve call carried. */
const reservedAmount = (body: unknown) =>
  (body as { reservationData: ReservationData }).reservationData.amount;

describe('SummaryContainer: display = charge (issue #24)', () => {
  it("shows the provider's own price of the selection once the BFF answers, and reserves at it", async () => {
    // The widget's estimate of one adult is 100; Bokun's band rule (unknown to the widget) says 123.
    const harness = await checkoutHarness({
      bokunSelectionPrice: () => ({ success: true, data: { totalPrice: 123, currency: 'PLN' } }),
    });
    harness.root.ui.goToStep(2);
    harness.render(<SummaryContainer flow={harness.flow} />);
    await waitFor(() => expect(shownTotal()).toContain('123'));
    expect(harness.root.booking.totalPrice).toBe(123);

    const [asked] = harness.api.callsTo('bokunSelectionPrice');
    expect(asked?.input.body).toMatchObject({
      configId: harness.root.config.configId,
      currency: 'PLN',
      selection: { activityId: 1, date: '2026-06-12', passengers: [{ pricingCategoryId: 21, extras: [] }] },
    });

    await expect(harness.flow.submitContact(harness.flow.checkout.initialValues)).resolves.toBe(true);
    expect(reservedAmount(harness.api.callsTo('bokunReserve')[0]?.input.body)).toBe(123);
    expect(screen.getByText('Total')).toBeInTheDocument();
  });

  it('asks once per selection, and again when the tickets change', async () => {
    const harness = await checkoutHarness({
      bokunSelectionPrice: (_input, nth) => ({
        success: true,
        data: { totalPrice: nth === 0 ? 123 : 200, currency: 'PLN' },
      }),
    });
    harness.root.ui.goToStep(2);
    await waitFor(() => expect(harness.root.booking.totalPrice).toBe(123));
    await harness.flow.prices.ensure();
    expect(harness.api.callsTo('bokunSelectionPrice')).toHaveLength(1);
    harness.root.booking.incrementTicket(21);
    await waitFor(() => expect(harness.root.booking.totalPrice).toBe(200));
    expect(harness.api.callsTo('bokunSelectionPrice')).toHaveLength(2);
  });

  it('keeps the estimate, and reserves at it, when the price cannot be asked', async () => {
    const harness = await checkoutHarness({
      bokunSelectionPrice: () => {
        throw apiFailure('booking_not_priced', 422);
      },
    });
    harness.root.ui.goToStep(2);
    harness.render(<SummaryContainer flow={harness.flow} />);
    await harness.flow.prices.ensure();
    expect(shownTotal()).toContain('100');
    await harness.flow.submitContact(harness.flow.checkout.initialValues);
    expect(reservedAmount(harness.api.callsTo('bokunReserve')[0]?.input.body)).toBe(100);
  });

  it('does not ask on step 1', async () => {
    const harness = await checkoutHarness({
      bokunSelectionPrice: () => ({ success: true, data: { totalPrice: 123, currency: 'PLN' } }),
    });
    expect(harness.root.ui.currentStep).toBe(1);
    expect(harness.api.callsTo('bokunSelectionPrice')).toHaveLength(0);
    expect(harness.root.booking.totalPrice).toBe(100);
  });
});
