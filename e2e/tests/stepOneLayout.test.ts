// The layout of step 1 holds with the longest prices in every language: the private tour (1003) costs
// PLN 1,200, the widest price the demo sells, written differently in each of the six languages. At every
// width from a small phone to a desktop no element of the calendar, the time, rate and ticket boxes or the
// product header leaves its box, boxes and days never overlap, calendar prices stay legible, and the widget
// is never wider than the viewport.
import { LANGUAGES } from '@booking/shared-contracts';
import { stepOneOverflows } from '../src/layoutChecks';
import { useStackAndBrowser } from '../src/session';
import { bookingPageUrl, FROZEN_STACK, frozenPage, settleStepOne } from '../src/stepOne';

const e2e = useStackAndBrowser(FROZEN_STACK);

/**
 * The smallest font size a calendar day's price may have: 12 px, and 11 px in a widget narrower than 480 px,
 * where a four-digit price shares a 40 px day (they once shrank to 9.9 px).
 */
const MIN_PRICE_PX = 11;

/** Widths checked after the page loads at the first: the widget follows its own width as the window resizes. */
const WIDTHS = [320, 390, 480, 768, 1024, 1280];

describe('step 1 with four-digit prices (private tour 1003)', () => {
  it.each([...LANGUAGES])('keeps every element inside its box in %s from 320 to 1280 px', async (lang) => {
    const page = await frozenPage(e2e.browser, WIDTHS[0] ?? 320);
    await page.goto(bookingPageUrl(e2e.stack.bffUrl, 'wieliczka-private', lang));
    await settleStepOne(page);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      problems.push(...(await stepOneOverflows(page)).map((problem) => `${width} px: ${problem}`));
      // Day prices stay readable however long they are.
      const smallest = await page.evaluate<number>(
        `Math.min(...[...document.querySelectorAll('.bw-cal-day_price')].map((e) => parseFloat(getComputedStyle(e).fontSize)))`,
      );
      if (!(smallest >= MIN_PRICE_PX)) problems.push(`${width} px: a day price at ${smallest} px`);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });
});

describe("step 1 in the partner site's side panel (embed.js)", () => {
  it.each([390, 1280])('keeps every element inside its box in a %i px window', async (width) => {
    const page = await frozenPage(e2e.browser, width);
    await page.goto(`${e2e.stack.partnerUrl}/`);
    await page.getByRole('button', { name: 'Book Wieliczka Salt Mine, private tour' }).click();
    const frame = await (await page.waitForSelector('iframe[title="Book your tickets"]')).contentFrame();
    if (!frame) throw new Error('the panel has no frame');
    await settleStepOne(page, frame);
    const problems = await stepOneOverflows(frame);
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
