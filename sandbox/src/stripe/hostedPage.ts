// The payer-facing Checkout page, a stand-in for checkout.stripe.com (stripe.md §2, §7).
import type { SimSession } from './simulator';

const ZERO_DECIMAL = [
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Minor units back to a display amount: 20000 pln → "200.00 PLN", 500 jpy → "500 JPY". */
export function displayAmount(minor: number, currency: string): string {
  const zero = ZERO_DECIMAL.includes(currency);
  return `${zero ? String(minor) : (minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

const layout = (body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stripe Checkout sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem}.amount{font-size:1.6rem;font-weight:600}</style>
</head>
<body>${body}</body>
</html>`;

/** The Checkout page: line items, total, and Pay / Cancel while the session is open. */
export function checkoutPage(session: SimSession, base: string): string {
  const { input } = session;
  const action = (what: string) => escapeHtml(`${base}/checkout/${session.id}/${what}`);
  const items = input.lineItems
    .map(
      (item) =>
        `<li>${escapeHtml(item.name)} × ${item.quantity}: ${displayAmount(item.unitAmount * item.quantity, input.currency)}</li>`,
    )
    .join('');
  const controls =
    session.status === 'open'
      ? `<form method="post" action="${action('pay')}"><button type="submit" data-testid="stripe-pay">Pay</button></form>
<form method="post" action="${action('cancel')}"><button type="submit" data-testid="stripe-cancel">Cancel</button></form>`
      : `<p data-testid="stripe-status">${session.status === 'expired' ? 'This Checkout Session has expired.' : 'This Checkout Session is already paid.'}</p>`;
  return layout(`<h1>Stripe Checkout sandbox</h1>
<ul>${items}</ul>
<p class="amount" data-testid="stripe-amount">${displayAmount(input.amountTotal, input.currency)}</p>
${input.customerEmail ? `<p>${escapeHtml(input.customerEmail)}</p>` : ''}
${controls}`);
}

export function messagePage(message: string): string {
  return layout(`<h1>Stripe Checkout sandbox</h1><p>${escapeHtml(message)}</p>`);
}
