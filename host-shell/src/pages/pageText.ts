import { PAGE_TITLES, type Language, type PageId } from '@booking/shared-contracts';

/** Heading and lead text of a page in one language. */
export interface PageText {
  title: string;
  lead: string;
}

type PageWithText = Exclude<PageId, 'notFound'>;

/** The lead under each page's heading in the six languages (the headings are the shared page titles). */
const LEADS: Record<PageWithText, Record<Language, string>> = {
  home: {
    en: 'Discover guided tours and book your tickets online.',
    pl: 'Odkryj wycieczki z przewodnikiem i kup bilety online.',
    de: 'Entdecken Sie geführte Touren und buchen Sie Ihre Tickets online.',
    fr: 'Découvrez nos visites guidées et réservez vos billets en ligne.',
    es: 'Descubre visitas guiadas y reserva tus entradas en línea.',
    it: 'Scopri le visite guidate e prenota i tuoi biglietti online.',
  },
  dev: {
    en: 'Test page for the booking widget and its configuration.',
    pl: 'Strona testowa widżetu rezerwacji i jego konfiguracji.',
    de: 'Testseite für das Buchungs-Widget und seine Konfiguration.',
    fr: 'Page de test du widget de réservation et de sa configuration.',
    es: 'Página de prueba del widget de reservas y su configuración.',
    it: 'Pagina di prova del widget di prenotazione e della sua configurazione.',
  },
  booking: {
    en: 'Choose a date, a time and your tickets.',
    pl: 'Wybierz datę, godzinę i bilety.',
    de: 'Wählen Sie Datum, Uhrzeit und Ihre Tickets.',
    fr: 'Choisissez une date, un horaire et vos billets.',
    es: 'Elige una fecha, una hora y tus entradas.',
    it: 'Scegli data, orario e biglietti.',
  },
  success: {
    en: 'Your booking is confirmed. Details are on their way by e-mail.',
    pl: 'Rezerwacja potwierdzona. Szczegóły wyślemy e-mailem.',
    de: 'Ihre Buchung ist bestätigt. Details folgen per E-Mail.',
    fr: 'Votre réservation est confirmée. Les détails arrivent par e-mail.',
    es: 'Tu reserva está confirmada. Recibirás los detalles por correo.',
    it: 'La prenotazione è confermata. I dettagli arriveranno via e-mail.',
  },
  paymentCompletion: {
    en: 'We are confirming your payment with the provider.',
    pl: 'Potwierdzamy płatność u operatora.',
    de: 'Wir bestätigen Ihre Zahlung beim Anbieter.',
    fr: 'Nous confirmons votre paiement auprès du prestataire.',
    es: 'Estamos confirmando tu pago con el proveedor.',
    it: 'Stiamo confermando il pagamento con il fornitore.',
  },
};

/** The shell's own page copy in the six languages (the widget translates itself). */
export const PAGE_TEXT = Object.fromEntries(
  (Object.keys(LEADS) as PageWithText[]).map((page) => [
    page,
    Object.fromEntries(
      (Object.keys(LEADS[page]) as Language[]).map((lang) => [
        lang,
        { title: PAGE_TITLES[page][lang], lead: LEADS[page][lang] },
      ]),
    ),
  ]),
) as Record<PageWithText, Record<Language, PageText>>;
