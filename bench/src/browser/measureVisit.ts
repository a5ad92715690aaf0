import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession } from 'playwright-core';

/** Slow 4G as the issue defines it: 150 ms round trip, 1.6 Mbit/s down. */
export const SLOW_4G = { rttMs: 150, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000 };

/** The element that makes the calendar "priced": a day button's from-price. */
export const PRICED_DAY = '.bw-cal-day_price';

/** One response as the browser received it. */
export interface Received {
  url: string;
  origin: string;
  type: string;
  status: number;
  /** Bytes on the wire, headers included (CDP encodedDataLength). */
  wireBytes: number;
  /** Gzip -9 size of the decoded body, scripts only (what the JavaScript rows count). */
  gzipBytes: number;
  /** When the request was sent and when its last byte arrived, ms after navigation start. */
  startMs: number;
  endMs: number;
}

/** A priced day the visitor can use: outside a shell that still waits for its scripts (server markup, inert). */
export const INTERACTIVE_PRICED_DAY = `.bw-shell:not([inert]) ${PRICED_DAY}`;

/**
 * What one visit cost until the priced calendar could be used: responses whose last byte arrived before the
 * first priced day took clicks (a request the page makes after that moment – the checkout prefetch – is not
 * counted, even when it finishes before the test notices it).
 */
export interface Visit {
  /** Milliseconds from navigation start to the first frame showing a priced day (the markup's or the app's). */
  paintedAtMs: number;
  /** Milliseconds from navigation start to a priced day that takes clicks (hydrated, or rendered by the app). */
  interactiveAtMs: number;
  responses: Received[];
}

// Records, in the page, when a priced day is first in the document and painted (the first animation frame
// after it: frames wait for render-blocking stylesheets), and when one first takes clicks (not inside an inert
// shell) – relative to navigation start, and that moment as wall time.
const PRICED_OBSERVER = `(() => {
  const mark = () => {
    if (window.__pricedAt === undefined && document.querySelector(${JSON.stringify(PRICED_DAY)})) {
      window.__pricedAt = performance.now();
      requestAnimationFrame(() => {
        window.__paintedAt = performance.now();
      });
    }
    if (window.__interactiveAt === undefined && document.querySelector(${JSON.stringify(INTERACTIVE_PRICED_DAY)})) {
      window.__interactiveAt = performance.now();
      window.__interactiveWallMs = performance.timeOrigin + window.__interactiveAt;
    }
  };
  new MutationObserver(mark).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['inert'],
  });
})();`;

interface Pending {
  sentWallMs: number;
  url: string;
  type: string;
  status: number;
}

/**
 * Opens `url` in a new page of `context` and records every response finished until a priced day is
 * visible: bytes on the wire per response, and for scripts the gzip size of their decoded body. With
 * `slow4g`, the page's network is throttled through CDP first.
 */
export async function measureVisit(
  context: BrowserContext,
  url: string,
  options: { slow4g?: boolean; timeoutMs?: number } = {},
): Promise<Visit> {
  const page = await context.newPage();
  try {
    await page.addInitScript(PRICED_OBSERVER);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (options.slow4g) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW_4G.rttMs,
        downloadThroughput: SLOW_4G.downBitsPerSecond / 8,
        uploadThroughput: SLOW_4G.upBitsPerSecond / 8,
      });
    }
    const pending = new Map<string, Pending>();
    const sent = new Map<string, number>();
    const finished: Array<{ id: string; wireBytes: number; finishedWallMs: number } & Pending> = [];
    let done = false;
    // CDP stamps network events with a monotonic clock; requestWillBeSent also gives the wall time, which
    // converts them to the page's wall clock.
    let wallOffsetS: number | null = null;
    cdp.on('Network.requestWillBeSent', (event) => {
      wallOffsetS ??= event.wallTime - event.timestamp;
      sent.set(event.requestId, (event.timestamp + wallOffsetS) * 1000);
    });
    cdp.on('Network.responseReceived', (event) => {
      pending.set(event.requestId, {
        sentWallMs: sent.get(event.requestId) ?? NaN,
        url: event.response.url,
        type: event.type,
        status: event.response.status,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const response = pending.get(event.requestId);
      if (!response || done) return;
      finished.push({
        id: event.requestId,
        wireBytes: event.encodedDataLength,
        finishedWallMs: (event.timestamp + (wallOffsetS ?? 0)) * 1000,
        ...response,
      });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .locator(INTERACTIVE_PRICED_DAY)
      .first()
      .waitFor({ state: 'visible', timeout: options.timeoutMs ?? 60_000 });
    await page.waitForFunction('window.__paintedAt !== undefined && window.__interactiveAt !== undefined');
    const paintedAtMs = await page.evaluate<number>('window.__paintedAt ?? NaN');
    const interactiveAtMs = await page.evaluate<number>('window.__interactiveAt ?? NaN');
    const interactiveWallMs = await page.evaluate<number>('window.__interactiveWallMs ?? NaN');
    const navigationWallMs = await page.evaluate<number>('performance.timeOrigin');
    done = true;
    const responses: Received[] = [];
    for (const response of finished.filter((r) => !(r.finishedWallMs > interactiveWallMs))) {
      let gzipBytes = 0;
      if (response.type === 'Script' && response.status === 200) {
        const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: response.id });
        gzipBytes = gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
      }
      responses.push({
        url: response.url,
        origin: new URL(response.url).origin,
        type: response.type,
        status: response.status,
        wireBytes: response.wireBytes,
        gzipBytes,
        startMs: response.sentWallMs - navigationWallMs,
        endMs: response.finishedWallMs - navigationWallMs,
      });
    }
    return { paintedAtMs, interactiveAtMs, responses };
  } finally {
    await page.close();
  }
}

/** Sum of a field over responses. */
export const total = (responses: Received[], field: 'wireBytes' | 'gzipBytes'): number =>
  responses.reduce((sum, r) => sum + r[field], 0);

/** Kilobytes (1,024 bytes) with one decimal. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
