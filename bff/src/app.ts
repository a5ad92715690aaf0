import Koa from 'koa';
import { routes } from '@booking/shared-contracts';
import type { AppDeps } from './deps';
import { apiCors } from './middleware/apiCors';
import { compressResponse } from './middleware/compressResponse';
import { errorHandler } from './middleware/errorHandler';
import { providerFaultCounter } from './services/insights/providerFault';
import { httpMetrics } from './middleware/httpMetrics';
import { notFoundFallback } from './middleware/notFoundFallback';
import { rateLimit } from './middleware/rateLimit';
import { formBodyPaths, readBody } from './middleware/readBody';
import { requestId } from './middleware/requestId';
import { requestLog } from './middleware/requestLog';
import { providerImageOrigins, securityHeaders } from './middleware/securityHeaders';
import { pages } from './pages/pages';
import { widgetPage } from './pages/widgetPage';
import { initialDataSource } from './pages/initialData';
import { serverBuildSource } from './pages/serverRender/serverBuild';
import { hostedStep1Renderer, step1Renderer } from './pages/serverRender/step1Renderer';
import { bookingPageRenderer, widgetStylesheetSource } from './pages/serverRender/bookingPage';
import { hostServerBuild } from './pages/serverRender/hostServerBuild';
import { supportConsole } from './pages/supportConsole';
import { paymentReturnPage } from './pages/paymentReturnPage';
import { DEFAULT_CONFIG_ID } from './config/widgetConfigs';
import { allowedMethods, buildRouter, routeGroups, type RouteGroup } from './routes';
import type { AppState } from './state';

// Probes and scrapes come from infrastructure at a steady rate and must never be throttled.
const UNLIMITED_PATHS = new Set(['/healthz', '/metrics']);

/** Deepest nesting a JSON body may have; the deepest contract body (a reservation) needs 7. */
const MAX_BODY_DEPTH = 32;

/**
 * The Koa app. Middleware order: request id → request log → metrics → compression and
 * validators → error mapping → security headers →
 * rate limit → CORS (/api only) → body reading → JSON 404 fallback → router → 405 check → pages. Error
 * mapping sits just inside the log and metrics so they record the final status, and outside everything else
 * so 413, 415, 429 and CORS failures render as JSON errors too. The rate limit comes before CORS and the
 * body, so preflights, refused bodies and invalid JSON are counted like any other request.
 */
export function createApp(deps: AppDeps, groups: RouteGroup[] = routeGroups): Koa<AppState> {
  const { env } = deps;
  const app = new Koa<AppState>({ proxy: env.TRUST_PROXY });
  // Errors are logged by the error middleware with the request id; Koa's default printer would repeat them.
  app.silent = true;
  const router = buildRouter(deps, groups);
  // What the booking page and the iframe app carry for the widget's first render.
  const initialData = initialDataSource(deps);
  // Step 1 drawn on the server by the remote deploy's own server build (the browser hydrates it).
  const serverBuild = serverBuildSource({
    remoteUrl: env.REMOTE_URL,
    fallbackDistDir: env.REMOTE_WIDGET_DIST,
    logger: deps.logger,
  });
  const renderStep1 = env.SERVER_RENDER ? step1Renderer({ serverBuild, logger: deps.logger }) : undefined;
  // The booking page drawn by the host shell's server build around the widget's (each team's own build).
  const renderBookingPage = env.SERVER_RENDER
    ? bookingPageRenderer({
        hostServer: hostServerBuild({ file: env.HOST_SERVER_BUILD, logger: deps.logger }),
        renderWidget: hostedStep1Renderer({ serverBuild, logger: deps.logger }),
        widgetStylesheets: widgetStylesheetSource({
          remoteUrl: env.REMOTE_URL,
          fallbackDistDir: env.REMOTE_WIDGET_DIST,
        }),
        logger: deps.logger,
      })
    : undefined;

  app.use(requestId(deps.logger));
  app.use(requestLog());
  app.use(httpMetrics(deps.metrics));
  app.use(compressResponse());
  app.use(errorHandler(providerFaultCounter(deps)));
  app.use(
    securityHeaders({
      remoteUrl: env.REMOTE_URL,
      publicUrl: env.PUBLIC_URL,
      imageOrigins: [...providerImageOrigins(deps.credentialSource), ...env.IMAGE_ORIGINS],
      hotReload: env.HOT_RELOAD,
    }),
  );
  app.use(
    rateLimit({
      store: deps.rateLimitStore,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      max: env.RATE_LIMIT_MAX,
      skip: (ctx) => UNLIMITED_PATHS.has(ctx.path),
    }),
  );
  // Partner pages the demo config allows may read /api too (its config, for instance).
  app.use(apiCors([...env.CORS_ALLOWED_ORIGINS, ...env.PARTNER_ORIGINS]));
  app.use(
    readBody({ limitBytes: env.BODY_LIMIT, maxDepth: MAX_BODY_DEPTH, formPaths: formBodyPaths(routes) }),
  );
  app.use(notFoundFallback());
  app.use(router.routes());
  app.use(allowedMethods(router));
  app.use(
    widgetPage({
      remoteUrl: env.REMOTE_URL,
      fallbackDistDir: env.REMOTE_WIDGET_DIST,
      // Read at request time: the store-backed registry replaces the seeded configs once the server opens.
      widgetConfigs: (configId) =>
        deps.widgetConfigRegistry ? deps.widgetConfigRegistry.load(configId) : deps.widgetConfigs(configId),
      logger: deps.logger,
      initialData,
      renderStep1,
    }),
  );
  app.use(supportConsole({ enabled: Boolean(env.SUPPORT_TOKEN) }));
  app.use(paymentReturnPage());
  app.use(
    pages({
      distDir: env.HOST_SHELL_DIST,
      remoteUrl: env.REMOTE_URL,
      configId: DEFAULT_CONFIG_ID,
      initialData,
      renderBookingPage,
    }),
  );
  return app;
}
