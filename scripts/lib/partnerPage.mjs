// The demo partner page: a travel site on another origin that embeds the widget with the snippet alone
// (docs/partners.md), and shows the partner events it receives.
import { createServer } from 'node:http';

const PRODUCTS = [
  { id: 'krakow-old-town', name: 'Kraków Old Town walking tour' },
  { id: 'wieliczka-private', name: 'Wieliczka Salt Mine, private tour' },
  { id: 'dunajec-rafting', name: 'Dunajec river rafting' },
];

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's HTML: the three-line snippet, booking buttons and an event log fed by BookingWidget('on'). */
export function partnerPageHtml({ remoteUrl, configId = 'demo' }) {
  const embedSrc = `${remoteUrl.replace(/\/+$/, '')}/embed.js`;
  const buttons = PRODUCTS.map(
    (product) =>
      `<li><h2>${escapeHtml(product.name)}</h2><button type="button" data-booking-open="${escapeHtml(product.id)}">Book ${escapeHtml(product.name)}</button></li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner travel site – booking widget demo</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
ul{list-style:none;padding:0}li{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:0 0 1rem}
button{font:inherit;padding:.5rem 1rem}#events{background:#f4f4f4;padding:1rem;white-space:pre-wrap}</style>
<script>
  window.BookingWidget = window.BookingWidget || function () { (BookingWidget.q = BookingWidget.q || []).push(arguments); };
  window.partnerEvents = [];
  BookingWidget('on', '*', function (payload, name) {
    window.partnerEvents.push({ name: name, payload: payload });
    document.getElementById('events').textContent += name + ' ' + JSON.stringify(payload) + '\\n';
  });
</script>
<script src="${escapeHtml(embedSrc)}" data-config-id="${escapeHtml(configId)}" data-datalayer="true" async></script>
</head>
<body>
<main>
<h1>Partner travel site</h1>
<p>Tours you can book without leaving this page.</p>
<ul>
${buttons}
</ul>
<h2 id="events-title">Widget events</h2>
<pre id="events" aria-labelledby="events-title" aria-live="polite"></pre>
</main>
</body>
</html>`;
}

/** Creates (does not start) the partner page server. */
export function createPartnerServer(options) {
  const html = partnerPageHtml(options);
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const status = (req.url ?? '/').split('?')[0] === '/' ? 200 : 404;
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    if (status === 404) res.end('Not found');
    else res.end(req.method === 'HEAD' ? undefined : html);
  });
}
