// A client that sends its request slowly (a few header bytes now and then, or a trickled body) holds a
// connection only until HEADERS_TIMEOUT_MS or REQUEST_TIMEOUT_MS: then the server answers 408 and closes it.
import { connect } from 'node:net';
import { createLogger } from './logging/createLogger';
import { createMetrics } from './metrics/metrics';
import { startServer, type RunningServer } from './server';
import { testEnv } from './testing/testDeps';

interface Held {
  /** What the server sent before it closed the connection. */
  answer: string;
  /** How long the connection stayed open, in milliseconds. */
  heldMs: number;
}

/** Opens a connection, sends `start`, then one `drip` every 200 ms until the server closes it. */
function holdOpen(url: string, start: string, drip: string): Promise<Held> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      socket.write(start);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip);
      }, 200);
    });
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, heldMs: Date.now() - started });
    });
    // Far beyond both limits: the connection was never closed.
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the slow connection open'));
    }, 15_000).unref();
  });
}

describe('slow clients', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      env: testEnv({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2500' }),
      deps: {
        logger: createLogger('silent'),
        metrics: createMetrics({ defaults: false }),
        credentialSource: {},
      },
      shutdownGraceMs: 100,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('closes a connection whose headers never end once HEADERS_TIMEOUT_MS has passed, with a 408', async () => {
    const held = await holdOpen(server.url, 'GET /healthz HTTP/1.1\r\nHost: bff\r\n', 'X-Slow: 1\r\n');
    expect(held.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(held.heldMs).toBeGreaterThanOrEqual(900);
    expect(held.heldMs).toBeLessThan(2500);
  });

  it('closes a connection whose body trickles in once REQUEST_TIMEOUT_MS has passed, with a 408', async () => {
    const held = await holdOpen(
      server.url,
      'POST /api/bokun/reserve HTTP/1.1\r\nHost: bff\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      ' ',
    );
    expect(held.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(held.heldMs).toBeGreaterThanOrEqual(2400);
    expect(held.heldMs).toBeLessThan(5000);
  });

  it('still answers a client that sends its request at once', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
  });
});
