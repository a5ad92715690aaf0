// Forked by run.ts: the baseline – a bare Koa app whose POST route answers a fixed JSON body (the same
// schedule the BFF answers) and whose GET route a fixed HTML page (the same /widget page), with no middleware.
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { reply, type ToTarget } from './protocol.ts';

process.once('message', (message: ToTarget) => {
  if (message.type !== 'payload') return;
  const app = new Koa();
  app.use((ctx) => {
    if (ctx.method === 'POST') ctx.body = message.body;
    else if (ctx.method === 'GET' && message.html !== undefined) {
      ctx.type = 'html';
      ctx.body = message.html;
    }
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    reply({ type: 'ready', url: `http://127.0.0.1:${port}` });
  });
  process.on('disconnect', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
});
