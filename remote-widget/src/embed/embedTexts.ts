import type { PanelTexts } from './EmbedPanel';

/** The panel's own texts in the six languages; the widget inside translates itself. */
export const EMBED_TEXTS = {
  en: { title: 'Book your tickets', close: 'Close booking' },
  pl: { title: 'Zarezerwuj bilety', close: 'Zamknij rezerwację' },
  de: { title: 'Tickets buchen', close: 'Buchung schließen' },
  fr: { title: 'Réservez vos billets', close: 'Fermer la réservation' },
  es: { title: 'Reserva tus entradas', close: 'Cerrar la reserva' },
  it: { title: 'Prenota i biglietti', close: 'Chiudi la prenotazione' },
} satisfies Record<string, PanelTexts>;

export type EmbedLanguage = keyof typeof EMBED_TEXTS;

/** The first of the candidates (e.g. `data-lang`, `<html lang="de-AT">`) that is one of the six, if any. */
export function embedLanguage(...candidates: (string | null | undefined)[]): EmbedLanguage | undefined {
  for (const candidate of candidates) {
    const short = (candidate ?? '').slice(0, 2).toLowerCase();
    if (Object.hasOwn(EMBED_TEXTS, short)) return short as EmbedLanguage;
  }
  return undefined;
}
