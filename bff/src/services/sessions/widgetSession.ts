import type { AppDeps } from '../../deps';
import { configNotFound, originNotAllowed, sessionInvalid, sessionsExhausted } from '../../errors';
import { cspOrigin } from '../../security/origins';
import { originTag, type WidgetSession } from '../../security/widgetSession';

type Deps = Pick<AppDeps, 'env' | 'widgetConfigs' | 'widgetSessions' | 'clock' | 'rateLimitStore' | 'logger'>;

/** The origins of the BFF itself and of the widget remote: pages that frame or serve the widget app. */
function ownOrigins(deps: Pick<AppDeps, 'env'>): Set<string> {
  return new Set([deps.env.PUBLIC_URL, deps.env.REMOTE_URL].map((url) => new URL(url).origin));
}

/** Origins a config lets run its widget: its `allowedOrigins` (`*` for any) and its own site (`domain`). */
function configAllows(deps: Pick<AppDeps, 'widgetConfigs'>, configId: string, origin: string): boolean {
  const config = deps.widgetConfigs(configId);
  const listed = config?.globalConfig.allowedOrigins ?? [];
  if (listed.some((value) => value.trim() === '*')) return true;
  return [...listed, config?.globalConfig.domain ?? ''].some((value) => cspOrigin(value) === origin);
}

/**
 * A new widget session for a config, bound to the page it runs on: the request's Origin when the widget runs
 * on a partner page (federated), or – when the call comes from the BFF's own iframe app – the partner origin
 * the app says frames it, taken only when the config allows that origin (the app's own origin otherwise).
 * At most SESSIONS_PER_CLIENT per client address and window.
 */
export async function issueWidgetSession(
  deps: Deps,
  input: { configId: string; pageOrigin?: string; requestOrigin?: string; clientKey: string },
): Promise<{ sessionId: string; expiresAt: string }> {
  const { configId } = input;
  if (!deps.widgetConfigs(configId)) throw configNotFound(configId);
  const own = ownOrigins(deps);
  const requestOrigin = input.requestOrigin ? cspOrigin(input.requestOrigin) : null;
  let origin: string;
  if (requestOrigin && !own.has(requestOrigin)) {
    if (!configAllows(deps, configId, requestOrigin)) throw originNotAllowed();
    origin = requestOrigin;
  } else {
    const claimed = input.pageOrigin ? cspOrigin(input.pageOrigin) : null;
    if (claimed && !own.has(claimed) && !configAllows(deps, configId, claimed)) throw originNotAllowed();
    origin = claimed ?? requestOrigin ?? new URL(deps.env.PUBLIC_URL).origin;
  }
  await countIssue(deps, input.clientKey);
  const issued = deps.widgetSessions.issue({
    configId,
    origin,
    now: deps.clock.now(),
    ttlSeconds: deps.env.SESSION_TTL_SECONDS,
  });
  return { sessionId: issued.id, expiresAt: issued.expiresAt.toISOString() };
}

async function countIssue(deps: Deps, clientKey: string): Promise<void> {
  let count: number;
  try {
    ({ count } = await deps.rateLimitStore.hit(`session-issue:${clientKey}`, deps.env.FUNNEL_WINDOW_MS));
  } catch (error) {
    // A counter outage must not stop the widget from opening.
    deps.logger.warn({ err: error }, 'session issue counter unavailable');
    return;
  }
  if (count > deps.env.SESSIONS_PER_CLIENT) throw sessionsExhausted();
}

/**
 * The verified widget session a browser call names, or `400 session_invalid` – one answer for a missing,
 * forged, expired or other config's id. A call from a foreign page must come from the origin the session
 * was issued for (calls from the BFF's own pages carry the iframe app's origin and are not compared).
 */
export function requireWidgetSession(
  deps: Pick<AppDeps, 'env' | 'widgetSessions' | 'clock'>,
  configId: string,
  sessionId: string | undefined,
  requestOrigin?: string,
): WidgetSession {
  const session = deps.widgetSessions.verify(sessionId, configId, deps.clock.now());
  if (!session) throw sessionInvalid();
  const origin = requestOrigin ? cspOrigin(requestOrigin) : null;
  if (origin && !ownOrigins(deps).has(origin) && originTag(origin) !== session.originTag)
    throw sessionInvalid();
  return session;
}

/**
 * The page origin a verified widget session was issued for, when it can be told: a foreign request Origin
 * (`requireWidgetSession` checked it against the session), or the origin the widget claims (the iframe app
 * knows its parent) when it matches the session's tag, or the BFF's own pages. Null otherwise.
 */
export function sessionPageOrigin(
  deps: Pick<AppDeps, 'env'>,
  session: WidgetSession,
  input: { requestOrigin?: string; claimed?: string },
): string | null {
  const own = ownOrigins(deps);
  const request = input.requestOrigin ? cspOrigin(input.requestOrigin) : null;
  if (request && !own.has(request)) return request;
  const candidates = [input.claimed ? cspOrigin(input.claimed) : null, ...own];
  return candidates.find((origin) => origin && originTag(origin) === session.originTag) ?? null;
}
