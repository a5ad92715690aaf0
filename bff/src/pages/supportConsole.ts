import type { AppMiddleware } from '../state';
import { insightsAssets, type ConsoleAsset } from './supportInsights/assets';
import { INSIGHTS_SECTION, INSIGHTS_STYLE } from './supportInsights/markup';

/** Where the support console is served. */
export const SUPPORT_CONSOLE_PATH = '/support';

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Support console</title>
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23166534'/%3E%3Cpath d='M8 22l5-12 4 8 3-5 4 9z' fill='%23fff'/%3E%3C/svg%3E">
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1b1b1b; }
  fieldset { border: 1px solid #bbb; border-radius: 6px; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; }
  input { font: inherit; padding: .4rem; width: min(28rem, 100%); }
  button { font: inherit; padding: .4rem .8rem; margin: .3rem .3rem 0 0; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
  th, td { border-bottom: 1px solid #ddd; padding: .3rem .5rem; text-align: left; vertical-align: top; }
  [role=status] { min-height: 1.5rem; color: #086b2f; }
  .error { color: #b00020; }
  li.visitor { color: #555; border-left: 3px solid #c77700; padding-left: .5rem; }
  [hidden] { display: none !important; }
${INSIGHTS_STYLE}</style>
</head>
<body>
<header>
<h1>Support console</h1>
<!--signed-in-->
<nav id="views" aria-label="Views" hidden>
  <a href="#bookings" id="view-bookings">Bookings</a>
  <a href="#insights" id="view-insights">Insights</a>
</nav>
<!--/signed-in-->
</header>
<main>
<p id="status" role="status" aria-live="polite"></p>
<!--support-off-->
<!--signed-in-->
<form id="token-form">
  <fieldset>
    <legend>Sign in</legend>
    <label for="token">Support token</label>
    <input id="token" name="token" type="password" autocomplete="off" required>
    <button type="submit">Use token</button>
    <button type="button" id="forget">Forget token</button>
  </fieldset>
</form>
<div id="console" hidden>
  <form id="search-form" role="search">
    <fieldset>
      <legend>Find a booking</legend>
      <label for="q">Confirmation code, transaction id or e-mail</label>
      <input id="q" name="q" minlength="3" maxlength="254" required>
      <button type="submit">Search</button>
    </fieldset>
  </form>
  <section aria-labelledby="results-title">
    <h2 id="results-title">Bookings</h2>
    <table><thead><tr><th scope="col">Code</th><th scope="col">Site</th><th scope="col">Status</th><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">E-mail</th><th scope="col">Holder's holds</th><th scope="col">Timeline</th></tr></thead>
    <tbody id="results"></tbody></table>
  </section>
  <section aria-labelledby="timeline-title">
    <h2 id="timeline-title" tabindex="-1">Timeline</h2>
    <ol id="timeline"></ol>
  </section>
  <section aria-labelledby="backlog-title">
    <h2 id="backlog-title">Outbox</h2>
    <button type="button" id="refresh-backlog">Refresh backlog</button>
    <table><caption>Items per topic and status</caption><thead><tr><th scope="col">Topic</th><th scope="col">Status</th><th scope="col">Items</th><th scope="col">Oldest due</th></tr></thead>
    <tbody id="counts"></tbody></table>
    <table><caption>Dead items</caption><thead><tr><th scope="col">Id</th><th scope="col">Topic</th><th scope="col">About</th><th scope="col">Tries</th><th scope="col">Last error</th><th scope="col">Action</th></tr></thead>
    <tbody id="dead"></tbody></table>
  </section>
</div>
${INSIGHTS_SECTION}
<!--/signed-in-->
</main>
<script src="/support/console.js" defer></script>
</body>
</html>
`;

// Plain browser script (no build step): the token is typed once and kept in sessionStorage for this tab.
const SCRIPT = `(() => {
  const KEY = 'supportToken';
  const OFF = 'Support is not switched on on this server: set SUPPORT_TOKEN and restart it.';
  const $ = (id) => document.getElementById(id);
  const status = (text, error) => { $('status').textContent = text; $('status').className = error ? 'error' : ''; };
  const cell = (text) => { const td = document.createElement('td'); td.textContent = text == null ? '' : String(text); return td; };
  const token = () => sessionStorage.getItem(KEY);
  async function api(path, method) {
    const res = await fetch(path, { method: method || 'GET', headers: { authorization: 'Bearer ' + token() } });
    const body = await res.json().catch(() => ({}));
    if (res.status === 401) { sessionStorage.removeItem(KEY); show(); throw new Error('The token was refused. Type it again.'); }
    // The support API answers 404 for all of it while SUPPORT_TOKEN is unset: not a missing booking.
    if (res.status === 404 && body.error && body.error.code === 'not_found' && /^No route/.test(body.error.message || '')) throw new Error(OFF);
    if (!res.ok) throw new Error((body.error && body.error.message) || ('Request failed: ' + res.status));
    return body;
  }
  function show() {
    const signedIn = Boolean(token());
    const insights = signedIn && location.hash === '#insights';
    $('token-form').hidden = signedIn;
    $('views').hidden = !signedIn;
    $('console').hidden = !signedIn || insights;
    $('insights').hidden = !insights;
    $('view-bookings').setAttribute('aria-current', signedIn && !insights ? 'page' : 'false');
    $('view-insights').setAttribute('aria-current', insights ? 'page' : 'false');
    if (insights) openInsights();
    else if (signedIn) loadBacklog().catch((e) => status(e.message, true));
  }
  // The Insights view's script and chartist are added to the page when the view is first opened.
  let insightsLoaded;
  function addScript(src) {
    return new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error('Could not load ' + src));
      document.head.append(script);
    });
  }
  function openInsights() {
    if (!insightsLoaded) {
      const css = document.createElement('link');
      css.rel = 'stylesheet';
      css.href = '/support/vendor/chartist.css';
      document.head.prepend(css);
      insightsLoaded = addScript('/support/vendor/chartist.js').then(() => addScript('/support/insights.js'));
      insightsLoaded.catch(() => { insightsLoaded = undefined; });
    }
    insightsLoaded.then(() => window.SupportInsights.start({ api, status }), (e) => status(e.message, true));
  }
  async function loadTimeline(configId, code) {
    const body = await api('/api/support/bookings/' + encodeURIComponent(configId) + '/' + encodeURIComponent(code) + '/timeline');
    const list = $('timeline');
    list.replaceChildren();
    for (const entry of body.timeline) {
      const li = document.createElement('li');
      li.textContent = new Date(entry.at).toLocaleString() + ' · ' + entry.kind + ' · ' + entry.title;
      if (entry.reportedBy === 'visitor') {
        // The visitor's browser wrote this: shown apart, never read as something the system did.
        const mark = document.createElement('em');
        mark.className = 'visitor';
        mark.textContent = 'Reported by the visitor (unverified): ';
        li.prepend(mark);
        li.classList.add('visitor');
      }
      if (entry.details && entry.details.outboxId && entry.details.status === 'dead') li.append(' ', retryButton(entry.details.outboxId));
      if (entry.kind === 'diagnostics' && entry.details) li.append(diagnosticsList(entry.details));
      list.append(li);
    }
    $('timeline-title').textContent = 'Timeline of ' + code;
    $('timeline-title').focus();
    status('Timeline of ' + code + ': ' + body.timeline.length + ' entries');
  }
  function holdsText(h) {
    return h.live + ' live, ' + h.released + ' released, ' + h.expired + ' expired, ' + h.confirmed + ' confirmed';
  }
  function holderText(holds) {
    if (!holds) return '';
    return [holds.session && 'session: ' + holdsText(holds.session), holds.client && 'client: ' + holdsText(holds.client)]
      .filter(Boolean).join('; ');
  }
  // The widget session's critical errors and flows (§4, §9), one line each.
  function diagnosticsList(details) {
    const ul = document.createElement('ul');
    const line = (text) => { const item = document.createElement('li'); item.textContent = text; ul.append(item); };
    for (const f of details.flows || []) line('flow ' + f.name + ': ' + f.status + (f.durationMs === null ? '' : ' in ' + f.durationMs + ' ms') + (f.errors.length ? ' – ' + f.errors.join(' | ') : ''));
    for (const e of details.criticalErrors || []) line(new Date(e.at).toLocaleString() + ' critical' + (e.flow ? ' (' + e.flow + ')' : '') + ': ' + e.message);
    return ul;
  }
  function retryButton(id) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Retry item ' + id;
    button.addEventListener('click', async () => {
      try { await api('/api/support/outbox/' + encodeURIComponent(id) + '/retry', 'POST'); status('Item ' + id + ' is queued again'); await loadBacklog(); }
      catch (e) { status(e.message, true); }
    });
    return button;
  }
  async function loadBacklog() {
    const body = await api('/api/support/outbox?status=dead');
    $('counts').replaceChildren(...body.counts.map((c) => { const tr = document.createElement('tr'); tr.append(cell(c.topic), cell(c.status), cell(c.count), cell(c.oldestDueAt ? new Date(c.oldestDueAt).toLocaleString() : '')); return tr; }));
    $('dead').replaceChildren(...body.items.map((i) => { const tr = document.createElement('tr'); const action = document.createElement('td'); action.append(retryButton(i.id)); tr.append(cell(i.id), cell(i.topic), cell(i.summary), cell(i.attempts), cell(i.lastError), action); return tr; }));
  }
  $('token-form').addEventListener('submit', (event) => {
    event.preventDefault();
    sessionStorage.setItem(KEY, $('token').value.trim());
    $('token').value = '';
    show();
    if (location.hash === '#insights') $('insights-title').focus();
    else $('q').focus();
  });
  window.addEventListener('hashchange', () => {
    show();
    if (!token()) return;
    if (location.hash === '#insights') $('insights-title').focus();
    else $('q').focus();
  });
  $('forget').addEventListener('click', () => { sessionStorage.removeItem(KEY); show(); });
  $('refresh-backlog').addEventListener('click', () => loadBacklog().then(() => status('Backlog refreshed'), (e) => status(e.message, true)));
  $('search-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const body = await api('/api/support/bookings?q=' + encodeURIComponent($('q').value.trim()));
      $('results').replaceChildren(...body.bookings.map((b) => {
        const tr = document.createElement('tr');
        const open = document.createElement('td');
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Show timeline of ' + b.confirmationCode;
        button.addEventListener('click', () => loadTimeline(b.configId, b.confirmationCode).catch((e) => status(e.message, true)));
        open.append(button);
        tr.append(cell(b.confirmationCode), cell(b.configId), cell(b.status), cell(b.date), cell(b.amount + ' ' + b.currency), cell(b.email), cell(holderText(b.holderHolds)), open);
        return tr;
      }));
      status(body.bookings.length + ' booking(s) found');
    } catch (e) { status(e.message, true); }
  });
  show();
})();
`;

/** The page while SUPPORT_TOKEN is unset: it says so instead of a sign-in whose every call fails "No route". */
function supportOffPage(): string {
  return HTML.replace(
    '<!--support-off-->',
    '<p class="error" id="support-off">Support is not switched on on this server: set SUPPORT_TOKEN and restart it.</p>',
  )
    .replace(/<!--signed-in-->[\s\S]*?<!--\/signed-in-->\n/g, '')
    .replace('<script src="/support/console.js" defer></script>\n', '');
}

/**
 * The support console: one page for support staff who will not use curl – search a booking, read its
 * timeline, retry a dead item, see the backlog – over the support API with the same bearer token, typed
 * once and kept in the tab's sessionStorage. Its script is a separate same-origin file, as the page CSP
 * allows no inline script.
 */
export function supportConsole(options: { enabled: boolean } = { enabled: true }): AppMiddleware {
  const html = options.enabled ? HTML : supportOffPage();
  const assets = new Map<string, ConsoleAsset>(
    Object.entries({
      '/console.js': { type: 'text/javascript; charset=utf-8', body: SCRIPT },
      ...insightsAssets(),
    }),
  );
  return async (ctx, next) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    const asset = ctx.path.startsWith(`${SUPPORT_CONSOLE_PATH}/`)
      ? assets.get(ctx.path.slice(SUPPORT_CONSOLE_PATH.length))
      : undefined;
    if (isRead && ctx.path === SUPPORT_CONSOLE_PATH) {
      ctx.state.routeLabel = SUPPORT_CONSOLE_PATH;
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = html;
    } else if (isRead && asset) {
      ctx.state.routeLabel = ctx.path;
      ctx.type = asset.type;
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = asset.body;
    } else {
      await next();
    }
  };
}
