// Extras in a real browser against the sandbox: a partner page offers the kayak trip (activity 1006: prices
// by participant band, a dry bag priced per person, a phone case priced per booking); the visitor adds both,
// and what Tpay is asked to charge – and what the booking system priced the reservation at – is the total
// the widget displayed.
import { acceptAgreements, amountOf, fillContact, payWithBlik } from '../src/checkoutSteps';
import { expectChargedAsDisplayed, openKayakTrip, usePartnerStack, widgetMessage } from '../src/partnerSite';

const e2e = usePartnerStack();

describe('extras', () => {
  it('three adults with two dry bags and a phone case: Tpay charges exactly the total the widget showed', async () => {
    const { page, errors, widget, reserved, charged } = await openKayakTrip(e2e);
    await widget.getByRole('group', { name: 'Extras' }).waitFor();
    const moreBags = widget.getByRole('button', { name: 'More: Dry bag' });
    await moreBags.click();
    await moreBags.click();
    await widget.getByRole('checkbox', { name: /Waterproof phone case/ }).check();
    const total = widget.locator('.bw-total__amount strong');
    // The 2–4 band for each adult, a dry bag at the adult price twice, the phone case once.
    await total.filter({ hasText: '320.00' }).waitFor();
    const displayed = amountOf((await total.textContent()) ?? '');
    expect(displayed).toBe(3 * 90 + 2 * 15 + 20);

    await widget.getByRole('button', { name: /^Continue$/ }).click();
    await fillContact(widget);
    await acceptAgreements(widget);
    await payWithBlik(widget, '777123');
    // Inside a partner's frame the widget shows its own success step and tells the partner.
    const succeeded = await widgetMessage(page, 'bookingSucceeded');

    // The reservation carried the extras where Bokun books them, at the displayed total (which the BFF
    // checked against the booking system's own price before holding anything).
    expect(reserved).toHaveLength(1);
    expect(reserved[0]?.amount).toBe(displayed);
    expect(reserved[0]?.directBooking?.activityBookings).toEqual([
      expect.objectContaining({
        activityId: 1006,
        extras: [{ extraId: 60_032, unitCount: 1 }],
        passengers: [
          expect.objectContaining({ extras: [{ extraId: 60_031, unitCount: 1 }] }),
          expect.objectContaining({ extras: [{ extraId: 60_031, unitCount: 1 }] }),
          expect.objectContaining({ extras: [] }),
        ],
      }),
    ]);
    // Tpay's transaction is for that amount, and it was paid.
    await expectChargedAsDisplayed(e2e.stack.bffUrl, { charged, succeeded, errors }, displayed);
    await page.close();
  });
});
