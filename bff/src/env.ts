import path from 'node:path';
import { collectVars, EnvError, type Source, type VarReaders } from './envParsers';

export { EnvError } from './envParsers';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** Typed, validated settings of the BFF process. */
export interface Env {
  /** Port the BFF listens on (0 picks a free one). */
  PORT: number;
  /** Interface to bind. */
  HOST: string;
  /** Public base URL of the BFF (no trailing slash): page links, redirects, the widget's domain. */
  PUBLIC_URL: string;
  /** Where the widget remote (Module Federation entry and iframe assets) is served. */
  REMOTE_URL: string;
  /** Folder of the host-shell build whose index.html is the page template. */
  HOST_SHELL_DIST: string;
  /** The host shell's server build (the booking page drawn on the server); a missing file leaves it to browsers. */
  HOST_SERVER_BUILD: string;
  /** Origins allowed to call /api cross-origin; the BFF's own and REMOTE_URL's origin are always included. */
  CORS_ALLOWED_ORIGINS: string[];
  /** Partner origins the seeded `demo` config lets embed and drive the widget (its `allowedOrigins`). */
  PARTNER_ORIGINS: string[];
  /** PostgreSQL connection string; when absent the embedded PGlite store in DATA_DIR is used. */
  DATABASE_URL: string | undefined;
  /** Folder of the embedded store and other local data (absolute). */
  DATA_DIR: string;
  /** Redis connection string for the shared cache and rate limits; in-process when absent. */
  REDIS_URL: string | undefined;
  /** Prefix of every Redis key (cache and rate limits), so deployments or test runs can share one Redis. */
  REDIS_PREFIX: string;
  /** pino log level. */
  LOG_LEVEL: (typeof LOG_LEVELS)[number];
  /** Largest accepted request body in bytes (parsed from e.g. "100kb"). */
  BODY_LIMIT: number;
  /** Length of one rate-limit window in milliseconds. */
  RATE_LIMIT_WINDOW_MS: number;
  /** Requests one IP may make per window. */
  RATE_LIMIT_MAX: number;
  /** Trust X-Forwarded-* headers (set behind a load balancer). */
  TRUST_PROXY: boolean;
  /** Reservations one client (its address; IPv6 by /64) may hold at once (live, unexpired holds). */
  HOLD_LIMIT_PER_CLIENT: number;
  /** Reservations one widget session may hold at once (a changed selection releases the old hold first). */
  HOLD_LIMIT_PER_SESSION: number;
  /** Seats one widget session may hold at once, over all its live holds. */
  HOLD_SEATS_PER_SESSION: number;
  /** Percent of a departure's seats one client or one session may hold at once (at least one seat). */
  HOLD_SHARE_PER_DEPARTURE_PERCENT: number;
  /** A reserve of more seats than this must carry the contact step's name and e-mail or phone. */
  HOLD_CONTACT_ABOVE_SEATS: number;
  /** Payments one hold may be tried with (a refused BLIK code, a switch of method, a failure each count). */
  PAYMENT_TRIES_PER_HOLD: number;
  /**
   * A Tpay BLIK payment still unconfirmed this long after its code was sent counts as failed (not confirmed
   * in the banking app in time): the code lives 2 minutes (Tpay's BLIK docs), plus a margin for the bank.
   */
  TPAY_BLIK_CONFIRM_WINDOW_MS: number;
  /**
   * Key widget session ids are signed with (at least 32 characters); every instance needs the same one. Unset,
   * one is generated once and kept in DATA_DIR/session-secret.
   */
  SESSION_SECRET: string | undefined;
  /** How long an issued widget session verifies: the widget session (1740 s) plus a hold paid late. */
  SESSION_TTL_SECONDS: number;
  /** Widget sessions one client address may be issued per FUNNEL_WINDOW_MS. */
  SESSIONS_PER_CLIENT: number;
  /** Length of the funnel-row and session-issue rate windows in milliseconds. */
  FUNNEL_WINDOW_MS: number;
  /** Funnel rows one widget session may post per window. */
  FUNNEL_ROWS_PER_SESSION: number;
  /** Funnel rows one config takes per window from all its sessions together. */
  FUNNEL_ROWS_PER_CONFIG: number;
  /** Days the insights keep funnel events and sessions; older ones are purged hourly. */
  INSIGHTS_RETENTION_DAYS: number;
  /** How long the Newsletter sheet's e-mail column is kept before it is read again, in seconds. */
  NEWSLETTER_CACHE_SECONDS: number;
  /** Bearer token /metrics is served with; without one /metrics is not served. */
  METRICS_TOKEN: string | undefined;
  /** Accept the legacy Sheets body that carries a service account key from the browser (off: 400). */
  SHEETS_LEGACY_BODY: boolean;
  /** Sheet rows the Sheets worker claims per pass (appended in one call per config and sheet). */
  SHEETS_BATCH_SIZE: number;
  /** A claimed row returns to the queue after this long if its worker died mid-delivery. */
  SHEETS_LEASE_MS: number;
  /** First retry delay of a failed append (doubling, with jitter, up to SHEETS_BACKOFF_CAP_MS). */
  SHEETS_BACKOFF_BASE_MS: number;
  SHEETS_BACKOFF_CAP_MS: number;
  /** Bearer token of /api/support/* and the /support console; unset, the support API is off. */
  SUPPORT_TOKEN: string | undefined;
  /** Runtime mode. */
  NODE_ENV: (typeof NODE_ENVS)[number];
  /** Hosts besides the configured providers' own that pages may load images from (the CSP's img-src). */
  IMAGE_ORIGINS: string[];
  /** A client must send its request headers within this long, or its connection is closed (408). */
  HEADERS_TIMEOUT_MS: number;
  /** A client must send its whole request (headers and body) within this long, or it is answered 408. */
  REQUEST_TIMEOUT_MS: number;
  /** The outbox worker and the Sheets delivery run (`OUTBOX_WORKER=off`, `false` or `0` stops both). */
  OUTBOX_WORKER: boolean;
  /** The Sheets delivery runs (`SHEETS_WORKER=off` stops only it). */
  SHEETS_WORKER: boolean;
  /** The payment reconciler runs (`PAYMENT_RECONCILER=off` stops it). */
  PAYMENT_RECONCILER: boolean;
  /** How long a claimed outbox message stays with a worker that died; unset (or not a positive integer): 60 s. */
  OUTBOX_LEASE_MS: number | undefined;
  /** Folder the remote-widget build is read from (its widget.html is the iframe page when no remote serves it). */
  REMOTE_WIDGET_DIST: string;
  /** Pages carry step 1 rendered by the remote's server build (`SERVER_RENDER=false` leaves it to the browser). */
  SERVER_RENDER: boolean;
  /** `npm run dev` sets it: pages may open the remote dev server's hot-reload socket (never in production). */
  HOT_RELOAD: boolean;
  /** Where npm was started: the config command resolves file arguments from here. */
  INIT_CWD: string;
  /** The variables provider credentials are read from, per config (the parsed source itself). */
  CREDENTIAL_SOURCE: Readonly<Record<string, string | undefined>>;
}

/** host-shell/dist of the repository: two levels up from bff/src or bff/dist. */
export const DEFAULT_HOST_SHELL_DIST = path.resolve(__dirname, '..', '..', 'host-shell', 'dist');
/** host-shell's server build of the repository, beside its browser build. */
export const DEFAULT_HOST_SERVER_BUILD = path.resolve(
  __dirname,
  '..',
  '..',
  'host-shell',
  'server-dist',
  'host-server.js',
);
/** remote-widget/dist of the repository: two levels up from bff/src or bff/dist. */
export const DEFAULT_REMOTE_WIDGET_DIST = path.resolve(__dirname, '..', '..', 'remote-widget', 'dist');

/**
 * Where the real providers serve the images pages show: Tpay's payment-group logos (production and sandbox)
 * and Bokun's activity photos (its image CDN and the originals behind it). A provider sandbox or a self-hosted
 * stand-in is allowed through its configured base URL instead (see `providerImageOrigins`).
 */
const PROVIDER_IMAGE_ORIGINS = [
  'https://secure.tpay.com',
  'https://secure.sandbox.tpay.com',
  'https://imgcdn.bokun.tools',
  'https://bokunprod.imgix.net',
];

/** The demo partner page of `npm start` (scripts/serve-partner.mjs, PARTNER_PORT 8082). */
const DEMO_PARTNER_ORIGINS = ['http://localhost:8082', 'http://127.0.0.1:8082'];

/**
 * Parses and validates the environment. Throws an EnvError listing every bad variable at once,
 * so a misconfigured deploy fails at boot with one clear message instead of at the first request.
 */
export function parseEnv(source: Source = process.env): Env {
  return collectVars(source, (v) => {
    const PORT = v.int('PORT', 8080, { min: 0, max: 65535 });
    const PUBLIC_URL = v.url('PUBLIC_URL', `http://localhost:${PORT}`);
    const REMOTE_URL = v.url('REMOTE_URL', 'http://localhost:8081');
    return {
      PORT,
      HOST: v.str('HOST', '0.0.0.0'),
      PUBLIC_URL,
      REMOTE_URL,
      HOST_SHELL_DIST: path.resolve(v.str('HOST_SHELL_DIST', DEFAULT_HOST_SHELL_DIST)),
      HOST_SERVER_BUILD: path.resolve(v.str('HOST_SERVER_BUILD', DEFAULT_HOST_SERVER_BUILD)),
      CORS_ALLOWED_ORIGINS: withOwnOrigins(v.originList('CORS_ALLOWED_ORIGINS'), [PUBLIC_URL, REMOTE_URL]),
      PARTNER_ORIGINS: orDefault(v.originList('PARTNER_ORIGINS'), DEMO_PARTNER_ORIGINS),
      DATABASE_URL: v.optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:']),
      DATA_DIR: path.resolve(v.str('DATA_DIR', './.data')),
      REDIS_URL: v.optionalUrl('REDIS_URL', ['redis:', 'rediss:']),
      REDIS_PREFIX: v.str('REDIS_PREFIX', 'booking'),
      LOG_LEVEL: v.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
      BODY_LIMIT: v.bytes('BODY_LIMIT', '100kb'),
      // 600 requests a minute per IP: a visitor paging through twelve months of calendar stays far below.
      RATE_LIMIT_WINDOW_MS: v.int('RATE_LIMIT_WINDOW_MS', 60_000, { min: 1 }),
      RATE_LIMIT_MAX: v.int('RATE_LIMIT_MAX', 600, { min: 1 }),
      TRUST_PROXY: v.bool('TRUST_PROXY', false),
      // Enough for a family trying a few dates; a hoarder runs out long before the slots do.
      HOLD_LIMIT_PER_CLIENT: v.int('HOLD_LIMIT_PER_CLIENT', 10, { min: 1 }),
      // A visitor holds one booking at a time; a renewal or a slow release may overlap it briefly.
      HOLD_LIMIT_PER_SESSION: v.int('HOLD_LIMIT_PER_SESSION', 3, { min: 1 }),
      ...holdBoundVars(v),
      SESSION_SECRET: v.str('SESSION_SECRET', '') || undefined,
      // 29 minutes of widget session, then up to 91 for a hold that is paid late (the provider page, a bank).
      SESSION_TTL_SECONDS: v.int('SESSION_TTL_SECONDS', 7_200, { min: 1_740 }),
      SESSIONS_PER_CLIENT: v.int('SESSIONS_PER_CLIENT', 60, { min: 1 }),
      FUNNEL_WINDOW_MS: v.int('FUNNEL_WINDOW_MS', 600_000, { min: 1_000 }),
      // A session logs about ten rows (each flag once, a few payment failures).
      FUNNEL_ROWS_PER_SESSION: v.int('FUNNEL_ROWS_PER_SESSION', 30, { min: 1 }),
      FUNNEL_ROWS_PER_CONFIG: v.int('FUNNEL_ROWS_PER_CONFIG', 5_000, { min: 1 }),
      // A year and a month: this season against the last one's.
      INSIGHTS_RETENTION_DAYS: v.int('INSIGHTS_RETENTION_DAYS', 400, { min: 1 }),
      NEWSLETTER_CACHE_SECONDS: v.int('NEWSLETTER_CACHE_SECONDS', 60, { min: 1 }),
      METRICS_TOKEN: v.str('METRICS_TOKEN', '') || undefined,
      SHEETS_LEGACY_BODY: v.bool('SHEETS_LEGACY_BODY', false),
      SERVER_RENDER: v.bool('SERVER_RENDER', true),
      HOT_RELOAD: v.bool('HOT_RELOAD', false),
      SHEETS_BATCH_SIZE: v.int('SHEETS_BATCH_SIZE', 100, { min: 1, max: 1000 }),
      SHEETS_LEASE_MS: v.int('SHEETS_LEASE_MS', 60_000, { min: 1000 }),
      // Google's advice for 429/5xx: exponential backoff, capped at about a minute.
      SHEETS_BACKOFF_BASE_MS: v.int('SHEETS_BACKOFF_BASE_MS', 2_000, { min: 1 }),
      SHEETS_BACKOFF_CAP_MS: v.int('SHEETS_BACKOFF_CAP_MS', 64_000, { min: 1 }),
      SUPPORT_TOKEN: v.str('SUPPORT_TOKEN', '') || undefined,
      NODE_ENV: v.oneOf('NODE_ENV', NODE_ENVS, 'development'),
      IMAGE_ORIGINS: orDefault(v.originList('IMAGE_ORIGINS'), PROVIDER_IMAGE_ORIGINS),
      // A slow-header client (Slowloris) holds a connection only this long.
      HEADERS_TIMEOUT_MS: v.int('HEADERS_TIMEOUT_MS', 10_000, { min: 1000 }),
      REQUEST_TIMEOUT_MS: v.int('REQUEST_TIMEOUT_MS', 30_000, { min: 1000 }),
      ...processVars(v),
      CREDENTIAL_SOURCE: source,
    };
  });
}

const isOff = (value: string) => ['off', 'false', '0'].includes(value.toLowerCase());

/** Job switches, folders and the npm start folder: read as given, never refused. */
function processVars(v: VarReaders) {
  const leaseMs = Number(v.str('OUTBOX_LEASE_MS', ''));
  return {
    OUTBOX_WORKER: !isOff(v.str('OUTBOX_WORKER', '')),
    SHEETS_WORKER: !isOff(v.str('SHEETS_WORKER', '')),
    PAYMENT_RECONCILER: !isOff(v.str('PAYMENT_RECONCILER', '')),
    OUTBOX_LEASE_MS: Number.isInteger(leaseMs) && leaseMs > 0 ? leaseMs : undefined,
    REMOTE_WIDGET_DIST: path.resolve(v.str('REMOTE_WIDGET_DIST', DEFAULT_REMOTE_WIDGET_DIST)),
    INIT_CWD: v.str('INIT_CWD', '.'),
  };
}

/** Seats and payment tries one visitor may take: hoarding a departure or the payment provider is bounded. */
function holdBoundVars(v: VarReaders) {
  return {
    // A family or a school class; a whole departure needs the operator.
    HOLD_SEATS_PER_SESSION: v.int('HOLD_SEATS_PER_SESSION', 30, { min: 1 }),
    HOLD_SHARE_PER_DEPARTURE_PERCENT: v.int('HOLD_SHARE_PER_DEPARTURE_PERCENT', 50, { min: 1, max: 100 }),
    HOLD_CONTACT_ABOVE_SEATS: v.int('HOLD_CONTACT_ABOVE_SEATS', 8, { min: 0 }),
    PAYMENT_TRIES_PER_HOLD: v.int('PAYMENT_TRIES_PER_HOLD', 5, { min: 1 }),
    // 2 minutes of code validity (docs-api.tpay.com "BLIK") and 30 s for the bank's answer to reach Tpay.
    TPAY_BLIK_CONFIRM_WINDOW_MS: v.int('TPAY_BLIK_CONFIRM_WINDOW_MS', 150_000, { min: 1_000 }),
  };
}

function orDefault(origins: string[], fallback: string[]): string[] {
  return origins.length > 0 ? origins : fallback;
}

function withOwnOrigins(origins: string[], urls: string[]): string[] {
  return [...new Set([...urls.map((url) => new URL(url).origin), ...origins])];
}

/** Parses the environment or ends the process with the validation message (for CLI entry points). */
export function parseEnvOrExit(source: Source = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
