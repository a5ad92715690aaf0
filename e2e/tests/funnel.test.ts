// Funnel logging (issues #12, #25) in a real browser: the widget's rows and the server's travel through the
// BFF's outbox to the sandbox's Google Sheets, each flag once per session; a reload continues the session, a
// re-opened widget is a new one (§4 "A new session id logs OPEN").
import type { Page } from 'playwright-core';
import { LOG_ROW_COLUMNS, NEWSLETTER_ROW_COLUMNS } from '@booking/shared-contracts';
import {
  acceptAgreements,
  bookDayAfterToday,
  fillContact,
  payWithBlik,
  successPayload,
  VISITOR,
} from '../src/checkoutSteps';
import { openPage, useStackAndBrowser } from '../src/session';
import { widgetText } from '../src/widgetText';
import { pollUntil } from '@booking/sandbox/processes';

/** The spreadsheet of the `demo` config in the sandbox (.env.demo). */
const SPREADSHEET = 'sandboxDemoSpreadsheet0001';
/** Where the widget keeps the funnel session of the `demo` config in the tab's sessionStorage. */
const SESSION_KEY = 'booking-widget.funnel.demo';

const e2e = useStackAndBrowser();

/** The rows of one sheet as the sandbox holds them (the §3 cells, then the event id). */
async function sheetRows(sheet: string): Promise<string[][]> {
  const response = await fetch(
    `${e2e.stack.sandboxUrl}/__sandbox/sheets/spreadsheets/${SPREADSHEET}/sheets/${encodeURIComponent(sheet)}`,
  );
  if (!response.ok) throw new Error(`Reading ${sheet}: ${response.status}`);
  return ((await response.json()) as { rows: string[][] }).rows;
}

type SheetRow = Record<string, string>;

/** Reads the rows that land on a sheet from now on, each keyed by its §3 column names. */
async function rowsFromNow(sheet: string, columns: readonly string[]): Promise<() => Promise<SheetRow[]>> {
  const from = (await sheetRows(sheet)).length;
  return async () =>
    (await sheetRows(sheet))
      .slice(from)
      .map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i] ?? ''])));
}

/** Polls until `done` holds for what `read` answers (the outbox delivers asynchronously); answers that. */
function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  return pollUntil(read, done, { timeoutMs, intervalMs: 250 });
}

/** The funnel session id the widget keeps in its tab's sessionStorage. */
async function funnelSession(scope: Page): Promise<string> {
  const handle = await scope.waitForFunction(
    (key) => (JSON.parse(globalThis.sessionStorage.getItem(key) ?? 'null') as { id?: string } | null)?.id,
    SESSION_KEY,
  );
  return (await handle.jsonValue()) as string;
}

const eventsOf = (rows: SheetRow[]) => rows.map((row) => row.event ?? '');
const hasEvent = (event: string) => (rows: SheetRow[]) => eventsOf(rows).includes(event);

/** How many rows of each of the operator's events (OPEN, PAYMENT, PAYMENT_FAIL, CLOSE) landed, per session. */
function countsOf(rows: SheetRow[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const event = row.event ?? '';
    if (!['OPEN', 'PAYMENT', 'PAYMENT_FAIL', 'CLOSE'].includes(event)) continue;
    const session = (counts[row['session-id'] ?? ''] ??= {});
    session[event] = (session[event] ?? 0) + 1;
  }
  return counts;
}

describe('funnel rows in the Sheets simulator', () => {
  it('a BLIK booking on the host page logs OPEN, CONTACT, PAYMENT and PAYMENT_SUCCESS once each, a reload adding no OPEN', async () => {
    const logi = await rowsFromNow('Logi', LOG_ROW_COLUMNS);
    const carts = await rowsFromNow('Porzucone koszyki', LOG_ROW_COLUMNS);
    const newsletter = await rowsFromNow('Newsletter', NEWSLETTER_ROW_COLUMNS);
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).waitFor();
    const session = await funnelSession(page);
    // The widget opens again in the same tab: the same session, no second OPEN.
    await page.reload();
    await page.getByRole('tab', { name: 'In English' }).click();
    expect(await funnelSession(page)).toBe(session);

    await bookDayAfterToday(page);
    await fillContact(page);
    await acceptAgreements(page);
    await page.getByRole('checkbox', { name: 'Send me news and offers by e-mail (optional)' }).check();
    await payWithBlik(page, '777123');
    await successPayload(page);

    const rows = await eventually(logi, hasEvent('PAYMENT_SUCCESS'));
    // One session for both page loads, each event once.
    expect(rows.map((row) => row['session-id'])).toEqual(rows.map(() => session));
    expect(eventsOf(rows).sort()).toEqual(
      ['OPEN', 'CONTACT', 'add_shipping_info', 'PAYMENT', 'PAYMENT_SUCCESS'].sort(),
    );
    expect(rows.find((row) => row.event === 'PAYMENT_SUCCESS')).toMatchObject({
      'trip-id': '1001',
      email: VISITOR.email,
      'phone-number': VISITOR.phone,
      client: `${VISITOR.firstName} ${VISITOR.lastName}`,
    });
    // The marketing agreement signs the visitor up: the server writes the row from the paid payment.
    const signUps = await eventually(newsletter, (landed) => landed.length > 0);
    expect(signUps).toEqual([
      expect.objectContaining({ email: VISITOR.email, acceptance: 'TRUE', 'session-id': session }),
    ]);
    expect(await carts()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a bank transfer finished on the provider's page still logs PAYMENT_SUCCESS, once", async () => {
    const logi = await rowsFromNow('Logi', LOG_ROW_COLUMNS);
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    const session = await funnelSession(page);
    await bookDayAfterToday(page);
    await fillContact(page);
    await acceptAgreements(page);
    await page.getByRole('radio', { name: 'PKO BP' }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    // The visitor pays on the provider's page: no widget runs there, the server logs the success.
    await page.locator('[data-testid="tpay-pay"]').click();
    await successPayload(page);

    const rows = await eventually(logi, hasEvent('PAYMENT_SUCCESS'));
    expect(eventsOf(rows).filter((event) => event.startsWith('PAYMENT'))).toEqual([
      'PAYMENT',
      'PAYMENT_SUCCESS',
    ]);
    expect(rows.find((row) => row.event === 'PAYMENT_SUCCESS')).toMatchObject({
      'trip-id': '1001',
      'website-lang': 'en',
      email: VISITOR.email,
      client: `${VISITOR.firstName} ${VISITOR.lastName}`,
      'session-id': session,
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('open → payment step → a failed transfer → leaving the booking page: OPEN, PAYMENT, PAYMENT_FAIL and CLOSE once each', async () => {
    const logi = await rowsFromNow('Logi', LOG_ROW_COLUMNS);
    const carts = await rowsFromNow('Porzucone koszyki', LOG_ROW_COLUMNS);
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.bffUrl}/megabilet`);
    await page.getByRole('tab', { name: 'In English' }).click();
    const session = await funnelSession(page);
    await bookDayAfterToday(page);
    await fillContact(page);
    // §4 "Entering payment logs PAYMENT": the step itself, before any Pay click.
    expect(eventsOf(await eventually(logi, hasEvent('PAYMENT')))).toContain('PAYMENT');
    await acceptAgreements(page);
    await page.getByRole('radio', { name: 'PKO BP' }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    // Left for the provider's page with the payment under way: no abandoned cart. The payment fails there;
    // the server, which sees it, logs PAYMENT_FAIL.
    await page.locator('[data-testid="tpay-fail"]').click();
    await page.waitForURL(/\/megabilet\/success\?/, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to booking' }).click();
    await page.getByText(widgetText('en', 'payment.errors.notCompleted')).waitFor({ timeout: 20_000 });
    // The visitor leaves the booking page (pagehide) with the basket still there.
    await page.goto('about:blank');

    const abandoned = await eventually(
      carts,
      (landed) => hasEvent('PAYMENT_FAIL')(landed) && hasEvent('CLOSE')(landed),
    );
    const logged = await logi();
    expect(countsOf([...logged, ...abandoned])).toEqual({
      [session]: { OPEN: 1, PAYMENT: 1, PAYMENT_FAIL: 1, CLOSE: 1 },
    });
    expect(eventsOf(abandoned).sort()).toEqual(['CLOSE', 'PAYMENT_FAIL']);
    expect(abandoned.find((row) => row.event === 'PAYMENT_FAIL')).toMatchObject({
      'trip-id': '1001',
      step: '3',
      email: VISITOR.email,
      client: `${VISITOR.firstName} ${VISITOR.lastName}`,
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closing the partner panel and opening it again is a new session: OPEN and CLOSE again under a new id', async () => {
    const logi = await rowsFromNow('Logi', LOG_ROW_COLUMNS);
    const carts = await rowsFromNow('Porzucone koszyki', LOG_ROW_COLUMNS);
    const { page, errors } = await openPage(e2e.browser);
    await page.goto(`${e2e.stack.partnerUrl}/`);
    const opener = page.getByRole('button', { name: 'Book Kraków Old Town walking tour' });
    const dialog = page.getByRole('dialog', { name: 'Book your tickets' });
    const frame = page.frameLocator('iframe[title="Book your tickets"]');
    /** Opens the panel, goes on to the contact step and closes the panel again. */
    const openBookAndClose = async () => {
      await opener.click();
      await frame.getByRole('tab', { name: 'In English' }).click();
      await bookDayAfterToday(frame);
      await frame.getByRole('heading', { name: 'Your details' }).waitFor();
      await page.getByRole('button', { name: 'Close booking' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await openBookAndClose();
    // The frame is a third party here and may be refused storage: the session ids are read from the rows.
    await eventually(carts, (landed) => landed.length === 1);
    await openBookAndClose();

    const abandoned = await eventually(carts, (landed) => landed.length === 2);
    const logged = await eventually(
      logi,
      (landed) => eventsOf(landed).filter((e) => e === 'CONTACT').length === 2,
    );
    const [first, second] = abandoned.map((row) => row['session-id'] ?? '');
    // Each a session the BFF issued (`ws_…`), never one the widget made up, and a new one for the re-opening.
    expect(first).toMatch(/^ws_[A-Za-z0-9_-]+$/);
    expect(second).toMatch(/^ws_[A-Za-z0-9_-]+$/);
    expect(second).not.toBe(first);
    expect(countsOf([...logged, ...abandoned])).toEqual({
      [first as string]: { OPEN: 1, CLOSE: 1 },
      [second as string]: { OPEN: 1, CLOSE: 1 },
    });
    expect(logged.map((row) => [row.event, row['session-id']])).toEqual([
      ['OPEN', first],
      ['CONTACT', first],
      ['add_shipping_info', first],
      ['OPEN', second],
      ['CONTACT', second],
      ['add_shipping_info', second],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
