// What a visitor can trust in step 1 (issue #14): the calendar's price is what the day's default choice
// costs, choices survive a tab switch and a language change, one language at a time (the variant, the
// names, the tab titles), a session clock that means something, and the config's accent and dark mode.
import type { FrameLocator, Page } from 'playwright-core';
import { LANGUAGES, pageTitle, widgetPageTitle } from '@booking/shared-contracts';
import {
  PRICED_DAY,
  PRICED_DAY_PL,
  pricedDayAfterToday,
  showNextMonthWithPricedDays,
} from '../src/checkoutSteps';
import { serveDemoPartnerPage, usePartnerStack } from '../src/partnerSite';
import { openPage } from '../src/session';

const e2e = usePartnerStack();

type Scope = Page | FrameLocator;

/** The amount in a price text: "PLN 1,200.00" → 1200, "1 200,00 zł" → 1200. */
function amountOf(text: string, decimalComma = false): number {
  const digits = decimalComma ? text.replace(/[^\d,]/g, '').replace(',', '.') : text.replace(/[^\d.]/g, '');
  return Number(digits);
}

/** What step 1 shows as chosen: month, day, start time, rate and the first ticket's count. */
async function chosen(scope: Scope, names: { time: string; rate: string; count: RegExp }) {
  return {
    month: await scope.getByRole('grid').getAttribute('aria-label'),
    day: await scope.getByRole('button', { name: /, (selected|wybrany)$/ }).count(),
    time: await scope
      .getByRole('group', { name: names.time })
      .getByRole('radio', { checked: true })
      .getAttribute('value'),
    rate: await scope
      .getByRole('group', { name: names.rate })
      .getByRole('radio', { checked: true })
      .getAttribute('value'),
    count: await scope.getByRole('status', { name: names.count }).first().textContent(),
  };
}

const ENGLISH = { time: 'Time', rate: 'Rate', count: /^Number of .* tickets$/ };
const POLISH = { time: 'Godzina', rate: 'Taryfa', count: /^Liczba biletów: / };

/**
 * Goes to a later month with priced days, picks its first priced day, the last start time and rate, and one
 * more ticket.
 */
async function chooseInLaterMonth(scope: Scope, day: RegExp, more: RegExp): Promise<void> {
  await scope.getByRole('button', { name: day }).first().waitFor();
  await showNextMonthWithPricedDays(scope);
  const firstDay = scope.getByRole('button', { name: day }).first();
  await firstDay.waitFor();
  await firstDay.click();
  await scope.getByRole('radio', { checked: true }).first().waitFor();
  await scope
    .getByRole('group', { name: ENGLISH.time })
    .getByRole('radio', { disabled: false })
    .last()
    .check();
  // The last rate one person can book (a rate with a minimum stays listed, disabled, with its rule).
  await scope
    .getByRole('group', { name: ENGLISH.rate })
    .getByRole('radio', { disabled: false })
    .last()
    .check();
  await scope.getByRole('button', { name: more }).first().click();
}

describe('honest prices', () => {
  it("prices a day at what its default choice costs: the total after picking it is the day's price", async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    // A day after today: today's 10:00 start passes its cut-off in the morning, and without it today is
    // priced "from".
    const day = await pricedDayAfterToday(page);
    const label = (await day.getAttribute('aria-label')) ?? '';
    const price = amountOf(/PLN\s?([\d,.]+)/.exec(label)?.[0] ?? '');
    // The Old Town's first start time also offers a cheaper morning rate, so its days say no "from".
    expect(label).not.toMatch(/from PLN/);
    await day.click();
    await page.getByRole('radio', { checked: true }).first().waitFor();
    const total = (await page.locator('.bw-total__amount strong').textContent()) ?? '';
    expect(amountOf(total)).toBe(price);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('counts the private group ticket in groups, and its availability too', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet?product=wieliczka-private`);
    const day = page.getByRole('button', { name: PRICED_DAY }).first();
    await day.waitFor();
    expect(await day.getAttribute('aria-label')).toMatch(/from PLN\s?1,200$/);
    await day.click();
    await page.locator('.bw-total__participants', { hasText: '1 group (up to 8 people)' }).waitFor();
    const times = page.getByRole('group', { name: 'Time' });
    expect(await times.getByText(/groups? left/).count()).toBeGreaterThan(0);
    expect(await times.getByText(/places? left/).count()).toBe(0);
    expect(await page.getByText(/participant/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('one language at a time', () => {
  it('opens the English variant on the English page and the Polish one on /pl, with Polish names there', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    const english = page.getByRole('tab', { name: 'In English' });
    await english.waitFor();
    expect(await english.getAttribute('aria-selected')).toBe('true');

    await page.goto(`${e2e.stack.bffUrl}/pl/megabilet`);
    const polish = page.getByRole('tab', { name: 'Po polsku' });
    await polish.waitFor();
    expect(await polish.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: PRICED_DAY_PL }).first().click();
    await page.getByRole('group', { name: 'Taryfa' }).getByRole('radio', { name: 'Standardowa' }).waitFor();
    await page.getByRole('button', { name: 'Więcej biletów: Dorosły' }).waitFor();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('heading', { name: 'Twoje dane' }).waitFor();
    const participant = page.getByRole('group', { name: /^Uczestnik 1: Dorosły$/ });
    await participant.getByLabel(/^Imię/).waitFor();
    expect(await page.getByText('Wymagania dietetyczne').count()).toBe(1);
    expect(await page.getByText(/^(Adult|Standard|First name)$/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('titles the browser tab in each of the six languages, on the host pages and the iframe app', async () => {
    for (const lang of LANGUAGES) {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const hostHtml = await (await fetch(`${e2e.stack.bffUrl}${prefix}/megabilet`)).text();
      expect(hostHtml).toContain(`<title>${pageTitle('booking', lang)}</title>`);
      const widgetHtml = await (await fetch(`${e2e.stack.bffUrl}/widget?configId=demo&lang=${lang}`)).text();
      expect(widgetHtml).toContain(`<title>${widgetPageTitle(lang)}</title>`);
    }
    const { page } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/it/megabilet`);
    await page.getByRole('tab').first().waitFor();
    expect(await page.title()).toBe('Prenota i biglietti – Tour e biglietti');
    await page.goto(`${e2e.stack.bffUrl}/widget?configId=demo&lang=fr`);
    await page.getByRole('heading', { name: 'Réservez vos billets' }).waitFor();
    expect(await page.title()).toBe('Réservez vos billets');
    await page.close();
  });
});

describe('choices that stay', () => {
  it('keeps the month, day, time, rate and tickets through a tab switch and a language change', async () => {
    const { page, errors } = await openPage(e2e.browser, { width: 1280, height: 1000 });
    // The developer page frames the iframe app and sends it the messages a partner plugin sends.
    await page.goto(`${e2e.stack.bffUrl}/dev`);
    // A message sent before the framed app listens is lost, as on a partner page: wait for its request.
    await page.locator('.hs-dev-log').getByText('"action":"requestConfigData"').waitFor();
    await page.getByRole('button', { name: 'Send configData' }).click();
    await page.getByRole('button', { name: 'Send openWidget' }).click();
    const widget = page.frameLocator('iframe[title="Booking widget (iframe app)"]');
    await widget.getByRole('tab', { name: 'In English', selected: true }).waitFor();
    await chooseInLaterMonth(widget, PRICED_DAY, /^More .* tickets$/);
    const before = await chosen(widget, ENGLISH);
    expect(before.day).toBe(1);

    await widget.getByRole('tab', { name: 'Po polsku' }).click();
    await widget.getByRole('tab', { name: 'Po polsku', selected: true }).waitFor();
    await widget.getByRole('tab', { name: 'In English' }).click();
    await widget.getByRole('tab', { name: 'In English', selected: true }).waitFor();
    expect(await chosen(widget, ENGLISH)).toEqual(before);

    await page.getByLabel('Widget language').selectOption('pl');
    await page.getByRole('button', { name: 'Send setLanguage' }).click();
    await widget.getByRole('heading', { name: 'Zarezerwuj bilety' }).waitFor();
    await widget
      .getByRole('radio', { name: /^Standardowa|^Poranna promocja|^Taryfa grupowa/ })
      .first()
      .waitFor();
    const after = await chosen(widget, POLISH);
    expect({ ...after, month: null }).toEqual({ ...before, month: null });
    // The same month, named in Polish: the calendar did not jump back.
    const [, year] = /(\d{4})$/.exec(before.month ?? '') ?? [];
    expect(after.month).toMatch(new RegExp(`^\\p{L}+ ${year}$`, 'u'));
    expect(after.month).not.toBe(before.month);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the session clock', () => {
  it('shows once something is chosen, ends with a message and a way to start again, never silently', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.clock.install();
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    const day = page.getByRole('button', { name: PRICED_DAY }).first();
    await day.waitFor();
    expect(await page.locator('.bw-timer').count()).toBe(0);
    await day.click();
    await page.getByText(/^Session time left \d{2}:\d{2}$/).waitFor();

    await page.clock.fastForward('29:00');
    const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
    await ended.waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Time' }).count()).toBe(0);

    await ended.getByRole('button', { name: 'Start again' }).click();
    await page.locator('.bw-root').getByRole('heading', { name: 'Book your tickets' }).waitFor();
    await page.getByRole('button', { name: PRICED_DAY }).first().waitFor();
    expect(await page.getByRole('button', { name: /, selected$/ }).count()).toBe(0);
    expect(await page.locator('.bw-timer').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** Parses a computed `rgb(…)` colour. */
const rgbOf = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);

// Run in the page, as expressions (the tests are compiled without the DOM's types).
/** The accent the widget root was given. */
const ACCENT = `document.querySelector('.bw-root').style.getPropertyValue('--bw-accent')`;
/** The computed background of the widget root, and of its button named `name`. */
const ROOT_BACKGROUND = `getComputedStyle(document.querySelector('.bw-root')).backgroundColor`;
const buttonBackground = (name: string) =>
  `getComputedStyle([...document.querySelectorAll('.bw-root button')].find((b) => b.textContent === ${JSON.stringify(name)})).backgroundColor`;
/**
 * The lowest WCAG contrast of any visible, enabled text in the widget with the background it sits on (the
 * first opaque background up its ancestors), and that text.
 */
const LOWEST_TEXT_CONTRAST = `((root) => {
  const channels = (value) => (value.match(/[\\d.]+/g) || []).map(Number);
  const linear = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const luminance = ([r, g, b]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  const backgroundOf = (start) => {
    for (let node = start; node; node = node.parentElement) {
      const value = channels(getComputedStyle(node).backgroundColor);
      if (value.length === 3 || value[3] === 1) return value.slice(0, 3);
    }
    return [255, 255, 255];
  };
  let lowest = { ratio: 21, text: '' };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent || '').trim();
    if (!parent || !text || parent.closest('[disabled], [aria-disabled="true"], .bw-visually-hidden')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === 'hidden' || parent.getClientRects().length === 0) continue;
    const [light, dark] = [luminance(channels(style.color)), luminance(backgroundOf(parent))].sort((a, b) => b - a);
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < lowest.ratio) lowest = { ratio, text };
  }
  return lowest;
})(document.querySelector('.bw-root'))`;

describe('theme', () => {
  it("applies the config's accent, and its own when the config's is too light for white text", async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('button', { name: PRICED_DAY }).first().click();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    // The demo config's accent is "green".
    expect(await page.evaluate(ACCENT)).toBe('#008000');
    expect(await page.evaluate(buttonBackground('Continue'))).toBe('rgb(0, 128, 0)');

    // A partner site sends the iframe app a config whose accent is too light for white text.
    await serveDemoPartnerPage(e2e, { globalConfig: { accent: '#ffd700' } });
    const light = await openPage(e2e.browser);
    await light.page.goto(`${e2e.partner.url}/booking`);
    const widget = light.page.frameLocator('#widget');
    await widget.getByRole('button', { name: PRICED_DAY }).first().click();
    await widget.getByRole('button', { name: 'Continue' }).waitFor();
    const app = light.page.frames().find((frame) => frame.url().startsWith(`${e2e.stack.bffUrl}/widget`));
    expect(await app?.evaluate(buttonBackground('Continue'))).toBe('rgb(31, 122, 77)');
    expect([...errors, ...light.errors]).toEqual([]);
    await light.page.close();
    await page.close();
  });

  it('turns dark on a device set to dark, every text reading at 4.5:1 or more', async () => {
    const { page, errors } = await openPage(e2e.browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    const root = page.locator('.bw-root');
    await page.getByRole('button', { name: PRICED_DAY }).first().click();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    expect(await root.getAttribute('data-color-mode')).toBe('dark');
    expect(rgbOf(String(await page.evaluate(ROOT_BACKGROUND)))).toEqual([23, 27, 33]);
    const lowest: { ratio: number; text: string } = await page.evaluate(LOWEST_TEXT_CONTRAST);
    expect(lowest).toEqual({ ratio: expect.any(Number), text: expect.any(String) });
    expect(lowest.ratio).toBeGreaterThanOrEqual(4.5);
    expect(errors).toEqual([]);
    await page.close();
  });
});
