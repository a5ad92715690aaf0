// Loaded with the first funnel event, so the rules, the stored session and the posting stay out of step 1.
import {
  SHEET_NAMES,
  WIDGET_SESSION_SECONDS,
  type FunnelEvent,
  type FunnelFlag,
  type SheetName,
} from '@booking/shared-contracts';
import type { KeyValueStorage } from '../infra/deps';
import { createFunnelSender, type FunnelSender, type FunnelSenderDeps } from '../infra/funnelSender';
import type { FunnelMoment } from './FunnelStore';

export interface FunnelRulesDeps extends FunnelSenderDeps {
  /** The browser tab's storage: a session and its flags outlast a close and a reload. */
  storage: KeyValueStorage;
}

/** One funnel session as stored. */
interface FunnelSession {
  id: string;
  /** Epoch ms after which an opening starts a new session. */
  expiresAt: number;
  sent: FunnelFlag[];
  /** Paid or timed out: the next opening starts a new session. */
  ended: boolean;
}

/** Storage key of a config's funnel session. */
export const funnelStorageKey = (configId: string) => `booking-widget.funnel.${configId}`;

const SESSION_MS = WIDGET_SESSION_SECONDS * 1000;

function parseSession(text: string | null): FunnelSession | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<FunnelSession> | null;
    return typeof value?.id === 'string' && typeof value.expiresAt === 'number' && Array.isArray(value.sent)
      ? { id: value.id, expiresAt: value.expiresAt, sent: value.sent, ended: value.ended === true }
      : null;
  } catch {
    return null;
  }
}

/**
 * The §4 funnel rules over the moments the FunnelStore notes, in their order. §4 "Flags … each send once per
 * session and reset when a new session id appears. A new session id logs OPEN." A session is the widget
 * session the BFF issued: every opening of the panel gets a new one (RootStore.close forgets it), so a
 * re-opening logs OPEN again and a second close without success is a second abandoned cart. A reload of the
 * same page keeps the widget session, and the session's flags come back from the tab's storage (while it was
 * active within a widget session, 29 min), so a reload is no new opening. A payment's success and a hosted
 * payment's failure are logged by the server, not here.
 */
export class FunnelRules {
  /** The session of the current opening; null while closed. */
  private session: FunnelSession | null = null;
  private configId = '';
  private readonly sender: FunnelSender;

  constructor(private readonly deps: FunnelRulesDeps) {
    this.sender = createFunnelSender(deps);
  }

  get sessionId(): string | null {
    return this.session?.id ?? null;
  }

  handle(moment: FunnelMoment): void {
    const { abandonedCarts, logs } = SHEET_NAMES;
    switch (moment.kind) {
      case 'open':
        this.opened(moment);
        break;
      case 'contact':
        // §4 "Entering the contact step logs CONTACT, then add_shipping_info."
        this.once(moment, 'CONTACT');
        this.once(moment, 'ADD_SHIPPING_INFO', logs, 'add_shipping_info');
        break;
      case 'payment':
        // §4 "Entering payment logs PAYMENT."
        this.once(moment, 'PAYMENT');
        break;
      case 'paymentSucceeded':
        // PAYMENT_SUCCESS and the newsletter sign-up are the server's to write, from the paid payment (the
        // payment record carries the funnel trail): the widget only ends its session.
        this.end(moment);
        break;
      case 'paymentFailed':
        this.log(moment, abandonedCarts, 'PAYMENT_FAIL');
        break;
      case 'closing':
        // Without a payment success (which ended the session) closing is an abandoned cart.
        if (this.session && !this.session.ended) this.once(moment, 'CLOSE', abandonedCarts);
        this.session = null;
        break;
      case 'pageLeft':
        // The page goes with the widget open: the same CLOSE. The session stays, for a page the browser
        // keeps (back-forward cache) or reloads: its CLOSE is sent, so no second one follows.
        if (this.session && !this.session.ended) this.once(moment, 'CLOSE', abandonedCarts);
        break;
      case 'timeout':
        if (!this.session || this.session.ended) break;
        this.log(moment, abandonedCarts, 'SESSION_TIMEOUT');
        this.end(moment);
        break;
    }
  }

  private opened(moment: FunnelMoment): void {
    const current = this.session;
    // §4 the flags "reset when a new session id appears".
    if (!current || current.ended || current.id !== moment.widgetSessionId || moment.configId !== this.configId) {
      this.configId = moment.configId;
      const stored = parseSession(this.readStored());
      // A stored session goes on only under the same widget session (a reload): a new one starts anew.
      this.session =
        stored && !stored.ended && stored.expiresAt > moment.at && stored.id === moment.widgetSessionId
          ? stored
          : { id: moment.widgetSessionId, expiresAt: 0, sent: [], ended: false };
    }
    this.once(moment, 'OPEN');
  }

  private end(moment: FunnelMoment): void {
    if (!this.session) return;
    this.session.ended = true;
    this.save(moment.at);
  }

  private once(
    moment: FunnelMoment,
    flag: FunnelFlag,
    sheet: SheetName = SHEET_NAMES.logs,
    event: FunnelEvent = flag,
  ): void {
    if (this.mark(moment, flag)) this.log(moment, sheet, event);
  }

  /** Marks a flag sent; false when it was, or when there is no session. */
  private mark(moment: FunnelMoment, flag: FunnelFlag): boolean {
    if (!this.session || this.session.sent.includes(flag)) return false;
    this.session.sent.push(flag);
    this.save(moment.at);
    return true;
  }

  private log(moment: FunnelMoment, sheet: SheetName, event: FunnelEvent): void {
    if (!this.session) return;
    const { contact } = moment;
    this.sender.log(this.configId, sheet, {
      at: moment.at,
      event,
      sessionId: this.session.id,
      tripId: moment.tripId,
      website: moment.website,
      lang: moment.lang,
      step: moment.step,
      email: contact?.email,
      phone: contact?.phone,
      client: contact ? `${contact.firstName} ${contact.lastName}` : '',
    });
  }

  private readStored(): string | null {
    try {
      return this.deps.storage.getItem(funnelStorageKey(this.configId));
    } catch {
      return null;
    }
  }

  private save(now: number): void {
    if (!this.session) return;
    this.session.expiresAt = now + SESSION_MS;
    try {
      this.deps.storage.setItem(funnelStorageKey(this.configId), JSON.stringify(this.session));
    } catch (cause) {
      // A full or blocked storage: the flags still hold for this page.
      this.deps.logger.warn('Funnel session could not be stored', cause);
    }
  }
}
