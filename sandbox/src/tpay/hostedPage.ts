// The payer-facing transaction panel, a stand-in for secure.sandbox.tpay.com (tpay.md §1, §8).
import { findGroup } from './catalog';
import type { SimTransaction } from './types';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const layout = (title: string, body: string) => `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem}.amount{font-size:1.6rem;font-weight:600}</style>
</head>
<body>${body}</body>
</html>`;

/** The panel for one transaction: what is paid, and Pay / Fail buttons while it is pending. */
export function transactionPage(tx: SimTransaction, base: string): string {
  const method =
    tx.payment.groupId === null
      ? 'any method'
      : (findGroup(tx.payment.groupId)?.name ?? String(tx.payment.groupId));
  const action = (outcome: string) => `${base}/secure/${encodeURIComponent(tx.title)}/${outcome}`;
  const buttons =
    tx.status === 'pending'
      ? `<form method="post" action="${escapeHtml(action('pay'))}"><button type="submit" name="outcome" value="pay" data-testid="tpay-pay">Pay</button></form>
<form method="post" action="${escapeHtml(action('fail'))}"><button type="submit" name="outcome" value="fail" data-testid="tpay-fail">Fail</button></form>`
      : `<p data-testid="tpay-status">This transaction is ${escapeHtml(tx.status)}.</p>`;
  return layout(
    `Tpay sandbox – ${tx.title}`,
    `<h1>Tpay sandbox</h1>
<p>${escapeHtml(tx.description)}</p>
<p class="amount" data-testid="tpay-amount">${tx.amount.toFixed(2)} ${escapeHtml(tx.currency)}</p>
<p>Transaction <code>${escapeHtml(tx.title)}</code>, method: ${escapeHtml(method)}</p>
${buttons}`,
  );
}

/** Shown when there is no return URL to send the payer to. */
export function resultPage(tx: SimTransaction, outcome: 'paid' | 'failed'): string {
  return layout(
    `Tpay sandbox – ${tx.title}`,
    `<h1>${outcome === 'paid' ? 'Payment received' : 'Payment failed'}</h1><p>Transaction <code>${escapeHtml(tx.title)}</code></p>`,
  );
}

export function notFoundPage(title: string): string {
  return layout('Tpay sandbox', `<h1>Unknown transaction</h1><p>${escapeHtml(title)}</p>`);
}

/** A small badge standing in for a group's logo. */
export function logoSvg(label: string): string {
  const text = escapeHtml(label.slice(0, 12));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48"><rect width="120" height="48" rx="6" fill="#1f5f99"/><text x="60" y="30" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">${text}</text></svg>`;
}
