import { runInNewContext } from 'node:vm';
import { INSIGHTS_HELPERS } from './helpers';

interface Money {
  currency: string;
  amountMinor: number;
}

interface Helpers {
  csvOf(columns: string[], rows: unknown[][]): string;
  csvFileName(configId: string, from: string, to: string, chart: string): string;
  majorValue(amountMinor: number, currency: string): number;
  moneyText(amountMinor: number, currency: string): string;
  revenueText(revenue: Money[]): string;
  currenciesOf(rows: { revenue: Money[] }[]): string[];
  funnelLabel(stage: { stage: string; dropOff: number }): string;
  faultMarkers(
    periods: { period: string }[],
    faults: { period: string; provider: string; faults: number }[],
  ): { period: string; text: string; label: string }[];
  defaultRange(now: Date): { from: string; to: string };
  labelStride(count: number, widthPx: number, labelPx?: number): number;
}

/** The helpers exactly as the browser gets them. */
function load(): Helpers {
  const window: { SupportInsightsHelpers?: Helpers } = {};
  runInNewContext(INSIGHTS_HELPERS, { window });
  if (!window.SupportInsightsHelpers) throw new Error('the helpers did not define SupportInsightsHelpers');
  return window.SupportInsightsHelpers;
}

const h = load();

describe('Insights view helpers', () => {
  it('builds RFC 4180 CSV: quotes commas, quotes and line breaks, CRLF after every line', () => {
    expect(
      h.csvOf(
        ['key', 'sessions'],
        [
          ['a,b', 3],
          ['say "hi"', 0],
          ['two\nlines', 1],
        ],
      ),
    ).toBe('key,sessions\r\n"a,b",3\r\n"say ""hi""",0\r\n"two\nlines",1\r\n');
  });

  it('keeps a spreadsheet from reading a visitor-supplied key as a formula', () => {
    expect(h.csvOf(['key'], [['=HYPERLINK("x")'], ['@sum'], ['-1+2']])).toBe(
      'key\r\n"\'=HYPERLINK(""x"")"\r\n\'@sum\r\n\'-1+2\r\n',
    );
  });

  it('names a CSV file after the config, the range and the chart, with nothing a file system refuses', () => {
    expect(h.csvFileName('demo/../x', '2026-06-01', '2026-06-30', 'funnel')).toBe(
      'insights-demo_x-2026-06-01-to-2026-06-30-funnel.csv',
    );
  });

  it('shows money in major units with the currency code, by the digits of each currency', () => {
    expect(h.moneyText(39_800, 'PLN')).toBe('398.00 PLN');
    expect(h.moneyText(1_500, 'JPY')).toBe('1500 JPY');
    expect(h.majorValue(12_345, 'EUR')).toBeCloseTo(123.45, 10);
  });

  it('never adds revenue of different currencies', () => {
    const revenue = [
      { currency: 'PLN', amountMinor: 10_000 },
      { currency: 'EUR', amountMinor: 2_550 },
    ];
    expect(h.revenueText(revenue)).toBe('100.00 PLN; 25.50 EUR');
    expect(h.revenueText([])).toBe('none');
    expect(h.currenciesOf([{ revenue }, { revenue: [{ currency: 'CZK', amountMinor: 1 }] }])).toEqual([
      'CZK',
      'EUR',
      'PLN',
    ]);
  });

  it('puts the drop-off of each funnel step in its label', () => {
    expect(h.funnelLabel({ stage: 'open', dropOff: 0 })).toBe('open');
    expect(h.funnelLabel({ stage: 'contact', dropOff: 0.6 })).toBe('contact (60.0% drop-off)');
  });

  it('marks the periods where a provider fault was recorded, and only those', () => {
    const markers = h.faultMarkers(
      [{ period: '2026-06-01' }, { period: '2026-06-02' }],
      [
        { period: '2026-06-02', provider: 'tpay', faults: 3 },
        { period: '2026-06-02', provider: 'bokun', faults: 1 },
        { period: '2026-06-05', provider: 'tpay', faults: 2 },
      ],
    );
    expect(markers.map((m) => [m.label, m.text])).toEqual([
      ['2026-06-01', ''],
      ['⚠ 2026-06-02', 'tpay: 3 faults, bokun: 1 fault'],
    ]);
  });

  it('defaults to the last 30 days, today (UTC) included', () => {
    expect(h.defaultRange(new Date('2026-03-01T23:30:00Z'))).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('thins axis labels so they fit the width of the chart', () => {
    expect(h.labelStride(7, 1000)).toBe(1);
    expect(h.labelStride(30, 320)).toBe(6);
  });
});
