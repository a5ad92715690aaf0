/**
 * The Insights view as browser code (no build step), after the helpers in /support/insights.js. console.js
 * loads chartist and this file when the view is first opened and calls `SupportInsights.start({ api, status })`.
 * Every chart is an SVG with role="img" and a summary, a data table behind it and a CSV download.
 */
export const INSIGHTS_VIEW = `(() => {
  const H = window.SupportInsightsHelpers;
  const $ = (id) => document.getElementById(id);
  let ctx;
  let started = false;
  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs || {})) node.setAttribute(name, value);
    for (const child of children || []) node.append(child);
    return node;
  }
  function download(name, text) {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    const link = el('a', { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }
  function dataTable(title, columns, rows) {
    const head = el('tr', {}, columns.map((c) => el('th', { scope: 'col' }, [c])));
    const body = rows.map((row) => el('tr', {}, row.map((v, i) => el(i === 0 ? 'th' : 'td', i === 0 ? { scope: 'row' } : {}, [String(v)]))));
    const table = el('table', {}, [el('caption', {}, [title]), el('thead', {}, [head]), el('tbody', {}, body)]);
    return el('details', {}, [el('summary', {}, ['Data table of ' + title.charAt(0).toLowerCase() + title.slice(1)]), el('div', { class: 'table-scroll', role: 'region', 'aria-label': title + ' table', tabindex: '0' }, [table])]);
  }
  function legend(names) {
    if (names.length < 2) return [];
    return [el('ul', { class: 'legend', 'aria-hidden': 'true' }, names.map((name, i) => el('li', { class: 'legend-' + 'abcd'[i] }, [name])))];
  }
  /** One chart: heading, SVG, legend, notes, data table and CSV download. */
  function chartCard(spec, range) {
    const headingId = 'chart-title-' + spec.slug;
    const box = el('div', { class: 'ct-chart chart-' + spec.slug });
    const csvButton = el('button', { type: 'button' }, ['Download CSV of ' + spec.title.charAt(0).toLowerCase() + spec.title.slice(1)]);
    csvButton.addEventListener('click', () => download(H.csvFileName(range.configId, range.from, range.to, spec.slug), H.csvOf(spec.csv.columns, spec.csv.rows)));
    const notes = (spec.notes || []).map((text) => el('p', { class: 'note' }, [text]));
    const card = el('section', { class: 'chart-card', 'aria-labelledby': headingId }, [
      el('h3', { id: headingId }, [spec.title]), box, ...legend(spec.series.map((s) => s.name)), ...notes,
      dataTable(spec.title, spec.table.columns, spec.table.rows), csvButton,
    ]);
    return { card, box, spec };
  }
  function draw(box, spec) {
    const width = box.clientWidth || 320;
    const data = { labels: spec.labels, series: spec.series.map((s) => ({ name: s.name, data: s.values })) };
    const stride = spec.horizontal ? 1 : H.labelStride(spec.labels.length, width, spec.labelPx);
    const labelOffset = Math.min(180, Math.round(width / 3));
    const maxChars = spec.horizontal ? Math.max(8, Math.floor(labelOffset / 8.5)) : 18;
    const shorten = (text) => (String(text).length > maxChars ? String(text).slice(0, maxChars - 1) + '…' : text);
    // Bars as wide as a period's slot allows, so thirty days still fit a phone.
    const slot = (width - 80) / Math.max(1, spec.labels.length);
    const bar = spec.horizontal ? 14 : Math.max(2, Math.min(spec.series.length === 1 ? 40 : 14, Math.floor(slot / (spec.series.length + 1))));
    const point = Math.max(4, Math.min(10, Math.floor(slot * 0.6)));
    const labelAxis = { showGrid: false, labelInterpolationFnc: (v, i) => (i % stride !== 0 ? null : spec.fullLabels ? v : shorten(v)) };
    const valueAxis = { onlyInteger: spec.integer, low: 0, labelInterpolationFnc: spec.valueLabel || ((v) => v) };
    const options = spec.horizontal
      ? { height: Math.max(140, spec.labels.length * (spec.series.length * 22 + 14) + 40) + 'px', horizontalBars: true, seriesBarDistance: 20, axisY: { ...labelAxis, offset: labelOffset }, axisX: valueAxis, chartPadding: { right: 24 } }
      : { height: '240px', axisX: { ...labelAxis, offset: spec.labelOffset || 30 }, axisY: { ...valueAxis, offset: 48 }, seriesBarDistance: bar, lineSmooth: false, chartPadding: { top: 24, right: 24 }, fullWidth: true };
    const chart = spec.kind === 'line' ? new window.Chartist.LineChart(box, data, options) : new window.Chartist.BarChart(box, data, options);
    chart.on('draw', (event) => {
      if (event.type === 'bar') event.element.attr({ style: 'stroke-width: ' + bar + 'px' });
      if (event.type !== 'point') return;
      if (!spec.marked || !spec.marked[event.index]) return event.element.attr({ style: 'stroke-width: ' + point + 'px' });
      event.element.addClass('ct-fault');
      if (event.seriesIndex !== 0) return;
      // A provider fault in this period: a labelled vertical mark across the chart.
      const r = event.chartRect;
      event.group.elem('line', { x1: event.x, x2: event.x, y1: r.y1, y2: r.y2 }, 'ct-fault-line');
      event.group.elem('text', { x: event.x, y: r.y2 - 6, 'text-anchor': 'middle' }, 'ct-fault-text').text('⚠ fault');
    });
    chart.on('created', () => {
      const svg = box.querySelector('svg');
      if (!svg) return;
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', spec.summary);
    });
    return chart;
  }
  // Bar widths and label spacing follow the width: the charts are drawn again when it changes.
  let shown = [];
  let drawnWidth = 0;
  function drawAll() {
    drawnWidth = $('insights-report').clientWidth;
    for (const c of shown) {
      if (c.chart) c.chart.detach();
      c.box.replaceChildren();
      c.chart = draw(c.box, c.spec);
    }
  }
  function redrawIfResized() {
    const width = $('insights-report').clientWidth;
    if (shown.length && width > 0 && width !== drawnWidth) drawAll();
  }
  let resizeTimer;
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(redrawIfResized, 150);
  });
  const countPeriods = (report) => (report.groupBy === 'week' ? 'week' : 'day');
  function funnelSpec(report) {
    const f = report.funnel;
    return {
      slug: 'funnel', title: 'Funnel', kind: 'bar', integer: true,
      labels: f.map(H.funnelLabel), labelPx: 70, labelOffset: 56, fullLabels: true, series: [{ name: 'Sessions', values: f.map((s) => s.sessions) }],
      summary: 'Funnel: ' + f.map((s) => s.stage + ' ' + s.sessions + (s.stage === 'open' ? '' : ' (' + H.percentText(s.dropOff) + ' dropped off)')).join(', '),
      table: { columns: ['Stage', 'Sessions', 'Conversion', 'Drop-off'], rows: f.map((s) => [s.stage, s.sessions, H.percentText(s.conversion), H.percentText(s.dropOff)]) },
      csv: { columns: ['stage', 'sessions', 'conversion', 'drop_off'], rows: f.map((s) => [s.stage, s.sessions, s.conversion.toFixed(4), s.dropOff.toFixed(4)]) },
    };
  }
  function bookingsSpec(report) {
    const p = report.periods;
    const total = p.reduce((sum, x) => sum + x.bookings, 0);
    return {
      slug: 'bookings', title: 'Bookings per ' + countPeriods(report), kind: 'bar', integer: true,
      labels: p.map((x) => x.period), series: [{ name: 'Bookings', values: p.map((x) => x.bookings) }, { name: 'Abandoned', values: p.map((x) => x.abandoned) }],
      summary: 'Bookings per ' + countPeriods(report) + ' over ' + p.length + ' periods: ' + total + ' in all, ' + p.reduce((sum, x) => sum + x.abandoned, 0) + ' abandoned',
      table: { columns: ['Period', 'Sessions', 'Bookings', 'Abandoned', 'Revenue'], rows: p.map((x) => [x.period, x.sessions, x.bookings, x.abandoned, H.revenueText(x.revenue)]) },
      csv: { columns: ['period', 'sessions', 'bookings', 'abandoned'], rows: p.map((x) => [x.period, x.sessions, x.bookings, x.abandoned]) },
    };
  }
  function revenueSpec(report, currency) {
    const p = report.periods;
    const minor = p.map((x) => H.revenueIn(x.revenue, currency));
    return {
      slug: 'revenue-' + currency, title: 'Revenue in ' + currency + ' per ' + countPeriods(report), kind: 'line',
      labels: p.map((x) => x.period), series: [{ name: 'Revenue (' + currency + ')', values: minor.map((m) => H.majorValue(m, currency)) }],
      summary: 'Revenue in ' + currency + ' per ' + countPeriods(report) + ': ' + H.moneyText(minor.reduce((a, b) => a + b, 0), currency) + ' in all',
      table: { columns: ['Period', 'Revenue (' + currency + ')'], rows: p.map((x, i) => [x.period, H.moneyText(minor[i], currency)]) },
      csv: { columns: ['period', 'currency', 'revenue'], rows: p.map((x, i) => [x.period, currency, H.majorText(minor[i], currency)]) },
    };
  }
  function ratesSpec(report) {
    const p = report.periods;
    const markers = H.faultMarkers(p, report.providerFaults);
    const faulty = markers.filter((m) => m.faults.length);
    return {
      slug: 'payment-failures', title: 'Payment failure and refusal rates per ' + countPeriods(report), kind: 'line',
      labels: markers.map((m) => m.label), valueLabel: (v) => v + '%', marked: markers.map((m) => m.faults.length > 0),
      series: [{ name: 'Failure rate', values: p.map((x) => Math.round(x.failureRate * 1000) / 10) }, { name: 'Refusal rate', values: p.map((x) => Math.round(x.refusalRate * 1000) / 10) }],
      summary: 'Payment failure and refusal rates: ' + p.reduce((s, x) => s + x.paymentFailures, 0) + ' failures and ' + p.reduce((s, x) => s + x.paymentRefusals, 0) + ' refusals of ' + p.reduce((s, x) => s + x.paymentAttempts, 0) + ' attempts; provider faults in ' + faulty.length + ' periods',
      notes: [faulty.length ? 'Provider faults (marked ⚠ fault on the chart): ' + faulty.map((m) => m.period + ' – ' + m.text).join('; ') : 'No provider faults recorded in this range.'],
      table: { columns: ['Period', 'Attempts', 'Failures', 'Refusals', 'Failure rate', 'Refusal rate', 'Provider faults'], rows: p.map((x, i) => [x.period, x.paymentAttempts, x.paymentFailures, x.paymentRefusals, H.percentText(x.failureRate), H.percentText(x.refusalRate), markers[i].text || 'none']) },
      csv: { columns: ['period', 'attempts', 'failures', 'refusals', 'failure_rate', 'refusal_rate', 'provider_faults'], rows: p.map((x, i) => [x.period, x.paymentAttempts, x.paymentFailures, x.paymentRefusals, x.failureRate.toFixed(4), x.refusalRate.toFixed(4), markers[i].text]) },
    };
  }
  const DIMENSIONS = [['product', 'Product'], ['partnerOrigin', 'Partner origin'], ['hostingMode', 'Hosting mode'], ['language', 'Language'], ['paymentMethod', 'Payment method'], ['deviceClass', 'Device class']];
  function breakdownSpec(report, dimension, name) {
    const rows = report.breakdowns[dimension] || [];
    const currencies = H.currenciesOf(rows);
    return {
      slug: 'by-' + dimension, title: 'Sessions and bookings by ' + name.toLowerCase(), kind: 'bar', horizontal: true, integer: true,
      labels: rows.map((r) => r.key), series: [{ name: 'Sessions', values: rows.map((r) => r.sessions) }, { name: 'Bookings', values: rows.map((r) => r.bookings) }],
      summary: 'Sessions and bookings by ' + name.toLowerCase() + ': ' + (rows.map((r) => r.key + ' ' + r.sessions + ' sessions, ' + r.bookings + ' bookings').join('; ') || 'no sessions'),
      table: { columns: [name, 'Sessions', 'Bookings', 'Conversion', 'Revenue'], rows: rows.map((r) => [r.key, r.sessions, r.bookings, H.percentText(r.conversion), H.revenueText(r.revenue)]) },
      csv: { columns: [dimension, 'sessions', 'bookings', 'conversion', ...currencies.map((c) => 'revenue_' + c)], rows: rows.map((r) => [r.key, r.sessions, r.bookings, r.conversion.toFixed(4), ...currencies.map((c) => H.majorText(H.revenueIn(r.revenue, c), c))]) },
    };
  }
  function render(report) {
    const range = { configId: report.configId, from: report.from, to: report.to };
    const currencies = H.currenciesOf(report.periods);
    const specs = [funnelSpec(report), bookingsSpec(report), ...currencies.map((c) => revenueSpec(report, c)), ratesSpec(report), ...DIMENSIONS.map(([d, n]) => breakdownSpec(report, d, n))];
    const cards = specs.map((spec) => chartCard(spec, range));
    const heading = el('h3', { class: 'report-title' }, ['Insights of ' + report.configId + ', ' + report.from + ' to ' + report.to + ' per ' + countPeriods(report)]);
    const noRevenue = currencies.length ? [] : [el('p', { class: 'note' }, ['No revenue in this range.'])];
    $('insights-report').replaceChildren(heading, ...noRevenue, ...cards.map((c) => c.card));
    shown = cards;
    drawAll();
  }
  async function show(event) {
    event.preventDefault();
    const configId = $('ins-config').value.trim();
    const from = $('ins-from').value;
    const to = $('ins-to').value;
    if (!configId || !from || !to) return ctx.status('Choose a config and both days of the range.', true);
    if (from > to) return ctx.status('The range starts after it ends.', true);
    const query = new URLSearchParams({ configId, from, to, groupBy: $('ins-group').value });
    ctx.status('Loading insights of ' + configId + '…');
    try {
      const report = await ctx.api('/api/support/insights?' + query.toString());
      render(report);
      ctx.status('Insights of ' + configId + ' from ' + from + ' to ' + to + ': ' + (report.funnel[0] ? report.funnel[0].sessions : 0) + ' sessions');
    } catch (e) { ctx.status(e.message, true); }
  }
  async function configPicker() {
    try {
      const body = await ctx.api('/api/support/widget-configs');
      const ids = body.configs.map((c) => c.configId).sort();
      if (!ids.length) return;
      const current = $('ins-config').value.trim();
      const select = el('select', { id: 'ins-config', name: 'configId' }, ids.map((id) => el('option', { value: id }, [id])));
      select.value = ids.includes(current) ? current : ids[0];
      $('ins-config').replaceWith(select);
    } catch (e) { /* the text input stays */ }
  }
  window.SupportInsights = {
    start(context) {
      ctx = context;
      if (started) return redrawIfResized();
      started = true;
      const range = H.defaultRange(new Date());
      if (!$('ins-from').value) $('ins-from').value = range.from;
      if (!$('ins-to').value) $('ins-to').value = range.to;
      $('insights-form').addEventListener('submit', show);
      configPicker();
    },
  };
})();
`;
