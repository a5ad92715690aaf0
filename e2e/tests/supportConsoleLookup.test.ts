// The support console (issue #12): support staff type the token once, look a booking up by its confirmation
// code and read its timeline – with the keyboard only; a wrong token is refused and asked for again.
import type { Browser } from 'playwright-core';
import { buildReservationData, weekdayAhead } from '@booking/sandbox/testing';
import { launchBrowser } from '../src/browser';
import { startStack, type Stack } from '../src/stack';

const TOKEN = 'e2e-support-token-0123456789abcdef';
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  const [stackResult, browserResult] = await Promise.allSettled([
    startStack({ bffEnv: { SUPPORT_TOKEN: TOKEN } }),
    launchBrowser(),
  ]);
  if (stackResult.status === 'fulfilled') stack = stackResult.value;
  if (browserResult.status === 'fulfilled') browser = browserResult.value;
  if (stackResult.status === 'rejected') throw stackResult.reason;
  if (browserResult.status === 'rejected') throw browserResult.reason;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function reserve(): Promise<string> {
  const date = weekdayAhead(new Date(), 9);
  const issued = await fetch(`${stack.bffUrl}/api/widget-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ configId: 'demo' }),
  });
  const { sessionId } = (await issued.json()) as { sessionId: string };
  const response = await fetch(`${stack.bffUrl}/api/bokun/reserve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      configId: 'demo',
      idempotencyKey: `support-e2e-${String(Date.now())}`,
      reservationData: buildReservationData({ date }),
      sessionId,
    }),
  });
  const body = (await response.json()) as { data: { confirmationCode: string } };
  return body.data.confirmationCode;
}

describe('support console', () => {
  it('looks a booking up by its confirmation code and shows its timeline, keyboard only', async () => {
    const code = await reserve();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${stack.bffUrl}/support`);
    await page.getByLabel('Support token').focus();
    await page.keyboard.type(TOKEN);
    await page.keyboard.press('Enter');
    const search = page.getByLabel('Confirmation code, transaction id or e-mail');
    await search.waitFor();
    expect(await page.evaluate('document.activeElement.id')).toBe('q');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    const open = page.getByRole('button', { name: `Show timeline of ${code}` });
    await open.waitFor();
    await open.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Timeline of ${code}` }).waitFor();
    const timeline = await page.locator('#timeline li').allTextContents();
    expect(timeline.some((entry) => entry.includes('reservation · Reserved activity 1001'))).toBe(true);
    // The token stays for this tab only.
    expect(await page.evaluate("sessionStorage.getItem('supportToken')")).toBe(TOKEN);
    await page.reload();
    await page.getByLabel('Confirmation code, transaction id or e-mail').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks for the token again when the API refuses it', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.bffUrl}/support`);
    await page.getByLabel('Support token').fill('not-the-token');
    await page.getByRole('button', { name: 'Use token' }).click();
    await page.getByText('The token was refused. Type it again.').waitFor();
    expect(await page.getByLabel('Support token').isVisible()).toBe(true);
    expect(await page.evaluate("sessionStorage.getItem('supportToken')")).toBeNull();
    await page.close();
  });
});
