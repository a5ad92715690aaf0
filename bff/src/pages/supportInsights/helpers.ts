/**
 * Pure helpers of the Insights view, as browser code (no build step): they define
 * `window.SupportInsightsHelpers`. The same text is served in /support/insights.js and evaluated by the tests.
 */
export const INSIGHTS_HELPERS = `(() => {
  const DAY_MS = 86400000;
  const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
  // A cell that starts like a formula is prefixed with ' so a spreadsheet shows it as text.
  function csvCell(value) {
    let text = value == null ? '' : String(value);
    if (typeof value === 'string' && /^[=+\\-@\\t\\r]/.test(text)) text = "'" + text;
    return /[",\\r\\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
  }
  /** RFC 4180: a header line, then one line per row, each ended by CRLF. */
  function csvOf(columns, rows) {
    return [columns, ...rows].map((row) => row.map(csvCell).join(',') + '\\r\\n').join('');
  }
  const safeName = (text) => String(text).replace(/[^A-Za-z0-9_-]+/g, '_');
  function csvFileName(configId, from, to, chart) {
    return 'insights-' + safeName(configId) + '-' + from + '-to-' + to + '-' + safeName(chart) + '.csv';
  }
  /** Digits after the decimal point of a currency (2 when the browser does not know it). */
  function minorDigits(currency) {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
    } catch (e) {
      return 2;
    }
  }
  const majorValue = (amountMinor, currency) => amountMinor / Math.pow(10, minorDigits(currency));
  const majorText = (amountMinor, currency) => majorValue(amountMinor, currency).toFixed(minorDigits(currency));
  const moneyText = (amountMinor, currency) => majorText(amountMinor, currency) + ' ' + currency;
  /** Amounts of several currencies side by side, never added up. */
  function revenueText(revenue) {
    return revenue.length ? revenue.map((r) => moneyText(r.amountMinor, r.currency)).join('; ') : 'none';
  }
  function currenciesOf(rows) {
    return [...new Set(rows.flatMap((row) => row.revenue.map((r) => r.currency)))].sort();
  }
  function revenueIn(revenue, currency) {
    const found = revenue.find((r) => r.currency === currency);
    return found ? found.amountMinor : 0;
  }
  const percentText = (share) => (Math.round(share * 1000) / 10).toFixed(1) + '%';
  function funnelLabel(stage) {
    return stage.stage === 'open' ? 'open' : stage.stage + ' (' + percentText(stage.dropOff) + ' drop-off)';
  }
  /** Per period: the providers whose faults were recorded, and the axis label with a marker on those periods. */
  function faultMarkers(periods, providerFaults) {
    return periods.map((p) => {
      const faults = providerFaults.filter((f) => f.period === p.period && f.faults > 0);
      const text = faults.map((f) => f.provider + ': ' + f.faults + (f.faults === 1 ? ' fault' : ' faults')).join(', ');
      return { period: p.period, faults, text, label: faults.length ? '⚠ ' + p.period : p.period };
    });
  }
  /** The last 30 days, today (UTC) included. */
  function defaultRange(now) {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return { from: isoDay(today - 29 * DAY_MS), to: isoDay(today) };
  }
  /** Every how many axis labels one is shown, so they fit in a chart of the given width. */
  function labelStride(count, widthPx, labelPx) {
    const fit = Math.max(2, Math.floor(widthPx / (labelPx || 64)));
    return Math.max(1, Math.ceil(count / fit));
  }
  window.SupportInsightsHelpers = {
    csvOf, csvFileName, minorDigits, majorValue, majorText, moneyText, revenueText, currenciesOf, revenueIn,
    percentText, funnelLabel, faultMarkers, defaultRange, labelStride,
  };
})();
`;
