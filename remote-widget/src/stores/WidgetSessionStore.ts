import { makeAutoObservable, runInAction } from 'mobx';
import { WIDGET_SESSION_SECONDS } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import type { Clock, KeyValueStorage } from '../infra/deps';
import type { Logger } from '../infra/Logger';

export interface WidgetSessionStoreDeps {
  api: ApiClient;
  clock: Clock;
  logger: Logger;
  /** The browser tab's storage: a session outlasts a close and a reload while it has time left. */
  storage: KeyValueStorage;
  configId: () => string;
  /** The partner page that frames the widget, when it runs in the iframe app (the BFF checks it). */
  pageOrigin: () => string | undefined;
}

/** A session as the BFF issued it. */
interface IssuedSession {
  configId: string;
  id: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** Storage key of the widget session. */
export const widgetSessionStorageKey = 'booking-widget.session';

/** A session is taken again only while a whole widget session (29 min) still fits before it expires. */
const REUSE_MARGIN_MS = WIDGET_SESSION_SECONDS * 1000;

function parseSession(text: string | null): IssuedSession | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<IssuedSession> | null;
    return typeof value?.id === 'string' &&
      typeof value.configId === 'string' &&
      typeof value.expiresAt === 'number'
      ? { id: value.id, configId: value.configId, expiresAt: value.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * The widget session the BFF issues (POST /api/widget-session): asked for when the widget opens, carried by
 * reserve, the payment calls and the funnel rows. The widget never makes one up. A failed request leaves the
 * widget browsable; reserve asks again (`ensure`) and only then does the visitor see an error.
 */
export class WidgetSessionStore {
  session: IssuedSession | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly deps: WidgetSessionStoreDeps) {
    makeAutoObservable<WidgetSessionStore, 'deps' | 'pending'>(this, { deps: false, pending: false });
  }

  /** The current session's id, while it has not expired; null otherwise. */
  get id(): string | null {
    const { session } = this;
    if (!session || session.configId !== this.deps.configId()) return null;
    return session.expiresAt > this.deps.clock.now() ? session.id : null;
  }

  /**
   * The session for an opening: the one kept in the tab while it still has a widget session's time left,
   * or a new one from the BFF. Answers null (and logs) when the BFF cannot be asked.
   */
  async open(): Promise<string | null> {
    // The page's own copy first: a framed widget may be refused storage, and closing the panel keeps the page.
    const kept = this.reusable(this.session) ? this.session : this.kept();
    if (kept) {
      runInAction(() => (this.session = kept));
      return kept.id;
    }
    try {
      return await this.request();
    } catch (cause) {
      this.deps.logger.warn('Widget session could not be obtained', cause);
      return null;
    }
  }

  /** A valid session id, asking the BFF when there is none; rejects when it cannot be had. */
  ensure(): Promise<string> {
    const current = this.id;
    return current ? Promise.resolve(current) : this.request();
  }

  /** Forgets the session (the next opening asks for a new one). */
  clear(): void {
    this.session = null;
    try {
      this.deps.storage.removeItem(widgetSessionStorageKey);
    } catch {
      // A blocked storage held nothing.
    }
  }

  private kept(): IssuedSession | null {
    let stored: IssuedSession | null;
    try {
      stored = parseSession(this.deps.storage.getItem(widgetSessionStorageKey));
    } catch {
      return null;
    }
    return this.reusable(stored) ? stored : null;
  }

  /** True for a session of this config with a whole widget session still to run. */
  private reusable(session: IssuedSession | null): session is IssuedSession {
    return (
      session !== null &&
      session.configId === this.deps.configId() &&
      session.expiresAt - this.deps.clock.now() > REUSE_MARGIN_MS
    );
  }

  private request(): Promise<string> {
    if (this.pending) return this.pending;
    const configId = this.deps.configId();
    const pageOrigin = this.deps.pageOrigin();
    const pending = this.deps.api
      .call('widgetSession', { body: { configId, ...(pageOrigin ? { pageOrigin } : {}) } })
      .then((answer) => {
        const issued = { configId, id: answer.sessionId, expiresAt: Date.parse(answer.expiresAt) };
        runInAction(() => (this.session = issued));
        try {
          this.deps.storage.setItem(widgetSessionStorageKey, JSON.stringify(issued));
        } catch (cause) {
          this.deps.logger.warn('Widget session could not be stored', cause);
        }
        return issued.id;
      })
      .finally(() => {
        this.pending = null;
      });
    this.pending = pending;
    return pending;
  }
}
