import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Env } from '../env';

/** The shortest SESSION_SECRET accepted: 32 characters. */
export const MIN_SESSION_SECRET_LENGTH = 32;

/**
 * The key widget sessions are signed with: SESSION_SECRET, or – unset – a random one generated once and kept
 * in DATA_DIR/session-secret (readable by its owner only), so a restart keeps issued sessions valid.
 */
export function sessionSecretOf(env: Pick<Env, 'SESSION_SECRET' | 'DATA_DIR'>): string {
  if (env.SESSION_SECRET !== undefined) {
    if (env.SESSION_SECRET.length < MIN_SESSION_SECRET_LENGTH)
      throw new Error(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters`);
    return env.SESSION_SECRET;
  }
  const file = path.join(env.DATA_DIR, 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SESSION_SECRET_LENGTH) return stored;
  } catch {
    // Not there yet: generated below.
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
