import autocannon from 'autocannon';

/** Seconds of load per measurement, after a one-second warm-up. */
export const MEASURE_SECONDS = 5;
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 32;

export interface Throughput {
  requestsPerSecond: number;
  p99LatencyMs: number;
  failures: number;
}

/** What a browser sends: every answer may come compressed. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Requests per second one route sustains over loopback (autocannon, keep-alive connections), asked as a
 * browser asks (Accept-Encoding): a POST of `body`, or a GET when `body` is null. `connections` defaults to 32.
 */
export async function measureThroughput(
  url: string,
  body: string | null,
  connections = CONNECTIONS,
): Promise<Throughput> {
  const headers: Record<string, string> = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  if (body !== null) headers['content-type'] = 'application/json';
  const options = {
    url,
    method: body === null ? ('GET' as const) : ('POST' as const),
    headers,
    ...(body === null ? {} : { body }),
    connections,
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: MEASURE_SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p99LatencyMs: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Mean rate and worst p99 of several rounds of one side. */
export function combine(rounds: Throughput[]): Throughput {
  return {
    requestsPerSecond: rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.length,
    p99LatencyMs: Math.max(...rounds.map((r) => r.p99LatencyMs)),
    failures: rounds.reduce((sum, r) => sum + r.failures, 0),
  };
}

/** Fires `count` identical POSTs at once and returns their statuses. */
export async function burst(url: string, body: string, count: number): Promise<number[]> {
  const send = async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  };
  return Promise.all(Array.from({ length: count }, send));
}
