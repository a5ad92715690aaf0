/** The Insights view of the support console: its range form and the place its report is drawn in. */
export const INSIGHTS_SECTION = `<section id="insights" aria-labelledby="insights-title" hidden>
  <h2 id="insights-title" tabindex="-1">Insights</h2>
  <form id="insights-form">
    <fieldset class="range">
      <legend>Config and range</legend>
      <div><label for="ins-config">Config</label><input id="ins-config" name="configId" value="demo" required></div>
      <div><label for="ins-from">From</label><input id="ins-from" name="from" type="date" required></div>
      <div><label for="ins-to">To</label><input id="ins-to" name="to" type="date" required></div>
      <div><label for="ins-group">Group by</label><select id="ins-group" name="groupBy"><option value="day">Day</option><option value="week">Week</option></select></div>
      <div><button type="submit">Show</button></div>
    </fieldset>
  </form>
  <div id="insights-report"></div>
</section>`;

/** Its styles, on top of chartist's: darker labels and series colours with enough contrast on white. */
export const INSIGHTS_STYLE = `  header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: .5rem 1rem; }
  nav a { display: inline-block; padding: .3rem .7rem; margin-right: .3rem; color: #0b57d0; border: 1px solid #bbb; border-radius: 6px; }
  nav a[aria-current=page] { background: #0b57d0; color: #fff; border-color: #0b57d0; }
  a:focus-visible, select:focus-visible, summary:focus-visible, .table-scroll:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  select { font: inherit; padding: .4rem; }
  .range { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; }
  .range input, .range select { width: auto; max-width: 100%; }
  .chart-card { border-top: 1px solid #ddd; padding: .5rem 0 1rem; }
  .chart-card h3 { margin: .5rem 0; font-size: 1.1rem; }
  .ct-chart { width: 100%; overflow: hidden; }
  .ct-label { color: #3d3d3d; fill: #3d3d3d; font-size: .8rem; }
  .ct-series-a .ct-bar, .ct-series-a .ct-line, .ct-series-a .ct-point { stroke: #0b57d0; }
  .ct-series-b .ct-bar, .ct-series-b .ct-line, .ct-series-b .ct-point { stroke: #b34700; }
  .ct-fault-line { stroke: #1b1b1b; stroke-width: 2px; stroke-dasharray: 4 3; }
  .ct-fault-text { fill: #1b1b1b; font-size: .75rem; font-weight: 600; }
  .chart-funnel .ct-label.ct-horizontal { line-height: 1.2; }
  .ct-point.ct-fault { stroke: #1b1b1b; stroke-width: 16px; }
  .legend { list-style: none; padding: 0; margin: .2rem 0; display: flex; gap: 1rem; font-size: .9rem; }
  .legend li::before { content: ""; display: inline-block; width: .8rem; height: .8rem; margin-right: .3rem; vertical-align: -.05rem; }
  .legend-a::before { background: #0b57d0; }
  .legend-b::before { background: #b34700; }
  .note { margin: .3rem 0; }
  .table-scroll { overflow-x: auto; }
  summary { cursor: pointer; padding: .2rem 0; }
  @media (max-width: 30rem) { th, td { padding: .3rem .25rem; } .chart-card table { font-size: .9rem; } }
`;
