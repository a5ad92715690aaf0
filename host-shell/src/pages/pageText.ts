import type { Language, PageId } from '@booking/shared-contracts';

/** Heading and lead text of a page in one language. */
export interface PageText {
  title: string;
  lead: string;
}

/** The shell's own page copy in the six languages (the widget translates itself). */
export const PAGE_TEXT: Record<Exclude<PageId, 'notFound'>, Record<Language, PageText>> = {
  home: {
    en: { title: 'Tours and tickets', lead: 'Discover guided tours and book your tickets online.' },
    pl: { title: 'Wycieczki i bilety', lead: 'Odkryj wycieczki z przewodnikiem i kup bilety online.' },
    de: {
      title: 'Touren und Tickets',
      lead: 'Entdecken Sie geführte Touren und buchen Sie Ihre Tickets online.',
    },
    fr: {
      title: 'Visites et billets',
      lead: 'Découvrez nos visites guidées et réservez vos billets en ligne.',
    },
    es: { title: 'Tours y entradas', lead: 'Descubre visitas guiadas y reserva tus entradas en línea.' },
    it: { title: 'Tour e biglietti', lead: 'Scopri le visite guidate e prenota i tuoi biglietti online.' },
  },
  dev: {
    en: { title: 'Developer page', lead: 'Test page for the booking widget and its configuration.' },
    pl: { title: 'Strona deweloperska', lead: 'Strona testowa widżetu rezerwacji i jego konfiguracji.' },
    de: { title: 'Entwicklerseite', lead: 'Testseite für das Buchungs-Widget und seine Konfiguration.' },
    fr: { title: 'Page développeur', lead: 'Page de test du widget de réservation et de sa configuration.' },
    es: {
      title: 'Página de desarrollo',
      lead: 'Página de prueba del widget de reservas y su configuración.',
    },
    it: {
      title: 'Pagina sviluppatori',
      lead: 'Pagina di prova del widget di prenotazione e della sua configurazione.',
    },
  },
  booking: {
    en: { title: 'Book your tickets', lead: 'Choose a date, a time and your tickets.' },
    pl: { title: 'Zarezerwuj bilety', lead: 'Wybierz datę, godzinę i bilety.' },
    de: { title: 'Tickets buchen', lead: 'Wählen Sie Datum, Uhrzeit und Ihre Tickets.' },
    fr: { title: 'Réservez vos billets', lead: 'Choisissez une date, un horaire et vos billets.' },
    es: { title: 'Reserva tus entradas', lead: 'Elige una fecha, una hora y tus entradas.' },
    it: { title: 'Prenota i biglietti', lead: 'Scegli data, orario e biglietti.' },
  },
  success: {
    en: {
      title: 'Thank you for your booking',
      lead: 'Your booking is confirmed. Details are on their way by e-mail.',
    },
    pl: { title: 'Dziękujemy za rezerwację', lead: 'Rezerwacja potwierdzona. Szczegóły wyślemy e-mailem.' },
    de: {
      title: 'Vielen Dank für Ihre Buchung',
      lead: 'Ihre Buchung ist bestätigt. Details folgen per E-Mail.',
    },
    fr: {
      title: 'Merci pour votre réservation',
      lead: 'Votre réservation est confirmée. Les détails arrivent par e-mail.',
    },
    es: {
      title: 'Gracias por tu reserva',
      lead: 'Tu reserva está confirmada. Recibirás los detalles por correo.',
    },
    it: {
      title: 'Grazie per la prenotazione',
      lead: 'La prenotazione è confermata. I dettagli arriveranno via e-mail.',
    },
  },
  paymentCompletion: {
    en: { title: 'Completing your payment', lead: 'We are confirming your payment with the provider.' },
    pl: { title: 'Finalizacja płatności', lead: 'Potwierdzamy płatność u operatora.' },
    de: { title: 'Zahlung wird abgeschlossen', lead: 'Wir bestätigen Ihre Zahlung beim Anbieter.' },
    fr: { title: 'Finalisation du paiement', lead: 'Nous confirmons votre paiement auprès du prestataire.' },
    es: { title: 'Completando el pago', lead: 'Estamos confirmando tu pago con el proveedor.' },
    it: { title: 'Completamento del pagamento', lead: 'Stiamo confermando il pagamento con il fornitore.' },
  },
};
