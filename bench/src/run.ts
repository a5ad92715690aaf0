// Benchmarks of the BFF's catalogue path, each against a target, all on loopback and bounded in time:
// (a) upstream Bokun calls for 1,000 concurrent requests of one schedule month (coalescing), and
// (b) cached-schedule throughput as a ratio of a bare Koa route answering the same JSON, and
// (c) the iframe app's page, step 1 rendered on the server and kept, against a bare Koa route with the same HTML.
import { burst, combine, measureThroughput, MEASURE_SECONDS, type Throughput } from './measure.ts';
import { printTable, type Line } from './report.ts';
import { startTarget, type Target } from './targets/fork.ts';

const ACTIVITY_ID = 1001;
const CONCURRENT_REQUESTS = 1000;
const MAX_UPSTREAM_CALLS = 1;
/** Issue #13: a cached schedule writes stored compressed bytes, so it must keep up with a bare JSON route. */
const MIN_THROUGHPUT_RATIO = 1.0;
/** Issue #28: a kept /widget page (its data checked once a second) keeps close to a bare HTML route. */
const MIN_PAGE_RATIO = 0.8;
const WIDGET_PAGE = '/widget?configId=demo&lang=en';
/** Visitors at once for the latency and memory line, and its budgets. */
const VISITORS = 1000;
/**
 * The issue names no latency figure: this guards against collapse (timeouts, a queue that never drains),
 * since with every visitor asking again at once the mean wait is visitors ÷ req/s by itself.
 */
const MAX_P99_MS = 5000;
const MAX_RSS_MB = 400;
/**
 * The BFF runs as docs/operations.md says: with its old generation capped (`--max-old-space-size`).
 * Uncapped, V8 lets the heap grow to ~230 MB under ~3,800 req/s although ~55 MB is live, and the process
 * peaks near 500 MB; capped, throughput is the same.
 */
const BFF_NODE_FLAGS = ['--max-old-space-size=192'];
/** Throughput rounds per side; each round is one measurement of MEASURE_SECONDS. */
const ROUNDS = 2;

/** The first and last day of next month (UTC): a month the sandbox publishes availability for. */
function nextMonth(now = new Date()): { first: string; last: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

async function main(): Promise<void> {
  const targets: Target[] = [];
  try {
    const bff = await startTarget(
      new URL('./targets/bffTarget.ts', import.meta.url),
      undefined,
      BFF_NODE_FLAGS,
    );
    targets.push(bff);
    const { first, last } = nextMonth();
    const scheduleUrl = `${bff.url}/api/bokun/schedule/${ACTIVITY_ID}/${first}/${last}`;
    const body = JSON.stringify({ configId: 'demo' });

    // (a) A cold month asked 1,000 times at once: the in-flight load is shared, so Bokun sees one call.
    const statuses = await burst(scheduleUrl, body, CONCURRENT_REQUESTS);
    const answered = statuses.filter((s) => s === 200).length;
    const { upstreamScheduleCalls } = await bff.ask({ type: 'count' });

    // (b) The same month, now cached, against a bare Koa route serving the identical JSON body.
    const response = await fetch(scheduleUrl, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    const schedule: unknown = await response.json();
    // The page as a browser first gets it (the bare route sends the same HTML, uncompressed).
    const pageUrl = `${bff.url}${WIDGET_PAGE}`;
    const pageHtml = await (await fetch(pageUrl)).text();
    if (!pageHtml.includes('bw-cal-day_price'))
      throw new Error('The /widget page carries no server-rendered step 1');
    const bare = await startTarget(new URL('./targets/bareTarget.ts', import.meta.url), {
      type: 'payload',
      body: schedule,
      html: pageHtml,
    });
    targets.push(bare);
    // Alternating rounds: a neighbour's load on a shared machine then hits both sides alike.
    const baselineRounds: Throughput[] = [];
    const cachedRounds: Throughput[] = [];
    const barePageRounds: Throughput[] = [];
    const pageRounds: Throughput[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      baselineRounds.push(await measureThroughput(`${bare.url}/schedule`, body));
      cachedRounds.push(await measureThroughput(scheduleUrl, body));
      barePageRounds.push(await measureThroughput(`${bare.url}${WIDGET_PAGE}`, null));
      pageRounds.push(await measureThroughput(pageUrl, null));
    }
    // 1,000 visitors at once on the cached month: the tail latency they see and the memory it takes.
    const crowd = await measureThroughput(scheduleUrl, body, VISITORS);
    const memory = await bff.memory();
    const baseline = combine(baselineRounds);
    const cached = combine(cachedRounds);
    const ratio = cached.requestsPerSecond / baseline.requestsPerSecond;
    const barePage = combine(barePageRounds);
    const page = combine(pageRounds);
    const pageRatio = page.requestsPerSecond / barePage.requestsPerSecond;

    console.log(
      `\nBFF catalogue benchmarks (loopback, ${ROUNDS} × ${MEASURE_SECONDS} s per side, month ${first.slice(0, 7)})\n`,
    );
    console.log(
      `bare Koa JSON route: ${baseline.requestsPerSecond.toFixed(0)} req/s, p99 ${baseline.p99LatencyMs} ms, ${baseline.failures} failed`,
    );
    console.log(
      `BFF cached schedule: ${cached.requestsPerSecond.toFixed(0)} req/s, p99 ${cached.p99LatencyMs} ms, ${cached.failures} failed`,
    );
    console.log(
      `BFF cached schedule, ${VISITORS} connections: ${crowd.requestsPerSecond.toFixed(0)} req/s, p99 ${crowd.p99LatencyMs} ms, ${crowd.failures} failed`,
    );
    console.log(
      `bare Koa HTML route: ${barePage.requestsPerSecond.toFixed(0)} req/s, p99 ${barePage.p99LatencyMs} ms, ${barePage.failures} failed`,
    );
    console.log(
      `BFF ${WIDGET_PAGE} (server-rendered, kept): ${page.requestsPerSecond.toFixed(0)} req/s, p99 ${page.p99LatencyMs} ms, ${page.failures} failed`,
    );
    console.log(
      `schedule body: ${JSON.stringify(schedule).length} bytes as JSON; page ${pageHtml.length} bytes of HTML\n`,
    );
    const lines: Line[] = [
      {
        name: `upstream calls for ${CONCURRENT_REQUESTS} concurrent requests of one month`,
        measured: `${upstreamScheduleCalls} (${answered}/${CONCURRENT_REQUESTS} answered 200)`,
        target: `<= ${MAX_UPSTREAM_CALLS}`,
        pass: upstreamScheduleCalls <= MAX_UPSTREAM_CALLS && answered === CONCURRENT_REQUESTS,
      },
      {
        name: 'cached schedule req/s ÷ bare Koa JSON route req/s',
        measured: `${ratio.toFixed(2)}${cached.failures + baseline.failures > 0 ? ' (with failures)' : ''}`,
        target: `>= ${MIN_THROUGHPUT_RATIO}`,
        pass: ratio >= MIN_THROUGHPUT_RATIO && cached.failures === 0 && baseline.failures === 0,
      },
      {
        name: 'kept /widget page req/s ÷ bare Koa HTML route req/s',
        measured: `${pageRatio.toFixed(2)}${page.failures + barePage.failures > 0 ? ' (with failures)' : ''}`,
        target: `>= ${MIN_PAGE_RATIO}`,
        pass: pageRatio >= MIN_PAGE_RATIO && page.failures === 0 && barePage.failures === 0,
      },
      {
        name: `p99 latency, ${VISITORS} concurrent visitors on the cached month`,
        measured: `${crowd.p99LatencyMs} ms${crowd.failures > 0 ? ` (${crowd.failures} failed)` : ''}`,
        target: `<= ${MAX_P99_MS} ms`,
        pass: crowd.p99LatencyMs <= MAX_P99_MS && crowd.failures === 0,
      },
      {
        name: `BFF resident memory, peak with ${VISITORS} concurrent visitors (${BFF_NODE_FLAGS.join(' ')})`,
        measured: `${(memory.maxRssBytes / 2 ** 20).toFixed(0)} MB (now ${(memory.rssBytes / 2 ** 20).toFixed(0)} MB)`,
        target: `<= ${MAX_RSS_MB} MB`,
        pass: memory.maxRssBytes <= MAX_RSS_MB * 2 ** 20,
      },
    ];
    const allPassed = printTable(lines);
    process.exitCode = allPassed ? 0 : 1;
  } finally {
    await Promise.all(targets.map((t) => t.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
