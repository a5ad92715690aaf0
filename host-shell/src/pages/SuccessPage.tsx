import type { Language, SuccessPayload } from '@booking/shared-contracts';
import { localizedPath } from '../components/LanguageNav';
import { SUCCESS_TEXT } from './successText';
import { successViewOf } from './successView';

function money(amount: number, currency: string, lang: Language): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

function day(date: string, lang: Language): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

function Summary({ payload, lang }: { payload: SuccessPayload; lang: Language }) {
  const text = SUCCESS_TEXT[lang];
  const tickets = payload.tickets.filter((ticket) => ticket.count > 0);
  return (
    <dl className="hs-summary">
      {payload.confirmationCode && (
        <>
          <dt>{text.code}</dt>
          <dd>{payload.confirmationCode}</dd>
        </>
      )}
      <dt>{text.activity}</dt>
      <dd>{payload.activity.title || `#${payload.activity.id}`}</dd>
      {payload.date && (
        <>
          <dt>{text.date}</dt>
          <dd>{[day(payload.date, lang), payload.time].filter(Boolean).join(', ')}</dd>
        </>
      )}
      {tickets.length > 0 && (
        <>
          <dt>{text.tickets}</dt>
          <dd>{tickets.map((ticket) => `${ticket.count} × ${ticket.category}`).join(', ')}</dd>
        </>
      )}
      <dt>{text.total}</dt>
      <dd>{money(payload.totalPrice, payload.currency, lang)}</dd>
    </dl>
  );
}

/**
 * /megabilet/success (frame layout): the decoded booking when `data` holds a confirmed 2.1 payload, the
 * failure with a way back for `status=error`, and a neutral page otherwise.
 */
export function SuccessPage({ lang, search }: { lang: Language; search: string }) {
  const text = SUCCESS_TEXT[lang];
  const view = successViewOf(search);
  const back = (
    <p>
      <a className="hs-button" href={localizedPath('booking', lang)}>
        {text.back}
      </a>
    </p>
  );
  if (view.kind === 'confirmed') {
    return (
      <article>
        <h1>{text.confirmedTitle}</h1>
        <p className="hs-lead">{text.confirmedLead}</p>
        <Summary payload={view.payload} lang={lang} />
      </article>
    );
  }
  if (view.kind === 'failed') {
    return (
      <article>
        <h1>{text.failedTitle}</h1>
        <p className="hs-lead" role="alert">
          {text.failedLead}
        </p>
        {back}
      </article>
    );
  }
  return (
    <article>
      <h1>{text.neutralTitle}</h1>
      <p className="hs-lead">{text.neutralLead}</p>
      {back}
    </article>
  );
}
