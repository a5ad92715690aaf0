// A first visit as a phone's browser sees it: headless Chromium against the built stack (sandbox, BFF,
// remote on free ports, started the way the e2e suite starts them), for the host page and the iframe app.
// Prints one table with each row's budget (issue #13) and exits 1 on a miss; with `--ceilings` (CI) only on a
// regression past a row's ceiling, where docs/performance.md explains a still-missed goal. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import stackModule from '../../e2e/src/stack.ts';
import { kb, measureVisit, SLOW_4G, total, type Received, type Visit } from './browser/measureVisit.ts';
import { judgeFromArgs, printTable, type Line } from './report.ts';

const KB = 1024;
/** Budgets of issue #13. */
const BUDGET = {
  hostWireBytes: 200 * KB,
  hostJsGzip: 164 * KB,
  hostRemoteJsGzip: 70 * KB,
  iframeJsGzip: 150 * KB,
  /** Issue #28: the priced calendar painted from the first HTML, and usable once the scripts took it over. */
  hostPaintMs: 900,
  iframePaintMs: 800,
  interactiveMs: 1500,
  scheduleWireBytes: 12 * KB,
  /** A repeat visit revalidates: HTML, entry files and API answers, no script body again. */
  repeatWireBytes: 40 * KB,
};
/**
 * Where a goal is still missed (docs/performance.md, "First visit on a phone network" gives the breakdown and what would
 * close it), the most a row may cost before it counts as a regression: about 5 % over the bytes measured when
 * they were set, and for Slow 4G times room for a busy machine (the measured 1.6 s for /megabilet's and 1.3–2.0 s
 * for the iframe app's interactive time vary by a few hundred ms from run to run).
 */
const CEILING = {
  hostWireBytes: 225 * KB,
  hostJsGzip: 235 * KB,
  hostRemoteJsGzip: 95 * KB,
  // 176 KB: the app's own script, counted until step 1 takes clicks (hydration included).
  iframeJsGzip: 185 * KB,
  // Both painted from the server's markup: 0.4–0.75 s measured.
  hostPaintMs: 1200,
  iframePaintMs: 1200,
  hostInteractiveMs: 3000,
  iframeInteractiveMs: 2800,
};
/** Shared singletons whose code any first render needs: the floor's libraries (remote manifest). */
const FLOOR_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'mobx',
  'mobx-react-lite',
  'react-intl',
];
const ROUND_TRIPS_IN_FLOOR = 3;

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

/** Gzip bytes of the libraries a first render cannot do without, from the remote's build in this run. */
function libraryFloorBytes(repoRoot: string): number {
  const dist = path.join(repoRoot, 'remote-widget/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const files = new Set(
    manifest.shared.filter((s) => FLOOR_LIBRARIES.includes(s.name)).flatMap((s) => s.assets.js.sync),
  );
  return [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
}

/**
 * Bytes on the wire (status line, headers, body) of one full month of schedule – next month, every day
 * published – asked the way a browser asks (gzip, deflate, br).
 */
function monthOfScheduleWireBytes(bffUrl: string, activityId: number): Promise<number> {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
  return new Promise((resolve, reject) => {
    const req = request(
      `${bffUrl}/api/bokun/schedule/${activityId}/${first}/${last}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      },
      (res) => {
        let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        }
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`schedule ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ configId: 'demo' }));
  });
}

const scripts = (visit: Visit) => visit.responses.filter((r) => r.type === 'Script');
const byOrigin = (responses: Received[], origin: string) => responses.filter((r) => r.origin === origin);
const isSchedule = (r: Received) => r.url.includes('/api/bokun/schedule/');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function firstVisit(browser: Browser, url: string, slow4g = false): Promise<Visit> {
  const context = await browser.newContext();
  try {
    return await measureVisit(context, url, { slow4g });
  } finally {
    await context.close();
  }
}

/** A first visit, then a second one in the same browser profile (its HTTP cache kept). */
async function repeatVisit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext();
  try {
    await measureVisit(context, url);
    return await measureVisit(context, url);
  } finally {
    await context.close();
  }
}

/** Each response with its size, and when it was asked and complete (ms after navigation start). */
function printRequests(title: string, visit: Visit): void {
  console.log(
    `\n${title}: ${visit.responses.length} responses, ${kb(total(visit.responses, 'wireBytes'))} on the wire, priced day painted at ${Math.round(visit.paintedAtMs)} ms, interactive at ${Math.round(visit.interactiveAtMs)} ms`,
  );
  for (const r of [...visit.responses].sort((a, b) => a.startMs - b.startMs)) {
    const name = r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60);
    const when = `${Math.round(r.startMs)}→${Math.round(r.endMs)} ms`.padStart(16);
    console.log(
      `  ${when}  ${String(r.status).padEnd(4)}${r.type.padEnd(11)}${kb(r.wireBytes).padStart(10)}${r.gzipBytes ? ` (gzip ${kb(r.gzipBytes)})` : ''}  ${new URL(r.url).port} ${name}`,
    );
  }
}

/** Starts the built stack; a busy machine can make the BFF's first start (migrations) miss its wait, so twice. */
async function startStack() {
  try {
    return await stackModule.startStack();
  } catch (error) {
    console.warn(`stack did not start, trying once more: ${String(error).split('\n')[0]}`);
    return stackModule.startStack();
  }
}

async function main(): Promise<void> {
  const stack = await startStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const bffOrigin = new URL(stack.bffUrl).origin;
    const remoteOrigin = new URL(stack.remoteUrl).origin;
    const hostUrl = `${stack.bffUrl}/megabilet`;
    const iframeUrl = `${stack.bffUrl}/widget?configId=demo`;

    // Warm the servers (template loaders, catalogue cache) so the first measured visit is a visitor's, not a
    // cold process's; the browser profile of every measured visit is new and empty.
    await firstVisit(browser, hostUrl);
    await firstVisit(browser, iframeUrl);

    const host = await firstVisit(browser, hostUrl);
    const iframe = await firstVisit(browser, iframeUrl);
    const hostSlow = await firstVisit(browser, hostUrl, true);
    const iframeSlow = await firstVisit(browser, iframeUrl, true);
    const hostRepeat = await repeatVisit(browser, hostUrl);

    printRequests('host page /megabilet, first visit', host);
    printRequests('iframe app /widget?configId=demo, first visit', iframe);
    printRequests('host page /megabilet, repeat visit', hostRepeat);
    printRequests('host page /megabilet, first visit, Slow 4G', hostSlow);
    printRequests('iframe app, first visit, Slow 4G', iframeSlow);

    const floorLibBytes = libraryFloorBytes(stackModule.REPO_ROOT);
    const floorMs =
      ((floorLibBytes * 8) / SLOW_4G.downBitsPerSecond) * 1000 + ROUND_TRIPS_IN_FLOOR * SLOW_4G.rttMs;
    console.log(
      `\nfloor: ${kb(floorLibBytes)} of libraries (gzip) at ${SLOW_4G.downBitsPerSecond / 1e6} Mbit/s + ${ROUND_TRIPS_IN_FLOOR} × ${SLOW_4G.rttMs} ms = ${seconds(floorMs)}\n`,
    );

    const hostWire = total(host.responses, 'wireBytes');
    const hostJs = total(scripts(host), 'gzipBytes');
    const hostJsBff = total(byOrigin(scripts(host), bffOrigin), 'gzipBytes');
    const hostJsRemote = total(byOrigin(scripts(host), remoteOrigin), 'gzipBytes');
    const iframeJs = total(scripts(iframe), 'gzipBytes');
    const scheduleWire = await monthOfScheduleWireBytes(stack.bffUrl, 1001);
    const firstSchedule = host.responses.find(isSchedule);
    const repeatWire = total(hostRepeat.responses, 'wireBytes');
    const repeatScripts = scripts(hostRepeat).filter((r) => r.status === 200 && r.wireBytes > 1024);
    const ceiling = (limit: number, value: number, show: (n: number) => string = kb) => ({
      target: `<= ${show(limit)}`,
      pass: value <= limit,
    });
    const slowRatio = (ms: number) => `${seconds(ms)} = ${(ms / floorMs).toFixed(2)} × floor`;
    const slowRow = (name: string, ms: number, goal: number, limit: number): Line => ({
      name,
      measured: slowRatio(ms),
      target: `<= ${seconds(goal)}`,
      pass: ms <= goal,
      ceiling: ceiling(limit, ms, seconds),
    });
    const lines: Line[] = [
      {
        name: 'bytes on the wire until interactive, /megabilet',
        measured: `${kb(hostWire)} in ${host.responses.length} requests`,
        target: `<= ${kb(BUDGET.hostWireBytes)}`,
        pass: hostWire <= BUDGET.hostWireBytes,
        ceiling: ceiling(CEILING.hostWireBytes, hostWire),
      },
      {
        name: 'JavaScript before interactive, /megabilet, gzip',
        measured: `${kb(hostJs)} (${kb(hostJsBff)} host + ${kb(hostJsRemote)} remote)`,
        target: `<= ${kb(BUDGET.hostJsGzip)}`,
        pass: hostJs <= BUDGET.hostJsGzip,
        ceiling: ceiling(CEILING.hostJsGzip, hostJs),
      },
      {
        name: '  of which from the remote',
        measured: kb(hostJsRemote),
        target: `<= ${kb(BUDGET.hostRemoteJsGzip)}`,
        pass: hostJsRemote <= BUDGET.hostRemoteJsGzip,
        ceiling: ceiling(CEILING.hostRemoteJsGzip, hostJsRemote),
      },
      {
        name: 'JavaScript before interactive, iframe app, gzip',
        measured: kb(iframeJs),
        target: `<= ${kb(BUDGET.iframeJsGzip)}`,
        pass: iframeJs <= BUDGET.iframeJsGzip,
        ceiling: ceiling(CEILING.iframeJsGzip, iframeJs),
      },
      slowRow(
        'navigation → priced calendar painted, Slow 4G, /megabilet',
        hostSlow.paintedAtMs,
        BUDGET.hostPaintMs,
        CEILING.hostPaintMs,
      ),
      slowRow(
        'navigation → priced calendar painted, Slow 4G, iframe app',
        iframeSlow.paintedAtMs,
        BUDGET.iframePaintMs,
        CEILING.iframePaintMs,
      ),
      slowRow(
        'navigation → calendar interactive, Slow 4G, /megabilet',
        hostSlow.interactiveAtMs,
        BUDGET.interactiveMs,
        CEILING.hostInteractiveMs,
      ),
      slowRow(
        'navigation → calendar interactive, Slow 4G, iframe app',
        iframeSlow.interactiveAtMs,
        BUDGET.interactiveMs,
        CEILING.iframeInteractiveMs,
      ),
      {
        name: 'one month of schedule on the wire (next month, activity 1001)',
        measured: `${kb(scheduleWire)} (the page's first month: ${firstSchedule ? `${kb(firstSchedule.wireBytes)} asked` : 'carried in the page'})`,
        target: `<= ${kb(BUDGET.scheduleWireBytes)}`,
        pass: scheduleWire <= BUDGET.scheduleWireBytes,
      },
      {
        name: 'repeat visit, /megabilet: bytes on the wire',
        measured: `${kb(repeatWire)} in ${hostRepeat.responses.length} requests, ${repeatScripts.length} scripts downloaded again`,
        target: `<= ${kb(BUDGET.repeatWireBytes)}, no script again`,
        pass: repeatWire <= BUDGET.repeatWireBytes && repeatScripts.length === 0,
      },
    ];
    console.log('Browser benchmark (headless Chromium, first visit with an empty cache unless stated)\n');
    process.exitCode = printTable(lines, judgeFromArgs()) ? 0 : 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
