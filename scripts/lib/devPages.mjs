// Dev-server middleware that answers the page routes like the BFF does in production: the host-shell
// template from webpack's in-memory output, with the booking-config JSON injected by the BFF's own renderer.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './stackEnv.mjs';

const require = createRequire(import.meta.url);
const contracts = require(path.join(repoRoot, 'shared-contracts/dist/index.js'));
// The same renderer the BFF uses, so dev pages cannot drift from production pages.
const { renderPage } = require(path.join(repoRoot, 'bff/dist/pages/pageHtml.js'));

/** The page config of a request path, as the BFF computes it. */
export function pageConfigFor(requestPath, { remoteUrl, configId }) {
  const route = contracts.matchPageRoute(requestPath);
  const prefix = requestPath.split('/')[1] ?? '';
  const prefixLang = contracts.LANGUAGES.find((lang) => lang === prefix);
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // keep the raw path
  }
  return {
    page: route?.id ?? 'notFound',
    lang: route?.lang ?? prefixLang ?? contracts.DEFAULT_LANGUAGE,
    path: decoded,
    remoteUrl,
    apiBaseUrl: '',
    configId,
  };
}

/**
 * A webpack-dev-server middleware (put last) for GET/HEAD page requests.
 * @param {import('webpack-dev-server')} devServer
 * @param {{ remoteUrl: string, configId: string, outputPath: string }} options
 */
export function devPagesMiddleware(devServer, options) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const middleware = devServer.middleware;
    if (!middleware) return next();
    middleware.waitUntilValid(() => {
      let template;
      try {
        template = middleware.context.outputFileSystem.readFileSync(
          path.join(options.outputPath, 'index.html'),
          'utf8',
        );
      } catch (error) {
        next(error);
        return;
      }
      const requestPath = (req.url ?? '/').split('?')[0] ?? '/';
      const config = pageConfigFor(requestPath, options);
      res.statusCode = config.page === 'notFound' ? 404 : 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : renderPage(template, config));
    });
  };
}
