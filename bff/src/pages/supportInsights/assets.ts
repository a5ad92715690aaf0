import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INSIGHTS_HELPERS } from './helpers';
import { INSIGHTS_VIEW } from './view';

/** A file of the support console other than its page: its media type and its text. */
export interface ConsoleAsset {
  type: string;
  body: string;
}

const JS = 'text/javascript; charset=utf-8';

/**
 * The Insights view's files, by path under the console: its script and chartist's UMD build and styles, read
 * once from node_modules. console.js adds them to the page when the view is first opened.
 */
export function insightsAssets(): Record<string, ConsoleAsset> {
  // Both files sit in chartist's dist folder (resolved through its script: a .css path may be mapped by a test
  // runner). The source map comment is dropped: the map is not served.
  const dist = path.dirname(require.resolve('chartist/dist/index.umd.js'));
  const vendor = (file: string) =>
    readFileSync(path.join(dist, file), 'utf8').replace(/\n?\/[/*]# sourceMappingURL=\S+( \*\/)?\s*$/, '\n');
  return {
    '/insights.js': { type: JS, body: `${INSIGHTS_HELPERS}\n${INSIGHTS_VIEW}` },
    '/vendor/chartist.js': { type: JS, body: vendor('index.umd.js') },
    '/vendor/chartist.css': { type: 'text/css; charset=utf-8', body: vendor('index.css') },
  };
}
