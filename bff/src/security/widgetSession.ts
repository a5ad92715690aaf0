import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every issued id starts so; the rest is fixed-width, so it parses without separators. */
const PREFIX = 'ws_';
/** Expiry, epoch seconds in base 36, left-padded: 8 characters last until the year 2059. */
const EXPIRY_CHARS = 8;
/** 96 random bits, base64url. */
const RANDOM_CHARS = 16;
/** The first 48 bits of the origin's SHA-256, base64url. */
const ORIGIN_CHARS = 8;
/** 128 bits of HMAC-SHA256, base64url. */
const MAC_CHARS = 22;
/** Length of every issued id (57: well inside the contract's 11–128 URL-safe characters). */
export const WIDGET_SESSION_ID_LENGTH =
  PREFIX.length + EXPIRY_CHARS + RANDOM_CHARS + ORIGIN_CHARS + MAC_CHARS;

/** A verified widget session: what the id itself proves. */
export interface WidgetSession {
  id: string;
  configId: string;
  /** Tag of the page origin it was issued for (compare with `originTag`). */
  originTag: string;
  expiresAt: Date;
}

/** Issues and verifies widget session ids with one server secret. */
export interface WidgetSessions {
  issue(input: { configId: string; origin: string; now: Date; ttlSeconds: number }): {
    id: string;
    expiresAt: Date;
  };
  /** The session, or null when the id was not issued by this secret for this config, or has expired. */
  verify(id: string | undefined, configId: string, now: Date): WidgetSession | null;
}

/** The short tag an origin is bound by inside a session id. */
export function originTag(origin: string): string {
  return createHash('sha256').update(origin, 'utf8').digest('base64url').slice(0, ORIGIN_CHARS);
}

/**
 * Session ids signed with `secret`: random, bound to a config and a page origin, with an expiry, and an HMAC
 * over all of it – so any instance holding the secret verifies an id without a store, and no id can be
 * chosen, altered, moved to another config or kept alive past its expiry by the client.
 */
export function createWidgetSessions(secret: string): WidgetSessions {
  const mac = (configId: string, body: string) =>
    createHmac('sha256', secret)
      .update(`${configId}\u001f${body}`, 'utf8')
      .digest('base64url')
      .slice(0, MAC_CHARS);
  return {
    issue({ configId, origin, now, ttlSeconds }) {
      const expiresSeconds = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const body =
        PREFIX +
        expiresSeconds.toString(36).padStart(EXPIRY_CHARS, '0') +
        randomBytes(12).toString('base64url') +
        originTag(origin);
      return { id: body + mac(configId, body), expiresAt: new Date(expiresSeconds * 1000) };
    },
    verify(id, configId, now) {
      if (!id || id.length !== WIDGET_SESSION_ID_LENGTH || !id.startsWith(PREFIX)) return null;
      const body = id.slice(0, -MAC_CHARS);
      const given = Buffer.from(id.slice(-MAC_CHARS));
      const expected = Buffer.from(mac(configId, body));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const expiresSeconds = parseInt(id.slice(PREFIX.length, PREFIX.length + EXPIRY_CHARS), 36);
      if (!Number.isFinite(expiresSeconds) || expiresSeconds * 1000 <= now.getTime()) return null;
      return {
        id,
        configId,
        originTag: body.slice(-ORIGIN_CHARS),
        expiresAt: new Date(expiresSeconds * 1000),
      };
    },
  };
}
