// The payer-facing Checkout page, a stand-in for checkout.stripe.com (stripe.md §2, §7).
import { displayAmount } from './currencies';
import type { SimSession } from './simulator';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const layout = (body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stripe Checkout sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem}.amount{font-size:1.6rem;font-weight:600}</style>
</head>
<body>${body}</body>
</html>`;

function statusText(session: SimSession): string {
  if (session.status === 'expired') return 'This Checkout Session has expired.';
  if (session.delayed === 'processing') return 'The payment is processing; the bank settles it later.';
  if (session.delayed === 'failed') return 'The bank refused the debit; the payment failed.';
  return 'This Checkout Session is already paid.';
}

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
  const button = (what: string, testId: string, label: string) =>
    `<form method="post" action="${action(what)}"><button type="submit" data-testid="${testId}">${label}</button></form>`;
  const controls =
    session.status === 'open'
      ? [
          button('pay', 'stripe-pay', 'Pay'),
          button('pay-delayed', 'stripe-pay-delayed', 'Pay by bank debit (settles later)'),
          button('cancel', 'stripe-cancel', 'Cancel'),
        ].join('\n')
      : `<p data-testid="stripe-status">${statusText(session)}</p>${
          session.delayed === 'processing'
            ? [
                button('settle/succeeded', 'stripe-settle-succeeded', 'Bank confirms the debit'),
                button('settle/failed', 'stripe-settle-failed', 'Bank refuses the debit'),
              ].join('\n')
            : ''
        }`;
  return layout(`<h1>Stripe Checkout sandbox</h1>
<ul>${items}</ul>
<p class="amount" data-testid="stripe-amount">${displayAmount(input.amountTotal, input.currency)}</p>
${input.customerEmail ? `<p>${escapeHtml(input.customerEmail)}</p>` : ''}
${controls}`);
}

export function messagePage(message: string): string {
  return layout(`<h1>Stripe Checkout sandbox</h1><p>${escapeHtml(message)}</p>`);
}
