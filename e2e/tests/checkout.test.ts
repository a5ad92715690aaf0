// The whole booking in a real browser against the sandbox: step 1, contact, reservation, payment and the
// success page, on the host page and in the iframe app.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { hasFocus, tabTo } from '../src/keyboard';
import {
  acceptAgreements,
  bookFirstDay,
  fillContact,
  payWithBlik,
  successPayload,
  VISITOR,
} from '../src/checkoutSteps';
import { startStack, type Stack } from '../src/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  const [stackResult, browserResult] = await Promise.allSettled([startStack(), launchBrowser()]);
  if (stackResult.status === 'fulfilled') stack = stackResult.value;
  if (browserResult.status === 'fulfilled') browser = browserResult.value;
  if (stackResult.status === 'rejected') throw stackResult.reason;
  if (browserResult.status === 'rejected') throw browserResult.reason;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

describe('checkout on the host page', () => {
  it('books and pays with BLIK 777123 and lands on the success page with the booking', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookFirstDay(page);
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
    expect(payload).toMatchObject({
      version: '2.1',
      status: 'success',
      confirmationCode: expect.stringMatching(/^[A-Z]+-\d+$/),
      activity: { id: 1001 },
      contact: { firstName: VISITOR.firstName, email: VISITOR.email },
      provider: 'tpay',
      lang: 'en',
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a refused BLIK (111234) and lets the visitor pay with a second try on the same hold', async () => {
    const { page } = await openPage();
    const holds: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() !== 'POST' || !response.url().endsWith('/api/bokun/reserve')) return;
      void response
        .json()
        .then((body: { data?: { confirmationCode?: string } }) =>
          holds.push(body.data?.confirmationCode ?? ''),
        )
        .catch(() => holds.push('unreadable'));
    });
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookFirstDay(page);
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

describe('hosted payment pages', () => {
  it.each([
    { method: 'PKO BP', what: 'a bank transfer' },
    { method: 'Karta płatnicza', what: 'a Tpay card' },
  ])('pays with $what through the provider page and lands on the success page', async ({ method }) => {
    const { page } = await openPage();
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookFirstDay(page);
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
    const { url, payload } = await successPayload(page);
    expect(url.searchParams.get('status')).toBeNull();
    expect(payload).toMatchObject({
      status: 'success',
      provider: 'tpay',
      confirmationCode: expect.any(String),
    });
    await page.close();
  });
});

describe('promo code', () => {
  it('WELCOME10 lowers the total that is charged; an unknown code is explained', async () => {
    const { page } = await openPage();
    await page.goto(`${stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    await bookFirstDay(page);
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
  it('books and pays the whole booking without a mouse on /pl/megabilet', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${stack.bffUrl}/pl/megabilet`);
    await tabTo(page, page.getByRole('button', { name: /, od [\d\s,]+zł$/ }).first());
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { checked: true }).first().waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Dalej' }));
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Twoje dane' });
    await heading.waitFor();
    expect(await hasFocus(heading)).toBe(true);
    const typeInto = async (label: RegExp, text: string) => {
      await tabTo(page, page.getByLabel(label).first());
      await page.keyboard.type(text);
    };
    // An empty form is refused with the errors linked to their fields.
    await tabTo(page, page.getByRole('button', { name: 'Przejdź do płatności' }));
    await page.keyboard.press('Enter');
    const firstName = page.getByLabel(/^Imię/);
    await page.getByText('Wypełnij to pole.').first().waitFor();
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await firstName.getAttribute('aria-describedby')).toBeTruthy();
    await typeInto(/^Imię/, 'Anna');
    await typeInto(/^Nazwisko/, 'Nowak');
    await typeInto(/^E-mail/, 'anna@example.com');
    await typeInto(/^Numer telefonu/, '+48500100200');
    const participants = page.locator('fieldset', { hasText: /^Uczestnik \d/ });
    for (let i = 0; i < (await participants.count()); i += 1) {
      for (const label of [/^First name/, /^Last name/]) {
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
    const { page, errors } = await openPage();
    await page.goto(`${stack.bffUrl}/widget?configId=demo&lang=en`);
    await bookFirstDay(page);
    await fillContact(page);
    await acceptAgreements(page);
    await payWithBlik(page, '777123');
    const { payload } = await successPayload(page);
    expect(payload).toMatchObject({ status: 'success', provider: 'tpay' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
