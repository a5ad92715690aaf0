import type { Language, PageId } from '@booking/shared-contracts';

/** The id of the element the booking page's skip link moves the focus to: the widget's frame. */
export const BOOKING_TARGET_ID = 'booking';
/** The id of each page's main content, the other pages' skip target. */
export const MAIN_TARGET_ID = 'main';

/** "Skip to booking" on the booking page, "Skip to content" elsewhere, in the six languages. */
export const SKIP_TEXT: Record<'booking' | 'content', Record<Language, string>> = {
  booking: {
    en: 'Skip to booking',
    pl: 'Przejdź do rezerwacji',
    de: 'Zur Buchung springen',
    fr: 'Aller à la réservation',
    es: 'Ir a la reserva',
    it: 'Vai alla prenotazione',
  },
  content: {
    en: 'Skip to content',
    pl: 'Przejdź do treści',
    de: 'Zum Inhalt springen',
    fr: 'Aller au contenu',
    es: 'Ir al contenido',
    it: 'Vai al contenuto',
  },
};

/**
 * The page's first tab stop, shown when it has the focus: it moves the focus past the header, to the
 * booking widget on the booking page and to the main content elsewhere (targets carry tabIndex -1).
 */
export function SkipLink({ page, lang }: { page: PageId; lang: Language }) {
  const booking = page === 'booking';
  return (
    <a className="hs-skip-link" href={`#${booking ? BOOKING_TARGET_ID : MAIN_TARGET_ID}`}>
      {SKIP_TEXT[booking ? 'booking' : 'content'][lang]}
    </a>
  );
}
