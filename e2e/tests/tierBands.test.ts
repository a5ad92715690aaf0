// Issue #24, display = charge under the per-category band model: the sandbox's Bokun picks each category's
// band by that category's own count (SANDBOX_BOKUN_BAND_MODEL=perCategory), while the widget's own estimate
// picks it by the party's whole count. On the kayak trip (activity 1006) 3 adults and 2 children are 310 by
// the party's 5 (adults at the 5–8 band) and 370 by Bokun's rule (adults at the 2–4 band): the summary shows
// Bokun's price before payment, and that is what is reserved, charged and reported on success.
import { acceptAgreements, amountOf, fillContact, payWithBlik } from '../src/checkoutSteps';
import { expectChargedAsDisplayed, openKayakTrip, usePartnerStack, widgetMessage } from '../src/partnerSite';

const e2e = usePartnerStack({ sandboxEnv: { SANDBOX_BOKUN_BAND_MODEL: 'perCategory' } });

describe('tier bands under the per-category model', () => {
  it('3 adults and 2 children: the summary shows Bokun’s 370, and 370 is reserved, charged and reported', async () => {
    const { page, errors, widget, reserved, charged } = await openKayakTrip(e2e);
    const moreChildren = widget.getByRole('button', { name: 'More Child tickets' });
    await moreChildren.click();
    await moreChildren.click();
    // Step 1 shows the widget's own estimate: every ticket at the band of the party's 5.
    await widget.locator('.bw-total__amount strong').filter({ hasText: '310.00' }).waitFor();

    await widget.getByRole('button', { name: /^Continue$/ }).click();
    const summaryTotal = widget.locator('.bw-summary__total');
    await summaryTotal.filter({ hasText: '370.00' }).waitFor();
    const displayed = amountOf((await summaryTotal.textContent()) ?? '');
    expect(displayed).toBe(3 * 90 + 2 * 50);

    await fillContact(widget);
    await acceptAgreements(widget);
    await payWithBlik(widget, '777123');
    const succeeded = await widgetMessage(page, 'bookingSucceeded');

    expect(reserved.map((r) => r.amount)).toEqual([displayed]);
    await expectChargedAsDisplayed(e2e.stack.bffUrl, { charged, succeeded, errors }, displayed);
    await page.close();
  });
});
