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
  },
};
