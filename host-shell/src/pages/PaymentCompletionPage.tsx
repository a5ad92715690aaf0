import { useEffect, useState } from 'react';
import type { Language, PaymentStatus } from '@booking/shared-contracts';
import { PAGE_TEXT } from './pageText';
import {
  BOOKING_STATUS_INTERVAL_MS,
  BOOKING_STATUS_MAX_CHECKS,
  BOOKING_STATUS_TIMEOUT_MS,
  outcomeOf,
  statusQueryOf,
  successTarget,
} from './paymentCompletion';

const replaceLocation = (url: string) => window.location.replace(url);

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

/**
 * /megabilet/payment-completion: polls booking-status (10 s timeout each) until the payment is decided,
 * then goes to the success page – with status=error on failure or when it cannot be confirmed.
 */
export function PaymentCompletionPage({
  lang,
  search,
  apiBaseUrl,
  go = replaceLocation,
}: {
  lang: Language;
  search: string;
  apiBaseUrl: string;
  go?: (url: string) => void;
}) {
  const text = PAGE_TEXT.paymentCompletion[lang];
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    const query = statusQueryOf(search);
    let stopped = false;
    const run = async () => {
      for (let check = 1; query && check <= BOOKING_STATUS_MAX_CHECKS && !stopped; check += 1) {
        setChecks(check);
        const outcome = outcomeOf(await checkStatus(apiBaseUrl, query));
        if (stopped) return;
        if (outcome) return go(successTarget(outcome, lang, search));
        await new Promise((resolve) => setTimeout(resolve, BOOKING_STATUS_INTERVAL_MS));
      }
      if (!stopped) go(successTarget('error', lang, search));
    };
    void run();
    return () => {
      stopped = true;
    };
  }, [apiBaseUrl, go, lang, search]);
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
