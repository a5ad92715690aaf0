/**
 * @jest-environment node
 */
import { LANGUAGES } from '@booking/shared-contracts';
import { loadCheckoutMessages } from '../i18n/checkoutCatalogs';
import { failureMessage } from './failureMessage';

// A sentence: a capital letter first, a full stop last.
const SENTENCE = /^\p{Lu}.*\.$/u;

describe('failureMessage', () => {
  beforeAll(async () => {
    for (const lang of LANGUAGES) await loadCheckoutMessages(lang);
  });

  it("tells a refused BLIK code in the widget's language, never as its code", () => {
    expect(failureMessage({ code: 'blik_refused', flow: 'payment', lang: 'pl' })).toBe(
      'Bank odrzucił płatność BLIK. Wygeneruj nowy kod w aplikacji banku i spróbuj ponownie.',
    );
    expect(failureMessage({ code: 'blik_refused', flow: 'payment', lang: 'de' })).toMatch(
      /^Die Bank hat die BLIK-Zahlung abgelehnt\./,
    );
    const sentences = LANGUAGES.map((lang) =>
      failureMessage({ code: 'blik_refused', flow: 'payment', lang }),
    );
    for (const sentence of sentences) expect(sentence).toMatch(SENTENCE);
    // Six languages, six different sentences.
    expect(new Set(sentences).size).toBe(LANGUAGES.length);
  });

  it('reads a §8 catalogue code as its translated catalogue text', () => {
    expect(failureMessage({ code: 'reservation_expired', flow: 'payment', lang: 'en' })).toBe(
      'Your reservation has expired. Please try again.',
    );
    expect(failureMessage({ code: 'reservation_not_created', flow: 'reservation', lang: 'pl' })).toMatch(
      SENTENCE,
    );
  });

  it("reads a code without a text of its own as its flow's general failure", () => {
    expect(failureMessage({ code: 'upstream_error', flow: 'reservation', lang: 'en' })).toBe(
      'Failed to create reservation. Please try again.',
    );
    expect(failureMessage({ code: 'no_config_id', flow: 'payment', lang: 'pl' })).toBe(
      'Wystąpił nieznany błąd podczas przetwarzania płatności.',
    );
  });

  it("names the provider and the booking system's status of a partial cancel", () => {
    const message = failureMessage({
      code: 'cancel_partial',
      flow: 'payment',
      lang: 'en',
      partialCancel: { provider: 'Tpay', providerCancelled: true, bookingStatus: 'CONFIRMED' },
    });
    expect(message).toContain('Tpay cancelled the payment');
    expect(message).toContain('CONFIRMED');
  });
});
