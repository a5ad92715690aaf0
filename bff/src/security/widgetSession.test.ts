import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_ID_PATTERN } from '@booking/shared-contracts';
import { sessionSecretOf } from './sessionSecret';
import { createWidgetSessions, originTag, WIDGET_SESSION_ID_LENGTH } from './widgetSession';

const NOW = new Date('2026-06-01T10:00:00Z');
const sessions = createWidgetSessions('a-session-secret-of-at-least-32-chars');
const issue = (configId = 'demo', origin = 'https://partner.example') =>
  sessions.issue({ configId, origin, now: NOW, ttlSeconds: 7_200 });

describe('widget sessions', () => {
  it('issues URL-safe ids the contract takes, a new one each time, expiring after the ttl', () => {
    const first = issue();
    expect(first.id).toMatch(SESSION_ID_PATTERN);
    expect(first.id).toHaveLength(WIDGET_SESSION_ID_LENGTH);
    expect(issue().id).not.toBe(first.id);
    expect(first.expiresAt.toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });

  it('verifies its own id for its config and origin until it expires', () => {
    const { id } = issue();
    expect(sessions.verify(id, 'demo', NOW)).toMatchObject({
      id,
      configId: 'demo',
      originTag: originTag('https://partner.example'),
    });
    expect(sessions.verify(id, 'demo', new Date(NOW.getTime() + 7_199_000))).not.toBeNull();
    expect(sessions.verify(id, 'demo', new Date(NOW.getTime() + 7_200_000))).toBeNull();
  });

  it('refuses another config’s id, an altered one, another secret’s and one made up', () => {
    const { id } = issue();
    expect(sessions.verify(id, 'other', NOW)).toBeNull();
    const flipped = `${id.slice(0, 3)}${id[3] === '0' ? '1' : '0'}${id.slice(4)}`;
    expect(sessions.verify(flipped, 'demo', NOW)).toBeNull();
    expect(createWidgetSessions('another-secret-of-at-least-32-chars').verify(id, 'demo', NOW)).toBeNull();
    expect(sessions.verify('widget_1795000000000_abcdefghij', 'demo', NOW)).toBeNull();
    expect(sessions.verify(undefined, 'demo', NOW)).toBeNull();
  });
});

describe('sessionSecretOf', () => {
  it('takes SESSION_SECRET, refusing one shorter than 32 characters', () => {
    const secret = 'x'.repeat(32);
    expect(sessionSecretOf({ SESSION_SECRET: secret, DATA_DIR: '/nonexistent' })).toBe(secret);
    expect(() => sessionSecretOf({ SESSION_SECRET: 'short', DATA_DIR: '/nonexistent' })).toThrow(
      'SESSION_SECRET must be at least 32 characters',
    );
  });

  it('generates one into DATA_DIR when unset, readable by its owner only, and keeps it across restarts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'session-secret-'));
    const generated = sessionSecretOf({ SESSION_SECRET: undefined, DATA_DIR: dir });
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(generated);
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o077).toBe(0);
    expect(sessionSecretOf({ SESSION_SECRET: undefined, DATA_DIR: dir })).toBe(generated);
  });
});
