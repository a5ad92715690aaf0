import type { Language } from '@booking/shared-contracts';
import { PAGE_TEXT } from './pageText';

/** Pages with simple content for now: home, dev, success and payment completion. */
export function InfoPage({
  page,
  lang,
}: {
  page: 'home' | 'dev' | 'success' | 'paymentCompletion';
  lang: Language;
}) {
  const text = PAGE_TEXT[page][lang];
  return (
    <article>
      <h1>{text.title}</h1>
      <p className="hs-lead">{text.lead}</p>
    </article>
  );
}
