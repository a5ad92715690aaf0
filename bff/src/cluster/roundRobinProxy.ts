import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxyOptions {
  /** Base URLs of the instances, e.g. `http://127.0.0.1:8091`. */
  targets: readonly string[];
  port: number;
  host?: string;
}

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

/** Hop-by-hop headers a proxy must not forward. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * A tiny load balancer for running several BFF instances locally: each request goes to the next instance
 * in turn; an instance that refuses the connection is skipped for that request (the next one is tried), so a
 * killed instance costs no request that had not reached it. Adds X-Forwarded-For/-Proto/-Host (run the
 * instances with TRUST_PROXY=true). Not for production: use a real load balancer there.
 */
export async function startRoundRobinProxy(options: RoundRobinProxyOptions): Promise<RunningProxy> {
  if (options.targets.length === 0) throw new Error('the proxy needs at least one target');
  const targets = options.targets.map((t) => new URL(t));
  let next = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(Buffer.concat(chunks), 0));
    const start = next;
    next = (next + 1) % targets.length;

    function forward(body: Buffer, tried: number): void {
      const target = targets[(start + tried) % targets.length] as URL;
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!HOP_BY_HOP.has(name)) headers[name] = value;
      }
      const forwardedFor = req.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = [forwardedFor, req.socket.remoteAddress].filter(Boolean).join(', ');
      headers['x-forwarded-proto'] = 'http';
      headers['x-forwarded-host'] = req.headers.host ?? '';
      headers['content-length'] = String(body.length);
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        (answer) => {
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(name)) out[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // Only a refused connection is safe to retry elsewhere: the instance never saw the request.
        if (error.code === 'ECONNREFUSED' && tried + 1 < targets.length) return forward(body, tried + 1);
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ error: { code: 'upstream_unavailable', message: 'No instance answered' } }),
          );
        } else res.destroy();
      });
      upstream.end(body);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
