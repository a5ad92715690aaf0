import type { Language } from '@booking/shared-contracts';

/** Labels of the developer page in the six languages. */
export interface DevText {
  frame: string;
  controls: string;
  configData: string;
  openWidget: string;
  product: string;
  setLanguage: string;
  language: string;
  close: string;
  log: string;
  toWidget: string;
  fromWidget: string;
  snippet: string;
}

export const DEV_TEXT: Record<Language, DevText> = {
  en: {
    frame: 'Booking widget (iframe app)',
    controls: 'Messages to the widget',
    configData: 'Send configData',
    openWidget: 'Send openWidget',
    product: 'Product',
    setLanguage: 'Send setLanguage',
    language: 'Widget language',
    close: 'Send closeWidget',
    log: 'Messages both ways',
    toWidget: 'to widget',
    fromWidget: 'from widget',
    snippet: 'Embed snippet for partner sites',
  },
  pl: {
    frame: 'Widżet rezerwacji (aplikacja w iframe)',
    controls: 'Wiadomości do widżetu',
    configData: 'Wyślij configData',
    openWidget: 'Wyślij openWidget',
    product: 'Produkt',
    setLanguage: 'Wyślij setLanguage',
    language: 'Język widżetu',
    close: 'Wyślij closeWidget',
    log: 'Wiadomości w obie strony',
    toWidget: 'do widżetu',
    fromWidget: 'od widżetu',
    snippet: 'Kod do osadzenia na stronach partnerów',
  },
  de: {
    frame: 'Buchungs-Widget (Iframe-App)',
    controls: 'Nachrichten an das Widget',
    configData: 'configData senden',
    openWidget: 'openWidget senden',
    product: 'Produkt',
    setLanguage: 'setLanguage senden',
    language: 'Widget-Sprache',
    close: 'closeWidget senden',
    log: 'Nachrichten in beide Richtungen',
    toWidget: 'an Widget',
    fromWidget: 'vom Widget',
    snippet: 'Einbettungscode für Partnerseiten',
  },
  fr: {
    frame: 'Widget de réservation (application iframe)',
    controls: 'Messages vers le widget',
    configData: 'Envoyer configData',
    openWidget: 'Envoyer openWidget',
    product: 'Produit',
    setLanguage: 'Envoyer setLanguage',
    language: 'Langue du widget',
    close: 'Envoyer closeWidget',
    log: 'Messages dans les deux sens',
    toWidget: 'vers le widget',
    fromWidget: 'du widget',
    snippet: "Code d'intégration pour les sites partenaires",
  },
  es: {
    frame: 'Widget de reservas (aplicación iframe)',
    controls: 'Mensajes al widget',
    configData: 'Enviar configData',
    openWidget: 'Enviar openWidget',
    product: 'Producto',
    setLanguage: 'Enviar setLanguage',
    language: 'Idioma del widget',
    close: 'Enviar closeWidget',
    log: 'Mensajes en ambos sentidos',
    toWidget: 'al widget',
    fromWidget: 'del widget',
    snippet: 'Código para insertar en sitios de socios',
  },
  it: {
    frame: 'Widget di prenotazione (app iframe)',
    controls: 'Messaggi al widget',
    configData: 'Invia configData',
    openWidget: 'Invia openWidget',
    product: 'Prodotto',
    setLanguage: 'Invia setLanguage',
    language: 'Lingua del widget',
    close: 'Invia closeWidget',
    log: 'Messaggi nei due sensi',
    toWidget: 'al widget',
    fromWidget: 'dal widget',
    snippet: 'Codice di incorporamento per i siti partner',
  },
};
