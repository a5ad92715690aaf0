// BLIK attempts that end without a payment, in a real browser against the sandbox's Tpay: a code accepted but
// never confirmed in the banking app (555…), and one Tpay times out itself (104…). The visitor is told in time
// (not after the hold runs out), the BLIK field takes the focus, and a new code pays the same hold.
import type { Page } from 'playwright-core';
import type { Language } from '@booking/shared-contracts';
import {
  acceptAgreements,
  bookDayAfterToday,
  confirmedBooking,
  fillContact,
  payWithBlik,
  recordHolds,
  successPayload,
} from '../src/checkoutSteps';
import { hasFocus } from '../src/keyboard';
import { openPage, useStackAndBrowser } from '../src/session';
import { exactly, widgetText } from '../src/widgetText';

/** The BFF's window for an unconfirmed BLIK code, short so the test need not wait Tpay's two minutes. */
const BFF_WINDOW_MS = 8_000;
/** The sandbox's code window, after which a `104…` code shows Tpay's timeout – before the BFF's own. */
const TPAY_WINDOW_MS = 4_000;

const e2e = useStackAndBrowser({
  bffEnv: { TPAY_BLIK_CONFIRM_WINDOW_MS: String(BFF_WINDOW_MS) },
  sandboxEnv: { SANDBOX_TPAY_BLIK_WINDOW_MS: String(TPAY_WINDOW_MS) },
});

/** Books, pays with `code` and waits until the visitor is told the code was not confirmed in time. */
async function payUntilUnconfirmed(page: Page, code: string, lang: Language) {
  if (lang === 'pl') await page.goto(`${e2e.stack.bffUrl}/pl/megabilet`);
  else {
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
  }
  await bookDayAfterToday(page, lang);
  await fillContact(page, lang);
  await acceptAgreements(page, lang);
  const started = Date.now();
  await payWithBlik(page, code, lang);
  await page.getByText(widgetText(lang, 'payment.pending.blik')).waitFor();
  const told = page.getByText(widgetText(lang, 'payment.errors.blikUnconfirmed'));
  await told.waitFor({ timeout: BFF_WINDOW_MS + 20_000 });
  return { told, waitedMs: Date.now() - started };
}

describe('a BLIK code never confirmed in the banking app', () => {
  it('555…: the visitor is told after the window, the BLIK field has the focus, a new code pays the same hold', async () => {
    const { page, errors } = await openPage(e2e.browser);
    const holds = recordHolds(page);
    const { told, waitedMs } = await payUntilUnconfirmed(page, '555123', 'en');
    // Told once the window passed – not at once, and long before the 30-minute hold would run out.
    expect(waitedMs).toBeGreaterThanOrEqual(BFF_WINDOW_MS - 1_000);
    expect(await told.evaluate((el) => el.closest('[role="alert"]') !== null)).toBe(true);
    const field = page.getByLabel(widgetText('en', 'payment.blik.label'));
    expect(await hasFocus(field)).toBe(true);
    expect(await field.inputValue()).toBe('');

    await field.fill('777123');
    await page.getByRole('button', { name: exactly('en', 'payment.step.pay') }).click();
    const { payload } = await successPayload(page);
    expect(payload?.status).toBe('success');
    // One hold for both codes: no second reserve, and the booking paid is the one first held.
    expect(holds).toHaveLength(1);
    expect(payload?.confirmationCode).toBe(holds[0]);
    const { summary } = await confirmedBooking(page);
    expect(summary).toContain(holds[0] ?? 'missing');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("104…: Tpay's own timeout is told in Polish as soon as Tpay shows it; a new code pays the same hold", async () => {
    const { page } = await openPage(e2e.browser);
    const holds = recordHolds(page);
    const { waitedMs } = await payUntilUnconfirmed(page, '104123', 'pl');
    expect(waitedMs).toBeGreaterThanOrEqual(TPAY_WINDOW_MS - 1_000);
    await payWithBlik(page, '777456', 'pl');
    const { payload } = await successPayload(page);
    expect(payload?.status).toBe('success');
    expect(holds).toHaveLength(1);
    expect(payload?.confirmationCode).toBe(holds[0]);
    await page.close();
  });
});
