import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  PAYMENT_RETURN_PATH,
  PAYMENT_RETURN_SCRIPT_PATH,
  paymentCompletionUrl,
  type Language,
} from '@booking/shared-contracts';
import type { AppMiddleware } from '../state';
import { escapeHtml } from './pageHtml';

interface ReturnText {
  title: string;
  success: string;
  error: string;
  link: string;
}

/** What the payment window says once the provider sends the payer back, in the widget's six languages. */
export const PAYMENT_RETURN_TEXT: Readonly<Record<Language, ReturnText>> = {
  en: {
    title: 'Payment',
    success:
      'Your payment is being confirmed. You can close this window – your booking continues in the window where you started it.',
    error:
      'The payment was not completed. You can close this window and try again in the window where you started your booking.',
    link: 'See your booking',
  },
  pl: {
    title: 'Płatność',
    success:
      'Potwierdzamy płatność. Możesz zamknąć to okno – rezerwacja jest kontynuowana w oknie, w którym ją rozpoczęto.',
    error:
      'Płatność nie została zakończona. Możesz zamknąć to okno i spróbować ponownie w oknie, w którym rozpoczęto rezerwację.',
    link: 'Zobacz swoją rezerwację',
  },
  de: {
    title: 'Zahlung',
    success:
      'Ihre Zahlung wird bestätigt. Sie können dieses Fenster schließen – die Buchung geht in dem Fenster weiter, in dem Sie sie begonnen haben.',
    error:
      'Die Zahlung wurde nicht abgeschlossen. Sie können dieses Fenster schließen und es in dem Fenster, in dem Sie gebucht haben, erneut versuchen.',
    link: 'Ihre Buchung ansehen',
  },
  fr: {
    title: 'Paiement',
    success:
      'Votre paiement est en cours de confirmation. Vous pouvez fermer cette fenêtre : la réservation continue dans la fenêtre où vous l’avez commencée.',
    error:
      'Le paiement n’a pas abouti. Vous pouvez fermer cette fenêtre et réessayer dans la fenêtre où vous avez commencé la réservation.',
    link: 'Voir votre réservation',
  },
  es: {
    title: 'Pago',
    success:
      'Estamos confirmando su pago. Puede cerrar esta ventana: la reserva continúa en la ventana donde la empezó.',
    error:
      'El pago no se ha completado. Puede cerrar esta ventana y volver a intentarlo en la ventana donde empezó la reserva.',
    link: 'Ver su reserva',
  },
  it: {
    title: 'Pagamento',
    success:
      'Stiamo confermando il pagamento. Puoi chiudere questa finestra: la prenotazione continua nella finestra in cui l’hai iniziata.',
    error:
      'Il pagamento non è stato completato. Puoi chiudere questa finestra e riprovare nella finestra in cui hai iniziato la prenotazione.',
    link: 'Vedi la tua prenotazione',
  },
};

/**
 * Tells the widget that opened this window (its opener, on this same origin) that the provider sent the payer
 * back, by a message to this origin only, then closes the window where the browser allows it. Without an
 * opener (the window was opened another way, or the provider cut the link) the page's own text and link stay.
 */
export const PAYMENT_RETURN_SCRIPT = `(function () {
  var query = new URLSearchParams(location.search);
  var opener = window.opener;
  if (!opener || opener.closed) return;
  try {
    opener.postMessage({
      action: 'paymentWindowReturned',
      receipt: query.get('receipt') || '',
      outcome: query.get('outcome') === 'error' ? 'error' : 'success'
    }, location.origin);
  } catch (error) {
    return;
  }
  setTimeout(function () { window.close(); }, 400);
})();
`;

/** The receipt key as the return URL carries it; anything else is left out of the page. */
const RECEIPT_KEY = /^[a-f0-9]{64}$/;

/** The return page of one answer: its language, outcome and – with a receipt key – the link to the booking. */
export function renderPaymentReturnPage(
  lang: Language,
  outcome: 'success' | 'error',
  receipt: string,
): string {
  const text = PAYMENT_RETURN_TEXT[lang];
  const link = RECEIPT_KEY.test(receipt)
    ? `<p><a href="${escapeHtml(paymentCompletionUrl('', receipt, lang, outcome))}">${escapeHtml(text.link)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>body{font:18px/1.5 system-ui,sans-serif;margin:0 auto;max-width:34rem;padding:2rem 1rem;color:#1b1b1b}a{color:#0b57d0}</style>
<script src="${PAYMENT_RETURN_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p role="status">${escapeHtml(outcome === 'error' ? text.error : text.success)}</p>
${link}
</main>
</body>
</html>
`;
}

const single = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * GET /payment-return (and its script): where a framed widget's payment window lands after the provider's
 * page. Never framed itself (the security headers give it X-Frame-Options like any non-widget page).
 */
export function paymentReturnPage(): AppMiddleware {
  return async (ctx, next) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (isRead && ctx.path === PAYMENT_RETURN_SCRIPT_PATH) {
      ctx.state.routeLabel = 'static';
      ctx.type = 'application/javascript';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = PAYMENT_RETURN_SCRIPT;
      return;
    }
    if (!isRead || ctx.path !== PAYMENT_RETURN_PATH) {
      await next();
      return;
    }
    const langParam = single(ctx.query.lang);
    const lang = LANGUAGES.find((candidate) => candidate === langParam) ?? DEFAULT_LANGUAGE;
    const outcome = single(ctx.query.outcome) === 'error' ? 'error' : 'success';
    ctx.state.routeLabel = 'page:payment-return';
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = renderPaymentReturnPage(lang, outcome, single(ctx.query.receipt));
  };
}
