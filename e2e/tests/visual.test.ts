// Screenshots of step 1 compared with committed baselines (e2e/baselines): the seeded products at phone,
// tablet and desktop widths, the private tour's four-digit prices in Polish, and the partner site's embed
// panel. Time and data are frozen (FROZEN_NOW in the sandbox and the browser), motion is off and the
// session countdown is hidden, so a difference means the page changed. `npm run screenshots:update`
// rewrites the baselines after an intended change.
import type { Frame, Page } from 'playwright-core';
import { compareWithBaseline } from '../src/screenshots';
import { useStackAndBrowser } from '../src/session';
import { bookingPageUrl, FROZEN_STACK, frozenPage, settleStepOne } from '../src/stepOne';

const e2e = useStackAndBrowser(FROZEN_STACK);

const WIDTHS = [320, 390, 768, 1280];
const PRODUCTS = ['krakow-old-town', 'wieliczka-private', 'dunajec-rafting'];
const CASES = [
  ...PRODUCTS.flatMap((product) => WIDTHS.map((width) => ({ product, lang: 'en', width }))),
  { product: 'wieliczka-private', lang: 'pl', width: 390 },
];

/** The widget's screenshot, compared; fails with the baseline comparison's message. */
async function expectMatches(name: string, page: Page, scope: Page | Frame, selector: string): Promise<void> {
  const shot = await scope.locator(selector).screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
  const { failure } = compareWithBaseline(name, shot);
  await page.context().close();
  if (failure) throw new Error(failure);
}

describe('step 1 looks as in its baseline', () => {
  it.each(CASES)('$product in $lang at $width px', async ({ product, lang, width }) => {
    const page = await frozenPage(e2e.browser, width);
    await page.goto(bookingPageUrl(e2e.stack.bffUrl, product, lang));
    await settleStepOne(page);
    await expectMatches(`step1-${product}-${lang}-${width}`, page, page, '.bw-root');
  });

  it('in the side panel a partner page opens with embed.js', async () => {
    // Tall enough that the panel shows the whole step without scrolling.
    const page = await frozenPage(e2e.browser, 1280, 1800);
    await page.goto(`${e2e.stack.partnerUrl}/`);
    await page.getByRole('button', { name: 'Book Wieliczka Salt Mine, private tour' }).click();
    const frame = await (await page.waitForSelector('iframe[title="Book your tickets"]')).contentFrame();
    if (!frame) throw new Error('the panel has no frame');
    await settleStepOne(page, frame);
    await expectMatches('step1-embed-panel-wieliczka-private-en', page, page, '.bwe-panel');
  });
});
