import { useEffect, useState } from 'react';
import type { Language } from '@booking/shared-contracts';
import { localizedPath } from '../components/LanguageNav';
import { fetchReceipt, receiptKeyOf, type ReceiptAnswer, type ReceiptBooking } from './receipt';
import { SUCCESS_TEXT } from './successText';
import { receiptStillOpen, successViewOf } from './successView';

/** Pause between two reads of a receipt whose payment is still open, and how many reads at most. */
export const RECEIPT_POLL_MS = 2_000;
export const RECEIPT_MAX_READS = 30;

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

function Summary({ booking, lang }: { booking: ReceiptBooking; lang: Language }) {
  const text = SUCCESS_TEXT[lang];
  const tickets = booking.tickets.filter((ticket) => ticket.count > 0);
  return (
    <dl className="hs-summary">
      <dt>{text.code}</dt>
      <dd>{booking.confirmationCode}</dd>
      <dt>{text.activity}</dt>
      <dd>{booking.activity.title || `#${booking.activity.id}`}</dd>
      <dt>{text.date}</dt>
      <dd>{[day(booking.date, lang), booking.time].filter(Boolean).join(', ')}</dd>
      {tickets.length > 0 && (
        <>
          <dt>{text.tickets}</dt>
          <dd>{tickets.map((ticket) => `${ticket.count} × ${ticket.category}`).join(', ')}</dd>
        </>
      )}
      <dt>{text.total}</dt>
      <dd>{money(booking.totalPrice, booking.currency, lang)}</dd>
      {booking.meetingPoint && (
        <>
          <dt>{text.meetingPoint}</dt>
          <dd>{booking.meetingPoint}</dd>
        </>
      )}
    </dl>
  );
}

/** Reads the page's receipt from the BFF, again while its payment is still open. */
function useReceipt(
  apiBaseUrl: string,
  search: string,
  read: typeof fetchReceipt,
  pollMs: number,
): ReceiptAnswer | null {
  const key = receiptKeyOf(search);
  const [answer, setAnswer] = useState<ReceiptAnswer | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let stopped = false;
    const run = async () => {
      for (let reads = 1; !stopped; reads += 1) {
        const next = await read(apiBaseUrl, key);
        if (stopped) return;
        setAnswer(next);
        if (!receiptStillOpen(next) || reads >= RECEIPT_MAX_READS) return;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    };
    void run();
    return () => {
      stopped = true;
    };
  }, [apiBaseUrl, key, read, pollMs]);
  return answer;
}

/**
 * /megabilet/success (frame layout): the booking the BFF confirms for the payer's receipt key (title, date,
 * time, tickets, total, meeting point, code), the failure with a way back, a payment still being confirmed,
 * and a neutral page otherwise – never a confirmation the server did not give.
 */
export function SuccessPage({
  lang,
  search,
  apiBaseUrl = '',
  read = fetchReceipt,
  pollMs = RECEIPT_POLL_MS,
}: {
  lang: Language;
  search: string;
  apiBaseUrl?: string;
  read?: typeof fetchReceipt;
  pollMs?: number;
}) {
  const text = SUCCESS_TEXT[lang];
  const view = successViewOf(search, useReceipt(apiBaseUrl, search, read, pollMs));
  const back = (
    <p>
      <a className="hs-button" href={localizedPath('booking', lang)}>
        {text.back}
      </a>
    </p>
  );
  switch (view.kind) {
    case 'confirmed':
      return (
        <article>
          <h1>{text.confirmedTitle}</h1>
          <p className="hs-lead">{text.confirmedLead}</p>
          <Summary booking={view.booking} lang={lang} />
        </article>
      );
    case 'failed':
      return (
        <article>
          <h1>{text.failedTitle}</h1>
          <p className="hs-lead" role="alert">
            {text.failedLead}
          </p>
          {back}
        </article>
      );
    case 'pending':
    case 'loading':
      return (
        <article aria-busy="true">
          <h1>{view.kind === 'pending' ? text.pendingTitle : text.neutralTitle}</h1>
          <p className="hs-lead" role="status">
            {view.kind === 'pending' ? text.pendingLead : text.loading}
          </p>
        </article>
      );
    default:
      return (
        <article>
          <h1>{text.neutralTitle}</h1>
          <p className="hs-lead">{text.neutralLead}</p>
          {back}
        </article>
      );
  }
}
