// Independent deploys (issue #11): a second version of the widget remote is built and deployed beside the
// first (old hashed files stay, as on a CDN); the running host and a partner page using embed.js take it
// without a rebuild or restart of the host, and a page left open takes it through the §7 manifest poll at the
// next safe moment – never in the middle of a payment.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Frame, Page, Response } from 'playwright-core';
import {
  acceptAgreements,
  bookDayAfterToday,
  fillContact,
  PRICED_DAY,
  successPayload,
} from '../src/checkoutSteps';
import { startStackAndBrowser, stopStackAndBrowser } from '../src/session';
import { REPO_ROOT, type Stack } from '../src/stack';

const run = promisify(execFile);
let stack: Stack;
let browser: Browser;
let work: string;
const v1 = () => path.join(work, 'v1');
const v2 = () => path.join(work, 'v2');

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'remote-deploy-'));
  // v1 is the repository's build; v2 the same sources built again under another build id.
  cpSync(path.join(REPO_ROOT, 'remote-widget/dist'), v1(), { recursive: true });
  const built = path.join(work, 'v2-build');
  await run(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, 'remote-widget'),
    env: { ...process.env, WIDGET_BUILD_ID: 'v2', REMOTE_WIDGET_OUT: built },
    maxBuffer: 64 * 1024 * 1024,
  });
  // The deploy of v2: its files over v1's, whose hashed chunks stay for pages still running v1.
  cpSync(v1(), v2(), { recursive: true });
  cpSync(built, v2(), { recursive: true });
  ({ stack, browser } = await startStackAndBrowser({ remoteDist: v1() }));
}, 600_000);

afterAll(async () => {
  await stopStackAndBrowser(stack, browser);
  if (work) rmSync(work, { recursive: true, force: true });
});

async function hostBuild(context: BrowserContext): Promise<string | null> {
  const page = await context.newPage();
  await page.goto(`${stack.bffUrl}/megabilet`);
  await page.locator('html[data-widget-build]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: PRICED_DAY }).first().waitFor();
  const build = await page.locator('html').getAttribute('data-widget-build');
  await page.close();
  return build;
}

/**
 * The builds whose server build drew step 1 (`data-build` of the server's markup) in the iframe page and in the
 * booking page's widget slot.
 */
async function serverRenderedBuilds(): Promise<{ iframe: string | null; host: string | null }> {
  const iframe = await (await fetch(`${stack.bffUrl}/widget?configId=demo&lang=en`)).text();
  const host = await (await fetch(`${stack.bffUrl}/megabilet`)).text();
  return {
    iframe: /<div id="booking-widget-root"><div class="bw-root"[^>]*data-build="([^"]+)"/.exec(iframe)?.[1] ?? null,
    host: /<div data-widget-root=""><div class="bw-root"[^>]*data-build="([^"]+)"/.exec(host)?.[1] ?? null,
  };
}

async function partnerFrame(page: Page): Promise<Frame> {
  await page.goto(`${stack.partnerUrl}/`);
  await page.getByRole('button', { name: 'Book Kraków Old Town walking tour' }).click();
  await page.getByRole('dialog', { name: 'Book your tickets' }).waitFor();
  const handle = await page.locator('iframe[title="Book your tickets"]').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no widget frame');
  await frame.locator('html[data-widget-build]').waitFor({ state: 'attached' });
  return frame;
}

describe('remote v1 → v2 without rebuilding the host', () => {
  it('the host page and the partner page run v1, then v2 once it is deployed', async () => {
    expect(await serverRenderedBuilds()).toEqual({ iframe: '0.1.0', host: '0.1.0' });
    const before = await browser.newContext();
    expect(await hostBuild(before)).toBe('0.1.0');
    const partner = await before.newPage();
    expect(await (await partnerFrame(partner)).locator('html').getAttribute('data-widget-build')).toBe(
      '0.1.0',
    );
    await before.close();

    await stack.stopRemote();
    await stack.startRemote(v2());

    const after = await browser.newContext();
    expect(await hostBuild(after)).toBe('v2');
    // The iframe page follows the remote's widget.html within its 30 s revalidation.
    const page = await after.newPage();
    const deadline = Date.now() + 45_000;
    let build = await (await partnerFrame(page)).locator('html').getAttribute('data-widget-build');
    while (build !== 'v2' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      build = await (await partnerFrame(page)).locator('html').getAttribute('data-widget-build');
    }
    expect(build).toBe('v2');
    await after.close();
    // Step 1 drawn on the server, in the iframe page and in the host's slot, comes from v2's server build: no
    // BFF restart, no host release.
    expect(await serverRenderedBuilds()).toEqual({ iframe: 'v2', host: 'v2' });
  }, 180_000);
});

/** The host's manifest poll interval (host-shell REMOTE_POLL_INTERVAL_MS, 60 s) and a little more. */
const PAST_ONE_POLL_MS = 61_000;

/** Serves `distDir` as the remote's current deploy. */
async function deploy(distDir: string): Promise<void> {
  await stack.stopRemote();
  await stack.startRemote(distDir);
}

/** /megabilet in a fresh context on a clock the test can move, marked so a reload shows. */
async function openHostOnClock(): Promise<{ page: Page; context: BrowserContext; navigations: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Time flows as usual; fastForward jumps it past the host's manifest poll interval.
  await page.clock.install();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.goto(`${stack.bffUrl}/megabilet`);
  await page.locator('html[data-widget-build="0.1.0"]').waitFor({ state: 'attached' });
  await page.getByRole('tab', { name: 'In English' }).click();
  await page.evaluate(() => {
    (globalThis as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return { page, context, navigations };
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { sameDocument?: boolean }).sameDocument === true);

/** Jumps the page's clock past one poll and answers the manifest response that poll got. */
async function pollOnce(page: Page): Promise<Response> {
  const polled = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/mf-manifest.json' && response.status() === 200,
  );
  await page.clock.fastForward(PAST_ONE_POLL_MS);
  return polled;
}

describe('an open page and a new remote version (§7 build-manifest poll)', () => {
  it('reloads onto v2 when the visitor is idle on step 1', async () => {
    await deploy(v1());
    const { page, context } = await openHostOnClock();
    await page.getByRole('button', { name: PRICED_DAY }).first().waitFor();
    await deploy(v2());
    expect(await sameDocument(page)).toBe(true);
    // The poll sees v2 and the page reloads at once (too soon to read the manifest's body here).
    await pollOnce(page);
    await page.locator('html[data-widget-build="v2"]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await sameDocument(page)).toBe(false);
    await page.getByRole('button', { name: PRICED_DAY }).first().waitFor();
    await context.close();
  }, 120_000);

  it('does not reload in the middle of a payment: the BLIK payment completes on v1', async () => {
    await deploy(v1());
    const { page, context, navigations } = await openHostOnClock();
    await bookDayAfterToday(page);
    await fillContact(page);
    await acceptAgreements(page);
    await page.getByRole('radio', { name: 'BLIK' }).check();
    await page.getByLabel('BLIK code').fill('777123');

    await deploy(v2());
    expect(await (await pollOnce(page)).json()).toMatchObject({
      metaData: { buildInfo: { buildVersion: 'v2' } },
    });
    // The new version is known, but the visitor is paying: the page stays as it is.
    await page.waitForTimeout(2_000);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator('html').getAttribute('data-widget-build')).toBe('0.1.0');

    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Confirm the payment in your banking app').waitFor();
    expect(await sameDocument(page)).toBe(true);
    const { payload } = await successPayload(page);
    expect(payload?.status).toBe('success');
    // The only navigation after the booking page is the success page: no reload on the way.
    expect(navigations.map((url) => new URL(url).pathname)).toEqual(['/megabilet', '/megabilet/success']);
    await context.close();
  }, 120_000);

  it('takes the new version once the visitor steps back out of the payment', async () => {
    await deploy(v1());
    const { page, context } = await openHostOnClock();
    await bookDayAfterToday(page);
    await fillContact(page);
    await deploy(v2());
    await pollOnce(page);
    await page.waitForTimeout(1_000);
    expect(await sameDocument(page)).toBe(true);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.locator('html[data-widget-build="v2"]').waitFor({ state: 'attached', timeout: 30_000 });
    expect(await sameDocument(page)).toBe(false);
    await context.close();
  }, 120_000);
});
