// The support console's Insights view: funnel rows seeded through the real route are read back from the
// funnel chart's data table and its CSV download, by keyboard; chartist is loaded only when the view opens;
// axe finds nothing moderate or worse on either view; screenshots at 1280 and 390 px.
import { readFile } from 'node:fs/promises';
import type AxeCore from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '../src/axe';
import { E2E_SUPPORT_TOKEN } from '../src/operatorConfig';
import { openPage, useStackAndBrowser } from '../src/session';

const e2e = useStackAndBrowser({ bffEnv: { SUPPORT_TOKEN: E2E_SUPPORT_TOKEN } });

/** Funnel sessions of `demo` seeded today: how far each went. */
const SEED = [
  { reach: 1, language: 'pl', device: 'mobile' },
  { reach: 1, language: 'en', device: 'desktop' },
  { reach: 2, language: 'pl', device: 'mobile' },
  { reach: 3, language: 'de', device: 'mobile' },
  { reach: 3, language: 'pl', device: 'desktop', refused: true },
] as const;

const EVENTS = ['OPEN', 'CONTACT', 'PAYMENT'] as const;

async function post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${e2e.stack.bffUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Posts the visitor rows of the seed, as the widget does, each on a session the BFF issued. */
async function seed(): Promise<void> {
  for (const s of SEED) {
    const issued = await post('/api/widget-session', { configId: 'demo' });
    const { sessionId } = issued.body as { sessionId: string };
    const row = async (event: string, step: number, facts: Record<string, unknown> = {}) => {
      const answer = await post('/api/google/google-sheets', {
        configId: 'demo',
        sheetName: event === 'PAYMENT_FAIL' ? 'Porzucone koszyki' : 'Logi',
        data: {
          'date-time': new Date().toISOString().slice(0, 19).replace('T', ' '),
          'trip-id': '1001',
          website: 'http://localhost:8080',
          'website-lang': s.language,
          step: String(step),
          event,
          'session-id': sessionId,
        },
        facts: { hostingMode: 'iframe', deviceClass: s.device, ...facts },
      });
      expect([event, answer.status, answer.body]).toEqual([event, 200, expect.anything()]);
    };
    for (let step = 1; step <= s.reach; step += 1) await row(EVENTS[step - 1] ?? 'OPEN', step);
    if ('refused' in s)
      await row('PAYMENT_FAIL', 3, { failureReason: 'blik_refused', paymentMethod: 'BLIK' });
  }
}

/** axe's serious and critical findings (the shared check), then its moderate ones, described. */
async function axeFindings(page: Page): Promise<string> {
  const serious = describeViolations(await seriousViolations(page));
  const moderate = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: typeof AxeCore }).axe;
    const rules = axe.getRules().filter((rule) => !rule.tags.includes('wcag2aaa'));
    const { violations } = await axe.run({
      runOnly: { type: 'rule', values: rules.map((rule) => rule.ruleId) },
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'moderate')
      .map((v) => `${v.id} (moderate): ${v.help} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return [serious, ...moderate].filter(Boolean).join('\n');
}

/** The cells of a table's body, row by row. */
async function cells(table: Locator): Promise<(string | null)[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent)));
}

const today = () => new Date().toISOString().slice(0, 10);

describe('support console, Insights view', () => {
  it('shows the seeded funnel in a chart, its data table and its CSV, by keyboard, with no axe findings', async () => {
    await seed();
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/support`);
    await page.getByLabel('Support token').focus();
    await page.keyboard.type(E2E_SUPPORT_TOKEN);
    await page.keyboard.press('Enter');
    await page.getByLabel('Confirmation code, transaction id or e-mail').waitFor();
    expect(await axeFindings(page)).toBe('');
    // The bookings view does not load chartist.
    expect(await page.evaluate('typeof globalThis.Chartist')).toBe('undefined');

    await page.getByRole('link', { name: 'Insights' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Insights', exact: true }).waitFor();
    expect(await page.evaluate('document.activeElement.id')).toBe('insights-title');
    // The config picker becomes a select once the configs are listed.
    await page.locator('select#ins-config').waitFor();
    expect(await page.locator('#ins-config').inputValue()).toBe('demo');
    await page.getByLabel('From', { exact: true }).fill(today());
    await page.getByLabel('To', { exact: true }).fill(today());
    await page.getByRole('button', { name: 'Show', exact: true }).focus();
    await page.keyboard.press('Enter');

    const funnelSvg = page.locator('section[aria-labelledby="chart-title-funnel"] svg[role="img"]');
    await funnelSvg.waitFor();
    expect(await funnelSvg.getAttribute('aria-label')).toBe(
      'Funnel: open 5, contact 3 (40.0% dropped off), payment 2 (33.3% dropped off), paid 0 (100.0% dropped off)',
    );
    await page.getByText('Data table of funnel').focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Funnel' });
    await table.waitFor();
    expect(await cells(table)).toEqual([
      ['open', '5', '100.0%', '0.0%'],
      ['contact', '3', '60.0%', '40.0%'],
      ['payment', '2', '40.0%', '33.3%'],
      ['paid', '0', '0.0%', '100.0%'],
    ]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of funnel' }).focus();
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe(`insights-demo-${today()}-to-${today()}-funnel.csv`);
    const csv = (await readFile(await file.path(), 'utf8')).split('\r\n');
    expect(csv[0]).toBe('stage,sessions,conversion,drop_off');
    expect(csv).toContain('contact,3,0.6000,0.4000');

    // The refused BLIK payment shows in the failure and refusal rates (a closed table, read from the DOM).
    const rates = page.locator('table', { has: page.locator('caption', { hasText: 'Payment failure' }) });
    expect(await cells(rates)).toEqual([[today(), '1', '1', '1', '100.0%', '100.0%', 'none']]);

    expect(await axeFindings(page)).toBe('');
    await page.screenshot({ path: '/tmp/insights-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    await page.screenshot({ path: '/tmp/insights-390.png', fullPage: true });
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
