// Independent deploys (issue #11): a second version of the widget remote is built and deployed beside the
// first (old hashed files stay, as on a CDN); the running host and a partner page using embed.js take it
// without a rebuild or restart of the host.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { REPO_ROOT, startStack, type Stack } from '../src/stack';

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
  const [stackResult, browserResult] = await Promise.allSettled([
    startStack({ remoteDist: v1() }),
    launchBrowser(),
  ]);
  if (stackResult.status === 'fulfilled') stack = stackResult.value;
  if (browserResult.status === 'fulfilled') browser = browserResult.value;
  if (stackResult.status === 'rejected') throw stackResult.reason;
  if (browserResult.status === 'rejected') throw browserResult.reason;
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function hostBuild(context: BrowserContext): Promise<string | null> {
  const page = await context.newPage();
  await page.goto(`${stack.bffUrl}/megabilet`);
  await page.locator('html[data-widget-build]').waitFor({ state: 'attached' });
  await page
    .getByRole('button', { name: /, from PLN/ })
    .first()
    .waitFor();
  const build = await page.locator('html').getAttribute('data-widget-build');
  await page.close();
  return build;
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
  }, 180_000);
});
