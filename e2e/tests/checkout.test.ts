// The whole booking in a real browser against the sandbox: step 1, contact, reservation, payment and the
// success page, on the host page and in the iframe app.
import type { Browser, Page } from 'playwright-core';
import { hasFocus, tabTo, tabToDayAfterToday } from '../src/keyboard';
import {
  acceptAgreements,
  bookDayAfterToday,
  confirmedBooking,
  fillContact,
  payWithBlik,
  PRICED_DAY_PL,
  recordHolds,
  successPayload,
  VISITOR,
} from '../src/checkoutSteps';
import { E2E_SUPPORT_TOKEN, setDemoPaymentProvider } from '../src/operatorConfig';
import { startStackAndBrowser, stopStackAndBrowser, openPage } from '../src/session';
import type { Stack } from '../src/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  // The Stripe case switches the `demo` config's provider through the support API, as an operator would.
  ({ stack, browser } = await startStackAndBrowser({ bffEnv: { SUPPORT_TOKEN: E2E_SUPPORT_TOKEN } }));
});

afterAll(async () => {
  await stopStackAndBrowser(stack, browser);
});

describe('checkout on the host page', () => {
  it('books and pays with BLIK 777123 and lands on the success page with the booking', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookDayAfterToday(page);
    await fillContact(page);
    // The summary shows the booking on the steps after the first.
    expect(await page.locator('.bw-summary').textContent()).toContain('Kraków Old Town Walking Tour');
    await acceptAgreements(page);
    await payWithBlik(page, '777123');
    await page.getByText('Confirm the payment in your banking app').waitFor();
    const { url, payload } = await successPayload(page);
    expect(url.pathname).toBe('/megabilet/success');
    expect(url.searchParams.get('completed_via')).toBe('external');
    expect(url.searchParams.get('method')).toBe('url');
    expect(url.searchParams.get('receipt')).toMatch(/^[a-f0-9]{64}$/);
    expect(payload).toMatchObject({
      version: '2.1',
      status: 'success',
      confirmationCode: expect.stringMatching(/^[A-Z]+-\d+$/),
      activity: { id: 1001 },
      contact: { firstName: '', lastName: '', email: '' },
      provider: 'tpay',
      lang: 'en',
    });
    // No contact data in the URL: it reaches analytics and Referer headers.
    expect(decodeURIComponent(page.url())).not.toContain(VISITOR.email);
    expect(decodeURIComponent(page.url())).not.toContain(VISITOR.lastName);
    const { summary } = await confirmedBooking(page);
    expect(summary).toContain(payload?.confirmationCode ?? 'missing');
    expect(summary).toContain('Kraków Old Town Walking Tour');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a refused BLIK (111234) and lets the visitor pay with a second try on the same hold', async () => {
    const { page } = await openPage(browser);
    const holds = recordHolds(page);
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookDayAfterToday(page);
    await fillContact(page);
    await acceptAgreements(page);
    await payWithBlik(page, '111234');
    await page.getByText(/The bank refused the BLIK payment/).waitFor({ timeout: 20_000 });
    await payWithBlik(page, '777123');
    const { payload } = await successPayload(page);
    expect(payload?.status).toBe('success');
    // One hold for both tries: no second reserve, and the booking paid is the one first held.
    expect(holds).toHaveLength(1);
    expect(payload?.confirmationCode).toBe(holds[0]);
    await page.close();
  });
});

/**
 * After a provider's page: the success page, reached by the receipt key alone, shows the booking the BFF
 * confirms – code, tour, date and time, tickets and total.
 */
async function expectBookingShown(page: Page): Promise<{ url: URL }> {
  const { url, summary } = await confirmedBooking(page);
  expect(url.searchParams.get('receipt')).toMatch(/^[a-f0-9]{64}$/);
  expect(summary).toMatch(/Confirmation code[A-Z]+-\d+/);
  expect(summary).toContain('Kraków Old Town Walking Tour');
  expect(summary).toMatch(/Date[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  expect(summary).toMatch(/Tickets1 × Adult/);
  expect(summary).toMatch(/TotalPLN/);
  return { url };
}

describe('hosted payment pages', () => {
  it.each([
    { method: 'PKO BP', what: 'a bank transfer' },
    { method: 'Card', what: 'a Tpay card' },
  ])(
    'pays with $what through the provider page and lands on the success page showing the booking',
    async ({ method }) => {
      const { page } = await openPage(browser);
      await page.goto(`${stack.bffUrl}/megabilet`);
      await page.getByRole('tab', { name: 'In English' }).click();
      await bookDayAfterToday(page);
      await fillContact(page);
      await acceptAgreements(page);
      // The method list's logos come from the provider (the sandbox over http) and the page policy lets them load.
      const logos = page.locator('.bw-method__logo');
      await logos.first().waitFor();
      // Each logo once loaded: complete, and broken (a refused or failed load) when its natural width is 0.
      const loaded = () =>
        logos.evaluateAll((images) =>
          images.map((image) => {
            const img = image as unknown as { complete: boolean; naturalWidth: number };
            return img.complete ? img.naturalWidth : -1;
          }),
        );
      let widths = await loaded();
      for (let tries = 0; widths.includes(-1) && tries < 50; tries += 1) {
        await page.waitForTimeout(100);
        widths = await loaded();
      }
      expect(widths.length).toBeGreaterThan(1);
      expect(widths.every((width) => width > 0)).toBe(true);
      await page.getByRole('radio', { name: method }).check();
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.locator('[data-testid="tpay-pay"]').click();
      // The provider returns to payment-completion, which follows the payment, then the success page.
      const { url } = await expectBookingShown(page);
      expect(url.searchParams.get('status')).toBeNull();
      await page.close();
    },
  );
});

describe('Stripe Checkout on the host page', () => {
  afterAll(async () => {
    await setDemoPaymentProvider(stack, 'tpay');
  });

  it("pays by card on Stripe's page and lands on the success page showing the booking", async () => {
    await setDemoPaymentProvider(stack, 'stripe_sandbox');
    const { page, errors } = await openPage(browser);
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookDayAfterToday(page);
    await fillContact(page);
    await acceptAgreements(page);
    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    // The first-party page may redirect itself: Stripe Checkout opens in this tab.
    await page.waitForURL(new RegExp(`^${stack.sandboxUrl}/stripe/`));
    await page.locator('[data-testid="stripe-pay"]').click();
    await expectBookingShown(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('promo code', () => {
  it('WELCOME10 lowers the total that is charged; an unknown code is explained', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookDayAfterToday(page);
    await fillContact(page);
    const total = async () =>
      Number(((await page.locator('.bw-summary__total').textContent()) ?? '').replace(/[^\d.]/g, ''));
    const before = await total();
    await page.getByLabel('Promo code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This promo code is not valid for your booking.').waitFor();
    await page.getByLabel('Promo code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code WELCOME10 applied').waitFor();
    const after = await total();
    expect(after).toBeLessThan(before);
    await acceptAgreements(page);
    await payWithBlik(page, '777123');
    const { payload } = await successPayload(page);
    expect(payload?.totalPrice).toBe(after);
    await page.close();
  });
});

describe('keyboard only, in Polish', () => {
  it('books and pays the whole booking without a mouse on /pl/megabilet, from the first tab stop', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${stack.bffUrl}/pl/megabilet`);
    const firstDay = page.getByRole('button', { name: PRICED_DAY_PL }).first();
    await firstDay.waitFor();
    // The first tab stop is the skip link; it takes the focus past the header to the widget, whose first
    // control is the next stop.
    const skip = page.getByRole('link', { name: 'Przejdź do rezerwacji' });
    expect(await tabTo(page, skip, 1)).toBe(1);
    await page.keyboard.press('Enter');
    expect(await hasFocus(page.locator('#booking'))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.querySelector(".bw-root").contains(document.activeElement)')).toBe(
      true,
    );
    // A day after today, whose start times stay bookable however long the checkout takes.
    await tabToDayAfterToday(page, page, 'pl');
    // The focus ring is the shared colour (#3a78d8), not the old 1.8:1 green.
    expect(await page.evaluate('getComputedStyle(document.activeElement).outlineColor')).toBe(
      'rgb(58, 120, 216)',
    );
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { checked: true }).first().waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Dalej' }));
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Twoje dane' });
    await heading.waitFor();
    expect(await hasFocus(heading)).toBe(true);
    // The widget's live region says where the visitor is.
    await page
      .locator('.bw-root [aria-live="polite"][aria-atomic="true"]', { hasText: 'Krok 2 z 4: Twoje dane' })
      .waitFor();
    const typeInto = async (label: RegExp, text: string) => {
      await tabTo(page, page.getByLabel(label).first());
      await page.keyboard.type(text);
    };
    // An empty form is refused with the errors linked to their fields.
    await tabTo(page, page.getByRole('button', { name: 'Przejdź do płatności' }));
    await page.keyboard.press('Enter');
    const firstName = page.getByLabel(/^Imię/).first();
    await page.getByText('Wypełnij to pole.').first().waitFor();
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await firstName.getAttribute('aria-describedby')).toBeTruthy();
    await typeInto(/^Imię/, 'Anna');
    await typeInto(/^Nazwisko/, 'Nowak');
    await typeInto(/^E-mail/, 'anna@example.com');
    await typeInto(/^Numer telefonu/, '+48500100200');
    const participants = page.locator('fieldset', { hasText: /^Uczestnik \d/ });
    for (let i = 0; i < (await participants.count()); i += 1) {
      for (const label of [/^Imię/, /^Nazwisko/]) {
        const field = participants.nth(i).getByLabel(label);
        if (await field.count()) {
          await tabTo(page, field);
          await page.keyboard.type('Anna');
        }
      }
    }
    await tabTo(page, page.getByRole('button', { name: 'Przejdź do płatności' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Płatność', exact: true }).waitFor();
    await tabTo(page, page.getByLabel('Kod BLIK'));
    await page.keyboard.type('777123');
    await tabTo(page, page.getByRole('checkbox', { name: 'Akceptuję regulamin rezerwacji' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: 'Akceptuję zasady płatności' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Zapłać' }));
    await page.keyboard.press('Enter');
    const { url, payload } = await successPayload(page);
    expect(url.pathname).toBe('/pl/megabilet/success');
    expect(payload).toMatchObject({ status: 'success', lang: 'pl' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('checkout in the iframe app', () => {
  it('books and pays with BLIK 777123 on its own and lands on the success page', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${stack.bffUrl}/widget?configId=demo&lang=en`);
    await bookDayAfterToday(page);
    await fillContact(page);
    await acceptAgreements(page);
    await payWithBlik(page, '777123');
    const { payload } = await successPayload(page);
    expect(payload).toMatchObject({ status: 'success', provider: 'tpay' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
