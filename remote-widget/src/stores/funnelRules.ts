// Loaded with the first funnel event, so the rules, the stored session and the posting stay out of step 1.
import {
  SHEET_NAMES,
  WIDGET_SESSION_SECONDS,
  type FunnelEvent,
  type FunnelFlag,
  type SheetName,
} from '@booking/shared-contracts';
import type { KeyValueStorage } from './deps';
import { createFunnelSender, type FunnelSender, type FunnelSenderDeps } from './funnelSender';
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
 * The §4 funnel rules over the moments the FunnelStore notes, in their order. A session starts at an
 * opening under the widget session id the BFF issued and logs OPEN; it lasts over closing and re-opening
 * (and reloads in the tab) under that id until it has been idle for a widget session (29 min), is paid, or
 * times out while open. A payment's success is logged by the server, not here.
 * Each flag is sent once per session and kept with the session id in the tab's storage.
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
        this.once(moment, 'CONTACT');
        break;
      case 'contactGiven':
        // §4 "Entering the contact step logs CONTACT, then add_shipping_info."
        this.once(moment, 'ADD_SHIPPING_INFO', logs, 'add_shipping_info');
        break;
      case 'paymentStarted':
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
      case 'timeout':
        if (!this.session || this.session.ended) break;
        this.log(moment, abandonedCarts, 'SESSION_TIMEOUT');
        this.end(moment);
        break;
    }
  }

  private opened(moment: FunnelMoment): void {
    if (!this.session || this.session.ended || moment.configId !== this.configId) {
      this.configId = moment.configId;
      const stored = parseSession(this.readStored());
      // A stored session goes on only under the same widget session: a new one the BFF issued starts anew.
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
