import type { Language } from '@booking/shared-contracts';

/** Copy of the success page: a confirmed booking, a failed payment, and the neutral page without data. */
export interface SuccessText {
  confirmedTitle: string;
  confirmedLead: string;
  failedTitle: string;
  failedLead: string;
  neutralTitle: string;
  neutralLead: string;
  back: string;
  code: string;
  activity: string;
  date: string;
  tickets: string;
  total: string;
  meetingPoint: string;
  /** The payment is still being confirmed by its provider. */
  pendingTitle: string;
  pendingLead: string;
  /** The booking is being read back from the server. */
  loading: string;
  /** payment-completion opened without anything to complete. */
  completionIdle: string;
}

export const SUCCESS_TEXT: Record<Language, SuccessText> = {
  en: {
    confirmedTitle: 'Thank you for your booking',
    confirmedLead: 'Your booking is confirmed. Details are on their way by e-mail.',
    failedTitle: 'The payment did not go through',
    failedLead: 'Your booking is not confirmed and you were not charged. You can try again.',
    neutralTitle: 'Booking status',
    neutralLead: 'We cannot show a booking here. Check your e-mail for the confirmation, or book again.',
    back: 'Back to booking',
    code: 'Confirmation code',
    activity: 'Tour',
    date: 'Date',
    tickets: 'Tickets',
    total: 'Total',
    meetingPoint: 'Meeting point',
    pendingTitle: 'Your payment is being confirmed',
    pendingLead:
      'The payment provider has not confirmed your payment yet. This page updates by itself; the confirmation also comes by e-mail.',
    loading: 'Loading your booking…',
    completionIdle:
      'This page finishes a payment started on the booking page: your payment provider brings you back here. To book a tour, go to the booking page.',
  },
  pl: {
    confirmedTitle: 'Dziękujemy za rezerwację',
    confirmedLead: 'Rezerwacja potwierdzona. Szczegóły wyślemy e-mailem.',
    failedTitle: 'Płatność nie powiodła się',
    failedLead: 'Rezerwacja nie została potwierdzona i nie pobrano opłaty. Możesz spróbować ponownie.',
    neutralTitle: 'Status rezerwacji',
    neutralLead:
      'Nie możemy tu pokazać rezerwacji. Sprawdź potwierdzenie w e-mailu albo zarezerwuj ponownie.',
    back: 'Wróć do rezerwacji',
    code: 'Kod potwierdzenia',
    activity: 'Wycieczka',
    date: 'Data',
    tickets: 'Bilety',
    total: 'Razem',
    meetingPoint: 'Miejsce zbiórki',
    pendingTitle: 'Potwierdzamy płatność',
    pendingLead:
      'Operator płatności nie potwierdził jeszcze płatności. Ta strona odświeży się sama; potwierdzenie przyjdzie też e-mailem.',
    loading: 'Wczytujemy rezerwację…',
    completionIdle:
      'Ta strona kończy płatność rozpoczętą na stronie rezerwacji: operator płatności przekierowuje tu po zapłacie. Aby zarezerwować wycieczkę, przejdź do strony rezerwacji.',
  },
  de: {
    confirmedTitle: 'Vielen Dank für Ihre Buchung',
    confirmedLead: 'Ihre Buchung ist bestätigt. Details folgen per E-Mail.',
    failedTitle: 'Die Zahlung ist fehlgeschlagen',
    failedLead:
      'Ihre Buchung ist nicht bestätigt und es wurde nichts abgebucht. Sie können es erneut versuchen.',
    neutralTitle: 'Buchungsstatus',
    neutralLead: 'Hier können wir keine Buchung anzeigen. Prüfen Sie Ihre E-Mail oder buchen Sie erneut.',
    back: 'Zurück zur Buchung',
    code: 'Buchungscode',
    activity: 'Tour',
    date: 'Datum',
    tickets: 'Tickets',
    total: 'Gesamt',
    meetingPoint: 'Treffpunkt',
    pendingTitle: 'Ihre Zahlung wird bestätigt',
    pendingLead:
      'Der Zahlungsanbieter hat Ihre Zahlung noch nicht bestätigt. Diese Seite aktualisiert sich von selbst; die Bestätigung kommt auch per E-Mail.',
    loading: 'Ihre Buchung wird geladen…',
    completionIdle:
      'Diese Seite schließt eine auf der Buchungsseite begonnene Zahlung ab: Ihr Zahlungsanbieter leitet Sie hierher zurück. Um eine Tour zu buchen, gehen Sie zur Buchungsseite.',
  },
  fr: {
    confirmedTitle: 'Merci pour votre réservation',
    confirmedLead: 'Votre réservation est confirmée. Les détails arrivent par e-mail.',
    failedTitle: "Le paiement n'a pas abouti",
    failedLead: "Votre réservation n'est pas confirmée et vous n'avez pas été débité. Vous pouvez réessayer.",
    neutralTitle: 'État de la réservation',
    neutralLead:
      'Nous ne pouvons pas afficher de réservation ici. Consultez vos e-mails ou réservez à nouveau.',
    back: 'Retour à la réservation',
    code: 'Code de confirmation',
    activity: 'Visite',
    date: 'Date',
    tickets: 'Billets',
    total: 'Total',
    meetingPoint: 'Point de rendez-vous',
    pendingTitle: 'Votre paiement est en cours de confirmation',
    pendingLead:
      'Le prestataire de paiement n’a pas encore confirmé votre paiement. Cette page se met à jour d’elle-même ; la confirmation arrive aussi par e-mail.',
    loading: 'Chargement de votre réservation…',
    completionIdle:
      'Cette page termine un paiement commencé sur la page de réservation : votre prestataire de paiement vous ramène ici. Pour réserver une visite, allez à la page de réservation.',
  },
  es: {
    confirmedTitle: 'Gracias por tu reserva',
    confirmedLead: 'Tu reserva está confirmada. Recibirás los detalles por correo.',
    failedTitle: 'El pago no se ha completado',
    failedLead: 'Tu reserva no está confirmada y no se te ha cobrado. Puedes intentarlo de nuevo.',
    neutralTitle: 'Estado de la reserva',
    neutralLead: 'No podemos mostrar una reserva aquí. Revisa tu correo o vuelve a reservar.',
    back: 'Volver a la reserva',
    code: 'Código de confirmación',
    activity: 'Tour',
    date: 'Fecha',
    tickets: 'Entradas',
    total: 'Total',
    meetingPoint: 'Punto de encuentro',
    pendingTitle: 'Estamos confirmando tu pago',
    pendingLead:
      'El proveedor de pago aún no ha confirmado tu pago. Esta página se actualiza sola; la confirmación también llega por correo.',
    loading: 'Cargando tu reserva…',
    completionIdle:
      'Esta página termina un pago iniciado en la página de reserva: tu proveedor de pago te trae de vuelta aquí. Para reservar un tour, ve a la página de reserva.',
  },
  it: {
    confirmedTitle: 'Grazie per la prenotazione',
    confirmedLead: 'La prenotazione è confermata. I dettagli arriveranno via e-mail.',
    failedTitle: 'Il pagamento non è andato a buon fine',
    failedLead: 'La prenotazione non è confermata e non ti è stato addebitato nulla. Puoi riprovare.',
    neutralTitle: 'Stato della prenotazione',
    neutralLead: "Non possiamo mostrare una prenotazione qui. Controlla l'e-mail o prenota di nuovo.",
    back: 'Torna alla prenotazione',
    code: 'Codice di conferma',
    activity: 'Tour',
    date: 'Data',
    tickets: 'Biglietti',
    total: 'Totale',
    meetingPoint: 'Punto d’incontro',
    pendingTitle: 'Stiamo confermando il pagamento',
    pendingLead:
      'Il fornitore di pagamento non ha ancora confermato il pagamento. Questa pagina si aggiorna da sola; la conferma arriva anche via e-mail.',
    loading: 'Caricamento della prenotazione…',
    completionIdle:
      'Questa pagina completa un pagamento iniziato nella pagina di prenotazione: il fornitore di pagamento ti riporta qui. Per prenotare un tour, vai alla pagina di prenotazione.',
  },
};
