// The host pages of §2 in six languages (issue #11): each renders in its language with a translated title,
// the success page shows the decoded booking, status=error the failure, and a broken `data` a neutral page.
import { LANGUAGES, type Language } from '@booking/shared-contracts';
import { receiptBooking } from '@booking/shared-contracts/testing';
import type { Page } from 'playwright-core';
import { useStackAndBrowser } from '../src/session';

const e2e = useStackAndBrowser();

const prefix = (lang: Language) => (lang === 'en' ? '' : `/${lang}`);
const SUCCESS_HEADING: Record<Language, string> = {
  en: 'Thank you for your booking',
  pl: 'Dziękujemy za rezerwację',
  de: 'Vielen Dank für Ihre Buchung',
  fr: 'Merci pour votre réservation',
  es: 'Gracias por tu reserva',
  it: 'Grazie per la prenotazione',
};
const HOME_HEADING: Record<Language, string> = {
  en: 'Tours and tickets',
  pl: 'Wycieczki i bilety',
  de: 'Touren und Tickets',
  fr: 'Visites et billets',
  es: 'Tours y entradas',
  it: 'Tour e biglietti',
};

/** h1 of the booking, payment-completion and developer pages; titles are "{h1} – {site}". */
const PAGE_HEADINGS: Record<Language, { booking: string; completion: string; dev: string }> = {
  en: { booking: 'Book your tickets', completion: 'Completing your payment', dev: 'Developer page' },
  pl: { booking: 'Zarezerwuj bilety', completion: 'Finalizacja płatności', dev: 'Strona deweloperska' },
  de: { booking: 'Tickets buchen', completion: 'Zahlung wird abgeschlossen', dev: 'Entwicklerseite' },
  fr: { booking: 'Réservez vos billets', completion: 'Finalisation du paiement', dev: 'Page développeur' },
  es: { booking: 'Reserva tus entradas', completion: 'Completando el pago', dev: 'Página de desarrollo' },
  it: {
    booking: 'Prenota i biglietti',
    completion: 'Completamento del pagamento',
    dev: 'Pagina sviluppatori',
  },
};

/** A paid booking as GET /api/booking-receipt answers it (the checkout tests pay real ones). */
const RECEIPT_KEY = 'b'.repeat(64);
const receipt = { success: true, status: 'success', booking: receiptBooking() };

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${e2e.stack.bffUrl}${path}`);
  return { page, errors };
}

describe('host pages in six languages', () => {
  it.each(LANGUAGES)(
    '%s: the home page lists the products and the success page shows the booking of its receipt',
    async (lang) => {
      const home = await open(`${prefix(lang)}/`);
      await home.page.getByRole('heading', { level: 1, name: HOME_HEADING[lang] }).waitFor();
      expect(await home.page.locator('html').getAttribute('lang')).toBe(lang);
      // Every product of the demo config has a button that opens it.
      await home.page.locator('.hs-product').nth(2).waitFor();
      expect(await home.page.locator('.hs-product a[href*="?product="]').count()).toBe(3);
      expect(await home.page.title()).toBe(HOME_HEADING[lang]);
      expect(home.errors).toEqual([]);
      await home.page.close();

      const success = await open('/');
      // This test is about the page's language: the receipt's answer is given here, the booking is not paid.
      await success.page.route(`**/api/booking-receipt/${RECEIPT_KEY}`, (route) =>
        route.fulfill({ json: receipt }),
      );
      await success.page.goto(`${e2e.stack.bffUrl}${prefix(lang)}/megabilet/success?receipt=${RECEIPT_KEY}`);
      await success.page.getByRole('heading', { level: 1, name: SUCCESS_HEADING[lang] }).waitFor();
      expect(await success.page.locator('.hs-summary').textContent()).toContain(
        receipt.booking.confirmationCode,
      );
      expect(await success.page.locator('.hs-summary').textContent()).toContain(
        receipt.booking.activity.title,
      );
      expect(await success.page.title()).toContain(SUCCESS_HEADING[lang]);
      await success.page.close();
    },
  );

  it.each(LANGUAGES)(
    '%s: the booking, payment-completion and developer pages render in their language',
    async (lang) => {
      const headings = PAGE_HEADINGS[lang];
      const pages = [
        { path: `${prefix(lang)}/megabilet`, heading: headings.booking },
        // A transaction the BFF does not know: the page keeps checking, so it stays to be looked at.
        {
          path: `${prefix(lang)}/megabilet/payment-completion?transaction_id=TR-UNKNOWN-${lang.toUpperCase()}`,
          heading: headings.completion,
        },
        { path: `${prefix(lang)}/dev`, heading: headings.dev },
      ];
      for (const { path, heading } of pages) {
        const { page, errors } = await open(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.title()).toBe(`${heading} – ${HOME_HEADING[lang]}`);
        if (path.endsWith('/megabilet')) {
          // The federated widget speaks the page's language too.
          await page.locator(`.bw-root[lang="${lang}"]`).waitFor();
        }
        expect(errors).toEqual([]);
        await page.close();
      }
    },
  );

  it('the success page never confirms without a valid booking, and shows a failure with a way back', async () => {
    const broken = await open('/megabilet/success?data=not-a-booking');
    await broken.page.getByRole('heading', { level: 1, name: 'Booking status' }).waitFor();
    expect(await broken.page.getByText('Thank you for your booking').count()).toBe(0);
    await broken.page.close();
    const failed = await open('/pl/megabilet/success?status=error');
    await failed.page.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' }).waitFor();
    expect(await failed.page.getByRole('link', { name: 'Wróć do rezerwacji' }).getAttribute('href')).toBe(
      '/pl/megabilet',
    );
    await failed.page.close();
  });

  it('no page breaks its own Content Security Policy (icons, logos, photos, styles)', async () => {
    const violations: string[] = [];
    for (const path of [
      '/',
      '/megabilet',
      '/pl/megabilet/payment-completion',
      '/widget?configId=demo&lang=en',
    ]) {
      const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) violations.push(`${path}: ${message.text()}`);
      });
      await page.goto(`${e2e.stack.bffUrl}${path}`, { waitUntil: 'networkidle' });
      await page.close();
    }
    expect(violations).toEqual([]);
  });

  it('/megabilet opens the product asked for in the query', async () => {
    const { page } = await open('/megabilet?product=dunajec-rafting');
    await page
      .getByText(/rafting/i)
      .first()
      .waitFor();
    await page.close();
  });

  it('/dev drives the iframe app with the messages a partner plugin sends and logs them both ways', async () => {
    const { page, errors } = await open('/dev');
    const log = page.locator('.hs-dev-log');
    await log.getByText('"action":"requestConfigData"').waitFor();
    await page.getByRole('button', { name: 'Send configData' }).click();
    await page.getByRole('combobox', { name: 'Product' }).selectOption('dunajec-rafting');
    await page.getByRole('button', { name: 'Send openWidget' }).click();
    await log.getByText('"action":"widgetOpened"').waitFor();
    await page.getByRole('combobox', { name: 'Widget language' }).selectOption('de');
    await page.getByRole('button', { name: 'Send setLanguage' }).click();
    const frame = page.frameLocator('iframe.hs-dev-frame');
    await frame.locator('.bw-root[lang="de"]').waitFor();
    await page.getByRole('button', { name: 'Send closeWidget' }).click();
    await log.getByText('"action":"widgetClosed"').waitFor();
    expect(await page.locator('pre code').textContent()).toContain('/embed.js" data-config-id="demo"');
    expect(errors).toEqual([]);
    await page.close();
  });
});
