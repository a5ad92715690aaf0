// Step 1 in a real browser against the sandbox catalogue: the federated widget on the host page, in
// English by mouse and in Polish by keyboard alone, and the iframe app opened on its own, pick a date, a
// start time, a rate and tickets.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PRICED_DAY, PRICED_DAY_PL } from '../src/checkoutSteps';
import { hasFocus, tabTo } from '../src/keyboard';
import { startStackAndBrowser, stopStackAndBrowser, openPage } from '../src/session';
import type { Stack } from '../src/stack';

/** Screenshots for a human look (git-ignored). */
const ARTIFACTS = path.join(__dirname, '../artifacts');

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  ({ stack, browser } = await startStackAndBrowser());
});

afterAll(async () => {
  await stopStackAndBrowser(stack, browser);
});

/** The widget inside the host page. */
const widget = (page: Page) => page.locator('.bw-root');

/** The number shown by a ticket's labelled count. */
async function countOf(page: Page, name: RegExp): Promise<number> {
  return Number(await page.getByRole('status', { name }).first().textContent());
}

describe('booking step on the host page', () => {
  it('books in English with the mouse: variant tab, date, start time, rate and tickets', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${stack.bffUrl}/megabilet`);
    await widget(page).getByRole('heading', { name: 'Book your tickets' }).waitFor();

    // The demo product has a Polish and an English variant: tabs, Polish first by the product's order.
    const tabs = page.getByRole('tablist', { name: 'Tour variants' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Po polsku', 'In English']);
    await page.getByRole('tab', { name: 'In English' }).click();
    expect(await page.getByRole('tab', { name: 'In English' }).getAttribute('aria-selected')).toBe('true');

    // Available days carry the price of the choice they open with, in PLN; the first one is chosen.
    const day = page.getByRole('button', { name: PRICED_DAY }).first();
    await day.waitFor();
    await day.click();
    expect(await page.getByRole('button', { name: /, selected$/ }).count()).toBe(1);

    // §4: the first start time with availability is selected, with the slot's first rate and one ticket.
    const times = page.getByRole('group', { name: 'Time' });
    const slots = times.getByRole('radio', { disabled: false });
    expect(await slots.count()).toBeGreaterThan(0);
    expect(await slots.first().isChecked()).toBe(true);
    expect(await times.getByText(/places? left/).count()).toBeGreaterThan(0);
    await slots.last().check();
    expect(await slots.last().isChecked()).toBe(true);

    // The rates one visitor can book (a rate with a minimum is listed disabled, with its rule).
    const rates = page.getByRole('group', { name: 'Rate' }).getByRole('radio', { disabled: false });
    expect(await rates.count()).toBeGreaterThan(0);
    await rates.last().check();
    expect(await rates.last().isChecked()).toBe(true);

    const participants = page.locator('.bw-total__participants');
    const before = await participants.textContent();
    await page
      .getByRole('button', { name: /^More .* tickets$/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^More .* tickets$/ })
      .first()
      .click();
    expect(await participants.textContent()).not.toBe(before);
    expect(await page.locator('.bw-total__amount').textContent()).toMatch(/^Total PLN\s[\d,]+\.\d{2}$/);
    expect(errors).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'booking-en.png'), fullPage: true });
    await page.close();
  });

  it('books in Polish by keyboard alone on /pl/megabilet', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${stack.bffUrl}/pl/megabilet`);
    await widget(page).getByRole('heading', { name: 'Zarezerwuj bilety' }).waitFor();

    // Tabs: the selected one is the tab stop; the arrow keys move and select.
    const polish = page.getByRole('tab', { name: 'Po polsku' });
    await tabTo(page, polish);
    await page.keyboard.press('ArrowRight');
    const english = page.getByRole('tab', { name: 'In English' });
    expect(await hasFocus(english)).toBe(true);
    expect(await english.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await polish.getAttribute('aria-selected')).toBe('true');

    // The calendar's tab stop is the first available day; Enter picks it.
    const firstDay = page.getByRole('button', { name: PRICED_DAY_PL }).first();
    await firstDay.waitFor();
    await tabTo(page, firstDay);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /, wybrany$/ }).waitFor();

    // Start times: the checked radio is the tab stop; an arrow moves to the next bookable time.
    const times = page.getByRole('group', { name: 'Godzina' });
    const checkedTime = times.getByRole('radio', { checked: true });
    await tabTo(page, checkedTime);
    const firstTime = await checkedTime.getAttribute('value');
    if ((await times.getByRole('radio', { disabled: false }).count()) > 1) {
      await page.keyboard.press('ArrowDown');
      expect(await times.getByRole('radio', { checked: true }).getAttribute('value')).not.toBe(firstTime);
    }

    // Rates: the same radio-group keys.
    const rates = page.getByRole('group', { name: 'Taryfa' });
    await tabTo(page, rates.getByRole('radio', { checked: true }));
    const firstRate = await rates.getByRole('radio', { checked: true }).getAttribute('value');
    // Arrow keys move between the rates that can be chosen; a disabled one is skipped.
    if ((await rates.getByRole('radio', { disabled: false }).count()) > 1) {
      await page.keyboard.press('ArrowDown');
      expect(await rates.getByRole('radio', { checked: true }).getAttribute('value')).not.toBe(firstRate);
    }

    // Tickets: Enter on + adds one each time, within the limits.
    const more = page.getByRole('button', { name: /^Więcej biletów: / }).first();
    const name = ((await more.getAttribute('aria-label')) ?? '').replace('Więcej biletów: ', '');
    const count = new RegExp(`^Liczba biletów: ${name}$`);
    const start = await countOf(page, count);
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await countOf(page, count)).toBe(start + 2);
    expect(await page.locator('.bw-total__amount').textContent()).toMatch(/^Razem [\d\s]+,\d{2}\szł$/);
    expect(await page.locator('.bw-timer__value').textContent()).toMatch(/^\d{2}:\d{2}$/);

    // − down to 0: the button marks itself inactive but keeps the focus (never dropped to the page body),
    // so the next Tab goes on to + of the same ticket.
    const fewer = page.getByRole('button', { name: `Mniej biletów: ${name}` }).first();
    await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(fewer)).toBe(true);
    for (let presses = 0; presses < 10 && (await countOf(page, count)) > 0; presses += 1) {
      await page.keyboard.press('Enter');
    }
    expect(await countOf(page, count)).toBe(0);
    expect(await fewer.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(fewer)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(more)).toBe(true);
    expect(errors).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'booking-pl.png'), fullPage: true });
    await page.close();
  });

  it('lays the step out in one column on a small phone (≤ 480 px)', async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 900 });
    await page.goto(`${stack.bffUrl}/pl/megabilet`);
    await page.getByRole('button', { name: PRICED_DAY_PL }).first().waitFor();
    const calendar = await page.locator('.bw-booking__calendar').boundingBox();
    const choices = await page.locator('.bw-booking__choices').boundingBox();
    expect(calendar && choices && choices.y >= calendar.y + calendar.height).toBe(true);
    const scrollWidth = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(scrollWidth).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'booking-pl-390.png'), fullPage: true });
    await page.close();
  });
});

describe('booking step in the iframe app', () => {
  it.each([
    {
      lang: 'pl',
      heading: 'Zarezerwuj bilety',
      day: PRICED_DAY_PL,
      more: /^Więcej biletów: /,
      total: /^Razem /,
    },
    {
      lang: 'en',
      heading: 'Book your tickets',
      day: PRICED_DAY,
      more: /^More .* tickets$/,
      total: /^Total /,
    },
  ])(
    'opens the first demo product on its own and books in $lang',
    async ({ lang, heading, day, more, total }) => {
      const { page, errors } = await openPage(browser, { width: 800, height: 900 });
      const response = await page.goto(`${stack.bffUrl}/widget?configId=demo&lang=${lang}`);
      expect(response?.status()).toBe(200);
      await widget(page).getByRole('heading', { name: heading }).waitFor();
      expect(await widget(page).getAttribute('lang')).toBe(lang);

      await tabTo(page, page.getByRole('button', { name: day }).first());
      await page.keyboard.press('Enter');
      await page.getByRole('radio', { checked: true }).first().waitFor();
      const rates = page.locator('.bw-rates').getByRole('radio');
      expect(await rates.count()).toBeGreaterThan(0);
      await rates.first().check();
      const participants = page.locator('.bw-total__participants');
      const before = await participants.textContent();
      await page.getByRole('button', { name: more }).first().click();
      expect(await participants.textContent()).not.toBe(before);
      expect(await page.locator('.bw-total__amount').textContent()).toMatch(total);
      expect(errors).toEqual([]);
      await page.screenshot({ path: path.join(ARTIFACTS, `booking-iframe-${lang}.png`), fullPage: true });
      await page.close();
    },
  );
});
