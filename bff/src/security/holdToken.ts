import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Random bytes in a hold token: 256 bits, 43 URL-safe characters once encoded. */
const TOKEN_BYTES = 32;

/**
 * A new hold token: the capability reserve hands to whoever made a hold (ARCHITECTURE "A hold belongs
 * to whoever made it"). Only its hash is stored with the reservation.
 */
export function newHoldToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** The stored form of a hold token: its SHA-256, hex. A 256-bit random secret needs no salt or stretching. */
export function hashHoldToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * True when `token` is the one whose hash was stored. Compared in constant time over the hashes, so the
 * answer time says nothing about how much of a guess was right. A missing token or hash never matches.
 */
export function holdTokenMatches(token: string | undefined, storedHash: string | null | undefined): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(hashHoldToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The receipt key of a hold: the stored hash of its token. Knowing it lets its holder read the paid booking
 * back (GET /api/booking-receipt) and nothing else – acting on the hold needs the token itself.
 */
export const receiptKeyOf = (token: string): string => hashHoldToken(token);
