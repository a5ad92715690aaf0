import { sheetsAppendBodySchema } from '../api/routes/google';
import {
  buildLogRow,
  buildNewsletterRow,
  LOG_ROW_COLUMNS,
  NEWSLETTER_ROW_COLUMNS,
  rowToCells,
  SHEET_CELL_MAX_LENGTH,
  sheetColumnMaxLength,
  sheetDateTime,
} from './sheetRows';

const AT = Date.UTC(2026, 5, 1, 8, 5, 9);

describe('sheetDateTime', () => {
  it('writes the date and time as YYYY-MM-DD HH:mm:ss in UTC', () => {
    expect(sheetDateTime(AT)).toBe('2026-06-01 08:05:09');
  });
});

describe('buildLogRow', () => {
  it('fills every §3 log column, missing values as empty cells, and the route accepts it', () => {
    const row = buildLogRow({
      at: AT,
      event: 'CONTACT',
      sessionId: 'widget_1780000000000_abcdefghij',
      tripId: 1001,
      website: 'https://shop.example',
      lang: 'pl',
      step: 2,
      email: ' anna@example.com ',
      phone: '+48500100200',
      client: 'Anna Nowak',
    });
    expect(rowToCells(LOG_ROW_COLUMNS, row)).toEqual([
      '2026-06-01 08:05:09',
      '1001',
      'https://shop.example',
      'pl',
      '2',
      'CONTACT',
      'anna@example.com',
      '+48500100200',
      'Anna Nowak',
      'widget_1780000000000_abcdefghij',
    ]);
    const bare = buildLogRow({ at: AT, event: 'OPEN', sessionId: 's1', tripId: null });
    expect(bare).toMatchObject({ 'trip-id': '', email: '', 'phone-number': '', client: '' });
    expect(sheetsAppendBodySchema.isValidSync({ configId: 'demo', sheetName: 'Logi', data: row })).toBe(true);
  });

  it('cuts visitor text to the length its column holds, so a long name never makes the row refused', () => {
    const row = buildLogRow({ at: AT, event: 'CLOSE', sessionId: 's1', client: 'x'.repeat(5000) });
    expect(row.client).toHaveLength(sheetColumnMaxLength('client'));
    expect(
      buildLogRow({ at: AT, event: 'CLOSE', sessionId: 's1', website: 'x'.repeat(5000) }).website,
    ).toHaveLength(SHEET_CELL_MAX_LENGTH);
    expect(
      sheetsAppendBodySchema.isValidSync({ configId: 'demo', sheetName: 'Porzucone koszyki', data: row }),
    ).toBe(true);
  });
});

describe('buildNewsletterRow', () => {
  it('fills every §3 newsletter column with acceptance as TRUE or FALSE, and the route accepts it', () => {
    const row = buildNewsletterRow({
      at: AT,
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.com',
      phone: '+48500100200',
      tripId: 1001,
      accepted: true,
      sessionId: 's1',
    });
    expect(rowToCells(NEWSLETTER_ROW_COLUMNS, row)).toEqual([
      '2026-06-01 08:05:09',
      'Anna',
      'Nowak',
      'anna@example.com',
      '+48500100200',
      '1001',
      'TRUE',
      's1',
    ]);
    expect(buildNewsletterRow({ at: AT, email: 'a@b.pl', accepted: false, sessionId: 's1' }).acceptance).toBe(
      'FALSE',
    );
    expect(sheetsAppendBodySchema.isValidSync({ configId: 'demo', sheetName: 'Newsletter', data: row })).toBe(
      true,
    );
  });
});
