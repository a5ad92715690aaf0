import { useEffect, useState } from 'react';
import type { Language, PaymentStatus } from '@booking/shared-contracts';
import { localizedPath } from '../components/LanguageNav';
import { PAGE_TEXT } from './pageText';
import {
  BOOKING_STATUS_INTERVAL_MS,
  BOOKING_STATUS_MAX_CHECKS,
  BOOKING_STATUS_TIMEOUT_MS,
  outcomeOf,
  receiptOutcomeOf,
  statusQueryOf,
  successTarget,
} from './paymentCompletion';
import { fetchReceipt, receiptKeyOf, returnedWithError } from './receipt';
import { SUCCESS_TEXT } from './successText';

const replaceLocation = (url: string) => window.location.replace(url);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function checkStatus(apiBaseUrl: string, query: string): Promise<PaymentStatus | null> {
  try {
    const response = await fetch(`${apiBaseUrl}/api/booking-status?${query}`, {
      signal: AbortSignal.timeout(BOOKING_STATUS_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { status?: PaymentStatus };
    return body.status ?? null;
  } catch {
    return null;
  }
}

/** Follows a payment until it is decided; answers where to go, or null once stopped. */
async function follow(
  search: string,
  apiBaseUrl: string,
  read: typeof fetchReceipt,
  intervalMs: number,
  stopped: () => boolean,
  onCheck: (check: number) => void,
): Promise<'success' | 'error' | 'unknown' | null> {
  const receipt = receiptKeyOf(search);
  const statusQuery = statusQueryOf(search);
  for (let check = 1; !stopped(); check += 1) {
    onCheck(check);
    let outcome: 'success' | 'error' | 'unknown' | null;
    if (receipt) {
      outcome = receiptOutcomeOf(await read(apiBaseUrl, receipt), check, returnedWithError(search));
    } else {
      outcome = outcomeOf(await checkStatus(apiBaseUrl, statusQuery ?? ''));
      if (outcome === null && check >= BOOKING_STATUS_MAX_CHECKS) outcome = 'error';
    }
    if (stopped()) return null;
    if (outcome) return outcome;
    await pause(intervalMs);
  }
  return null;
}

/**
 * /megabilet/payment-completion: where a payment provider sends the payer back. It follows the payment – by
 * the hold's receipt key (or an older session_id / transaction_id) – until it is decided, then goes to the
 * success page, which shows the booking. Opened without anything to follow, it says what it is for.
 */
export function PaymentCompletionPage({
  lang,
  search,
  apiBaseUrl,
  go = replaceLocation,
  read = fetchReceipt,
  intervalMs = BOOKING_STATUS_INTERVAL_MS,
}: {
  lang: Language;
  search: string;
  apiBaseUrl: string;
  go?: (url: string) => void;
  read?: typeof fetchReceipt;
  intervalMs?: number;
}) {
  const text = PAGE_TEXT.paymentCompletion[lang];
  const idle = receiptKeyOf(search) === null && statusQueryOf(search) === null;
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (idle) return undefined;
    let stopped = false;
    void follow(search, apiBaseUrl, read, intervalMs, () => stopped, setChecks).then((outcome) => {
      if (outcome) go(successTarget(outcome, lang, search));
    });
    return () => {
      stopped = true;
    };
  }, [apiBaseUrl, go, idle, intervalMs, lang, read, search]);
  if (idle) {
    return (
      <article>
        <h1>{text.title}</h1>
        <p className="hs-lead">{SUCCESS_TEXT[lang].completionIdle}</p>
        <p>
          <a className="hs-button" href={localizedPath('booking', lang)}>
            {SUCCESS_TEXT[lang].back}
          </a>
        </p>
      </article>
    );
  }
  return (
    <article aria-busy="true">
      <h1>{text.title}</h1>
      <p className="hs-lead" role="status">
        {text.lead}
        {checks > 1 ? ' …' : ''}
      </p>
    </article>
  );
}
