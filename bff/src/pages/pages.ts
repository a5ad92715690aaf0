import { stat } from 'node:fs/promises';
import path from 'node:path';
import send from 'koa-send';
import { matchPageRoute, pageConfigFromPath } from '@booking/shared-contracts';
import { isApiPath } from '../middleware/apiCors';
import type { AppContext, AppMiddleware } from '../state';
import { FALLBACK_TEMPLATE, renderPage, type PageConfig } from './pageHtml';
import { buildFileLoader } from './buildFileLoader';

export interface PagesOptions {
  /** The host-shell build folder. */
  distDir: string;
  remoteUrl: string;
  configId: string;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;
// Webpack names hashed assets like main.3f9a1c2b.js or 512.a1b2c3d4e5f6.chunk.js.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\./i;

function decodedPath(ctx: AppContext): string {
  try {
    return decodeURIComponent(ctx.path);
  } catch {
    return ctx.path;
  }
}

async function isFile(root: string, requestPath: string): Promise<boolean> {
  const full = path.resolve(root, `.${requestPath}`);
  if (!full.startsWith(root + path.sep)) return false;
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/**
 * What the router did not answer: host-shell static files (hashed assets cached for a year, anything else
 * revalidated), the page routes of §2 in six languages as the host-shell template with the page config
 * injected, and the not-found page for any other GET. /api paths and other methods are left to the JSON 404.
 */
export function pages(options: PagesOptions): AppMiddleware {
  const root = path.resolve(options.distDir);
  const loadBuiltTemplate = buildFileLoader(root, 'index.html');
  // Without a host-shell build the pages still answer, with the built-in shell of the same contract.
  const loadTemplate = async () => (await loadBuiltTemplate()) ?? FALLBACK_TEMPLATE;

  return async (ctx) => {
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Left unanswered: the router's 405 check and then the JSON 404 (see notFoundFallback) take over.
    if (!isRead || isApiPath(ctx.path)) return;
    const route = matchPageRoute(ctx.path);
    // Source maps stay in the build folder for error tools; they are never served.
    const sourceMap = ctx.path.endsWith('.map');
    if (!route && !sourceMap && ctx.path !== '/index.html' && (await isFile(root, ctx.path))) {
      const hashed = HASHED_ASSET.test(path.basename(ctx.path));
      ctx.state.routeLabel = 'static';
      await send(ctx, ctx.path, {
        root,
        immutable: hashed,
        maxage: hashed ? YEAR_SECONDS * 1000 : 0,
        setHeaders: (res) => {
          if (!hashed) res.setHeader('Cache-Control', 'no-cache');
        },
      });
      return;
    }
    const requestPath = decodedPath(ctx);
    const config: PageConfig = {
      ...pageConfigFromPath(ctx.path),
      path: requestPath,
      remoteUrl: options.remoteUrl,
      configId: options.configId,
    };
    ctx.state.routeLabel = `page:${config.page}`;
    ctx.status = route ? 200 : 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = renderPage(await loadTemplate(), config);
  };
}
