import { LOG_ROW_COLUMNS, NEWSLETTER_ROW_COLUMNS } from '@booking/shared-contracts';
import { buildSheetRow, eventIdColumn, sheetCell } from './sheetRow';

const logData = {
  'date-time': '2026-06-01 10:00:00',
  'trip-id': '1001',
  website: 'https://shop.example',
  'website-lang': 'pl',
  step: '2',
  event: 'CONTACT',
  email: 'anna@example.com',
  'phone-number': '+48 600 100 200',
  client: 'Anna Nowak',
  'session-id': 'widget_1',
};

describe('buildSheetRow', () => {
  it('writes the §3 log row in column order with the phone number behind an apostrophe', () => {
    const row = buildSheetRow('demo', 'Logi', logData);
    expect(row.cells).toHaveLength(LOG_ROW_COLUMNS.length);
    expect(row.cells).toEqual([
      '2026-06-01 10:00:00',
      '1001',
      'https://shop.example',
      'pl',
      '2',
      'CONTACT',
      'anna@example.com',
      "'+48 600 100 200",
      'Anna Nowak',
      'widget_1',
    ]);
    expect(row).toMatchObject({ sessionId: 'widget_1', email: 'anna@example.com', event: 'CONTACT' });
  });

  it('writes the §3 newsletter row with acceptance as TRUE/FALSE text', () => {
    const row = buildSheetRow('demo', 'Newsletter', {
      'date-and-time': '2026-06-01 10:00:00',
      'first-name': 'Anna',
      'last-name': 'Nowak',
      email: 'anna@example.com',
      'phone-number': '0048600100200',
      'trip-id': '1001',
      acceptance: 'TRUE',
      'session-id': 'widget_1',
    });
    expect(row.cells).toHaveLength(NEWSLETTER_ROW_COLUMNS.length);
    expect(row.cells[4]).toBe("'0048600100200");
    expect(row.cells[6]).toBe('TRUE');
  });

  it('gives the same event the same id and another event another id', () => {
    expect(buildSheetRow('demo', 'Logi', logData).eventId).toBe(
      buildSheetRow('demo', 'Logi', logData).eventId,
    );
    expect(buildSheetRow('demo', 'Logi', { ...logData, event: 'PAYMENT' }).eventId).not.toBe(
      buildSheetRow('demo', 'Logi', logData).eventId,
    );
    expect(buildSheetRow('other', 'Logi', logData).eventId).not.toBe(
      buildSheetRow('demo', 'Logi', logData).eventId,
    );
  });

  it('refuses a cell longer than its column holds with 400 sheet_cell_too_long', () => {
    expect(() => buildSheetRow('demo', 'Logi', { ...logData, event: 'E'.repeat(65) })).toThrow(
      expect.objectContaining({ status: 400, code: 'sheet_cell_too_long' }),
    );
    expect(() => buildSheetRow('demo', 'Logi', { ...logData, website: 'w'.repeat(60_000) })).toThrow(
      expect.objectContaining({ code: 'sheet_cell_too_long' }),
    );
    expect(buildSheetRow('demo', 'Logi', { ...logData, event: 'E'.repeat(64) }).event).toHaveLength(64);
  });

  it('keeps visitor text that looks like a formula as text', () => {
    expect(sheetCell('client', '=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(sheetCell('client', 'Anna')).toBe('Anna');
    expect(sheetCell('phone-number', "'600")).toBe("'600");
    expect(sheetCell('phone-number', '')).toBe('');
  });

  it('keeps the event id in the column after the §3 columns', () => {
    expect(eventIdColumn('Logi')).toBe('K');
    expect(eventIdColumn('Porzucone koszyki')).toBe('K');
    expect(eventIdColumn('Newsletter')).toBe('I');
  });
});
