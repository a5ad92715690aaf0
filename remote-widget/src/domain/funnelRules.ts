import {
  SHEET_NAMES,
  WIDGET_SESSION_SECONDS,
  type FunnelEvent,
  type FunnelFlag,
  type SheetName,
  type FunnelFacts,
} from '@booking/shared-contracts';

/** The visitor's details, once the contact step has them. */
export interface FunnelContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** What a row says besides its event, read at the moment of the event. */
export interface FunnelScene {
  tripId: number | null;
  website: string;
  contact: FunnelContact | null;
  /** Where the widget runs and what is in the basket, for the operators' insights (no contact data). */
  facts: FunnelFacts;
}

/** What happened in the widget, as the funnel rules take it. */
export type FunnelMomentKind =
  'open' | 'contact' | 'payment' | 'paymentSucceeded' | 'paymentFailed' | 'closing' | 'pageLeft' | 'timeout';

/** One noted moment: what happened and the widget's state then (later changes do not reach the row). */
export interface FunnelMoment extends FunnelScene {
  kind: FunnelMomentKind;
  configId: string;
  /** Epoch ms. */
  at: number;
  /** The id a new funnel session takes. */
  widgetSessionId: string;
  lang: string;
  step: number;
  /** The marketing agreement, for the payment moments. */
  marketing: boolean;
}

/** One funnel session as stored. */
export interface FunnelSession {
  id: string;
  /** Epoch ms after which an opening starts a new session. */
  expiresAt: number;
  sent: FunnelFlag[];
  /** Paid or timed out: the next opening starts a new session. */
  ended: boolean;
}

/** The rules' state between moments: the session of the current opening (null while closed) and its config. */
export interface FunnelState {
  session: FunnelSession | null;
  configId: string;
}

/** A row a moment logs, under the session it belongs to. */
export interface FunnelRow {
  sheet: SheetName;
  event: FunnelEvent;
  sessionId: string;
}

/** What one moment does: the state after it, the session to store (null: nothing to store) and the rows. */
export interface FunnelStep {
  state: FunnelState;
  store: FunnelSession | null;
  rows: FunnelRow[];
}

/** Storage key of a config's funnel session. */
export const funnelStorageKey = (configId: string) => `booking-widget.funnel.${configId}`;

const SESSION_MS = WIDGET_SESSION_SECONDS * 1000;

/** A stored funnel session, or null for anything else. */
function parseFunnelSession(text: string | null): FunnelSession | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<FunnelSession> | null;
    return typeof value?.id === 'string' && typeof value.expiresAt === 'number' && Array.isArray(value.sent)
      ? { id: value.id, expiresAt: value.expiresAt, sent: value.sent, ended: value.ended === true }
      : null;
  } catch {
    return null;
  }
}

interface Draft extends FunnelStep {
  moment: FunnelMoment;
}

/** A changed session, stored again with a new expiry. */
function keep(draft: Draft, session: FunnelSession): void {
  const kept = { ...session, expiresAt: draft.moment.at + SESSION_MS };
  draft.state = { ...draft.state, session: kept };
  draft.store = kept;
}

function log(draft: Draft, sheet: SheetName, event: FunnelEvent): void {
  const { session } = draft.state;
  if (session) draft.rows.push({ sheet, event, sessionId: session.id });
}

/** Logs a flag's row once per session; nothing without a session. */
function once(
  draft: Draft,
  flag: FunnelFlag,
  sheet: SheetName = SHEET_NAMES.logs,
  event: FunnelEvent = flag,
): void {
  const { session } = draft.state;
  if (!session || session.sent.includes(flag)) return;
  keep(draft, { ...session, sent: [...session.sent, flag] });
  log(draft, sheet, event);
}

function end(draft: Draft): void {
  const { session } = draft.state;
  if (session) keep(draft, { ...session, ended: true });
}

function open(draft: Draft, stored: (configId: string) => string | null): void {
  const { moment } = draft;
  const current = draft.state.session;
  // §4 the flags "reset when a new session id appears".
  if (
    !current ||
    current.ended ||
    current.id !== moment.widgetSessionId ||
    moment.configId !== draft.state.configId
  ) {
    const kept = parseFunnelSession(stored(moment.configId));
    // A stored session goes on only under the same widget session (a reload): a new one starts anew.
    const session =
      kept && !kept.ended && kept.expiresAt > moment.at && kept.id === moment.widgetSessionId
        ? kept
        : { id: moment.widgetSessionId, expiresAt: 0, sent: [], ended: false };
    draft.state = { session, configId: moment.configId };
  }
  once(draft, 'OPEN');
}

/**
 * The §4 funnel rules for one moment. §4 "Flags … each send once per session and reset when a new session id
 * appears. A new session id logs OPEN." A session is the widget session the BFF issued: every opening of the
 * panel gets a new one, so a re-opening logs OPEN again and a second close without success is a second
 * abandoned cart. A reload of the same page keeps the widget session, and the session's flags come back from
 * the tab's storage (`stored`, read only when an opening needs it) while it was active within a widget
 * session, so a reload is no new opening. A payment's success and a hosted payment's failure are logged by
 * the server, not here.
 */
export function funnelStep(
  state: FunnelState,
  moment: FunnelMoment,
  stored: (configId: string) => string | null,
): FunnelStep {
  const draft: Draft = { state, store: null, rows: [], moment };
  const { abandonedCarts, logs } = SHEET_NAMES;
  const live = state.session !== null && !state.session.ended;
  switch (moment.kind) {
    case 'open':
      open(draft, stored);
      break;
    case 'contact':
      // §4 "Entering the contact step logs CONTACT, then add_shipping_info."
      once(draft, 'CONTACT');
      once(draft, 'ADD_SHIPPING_INFO', logs, 'add_shipping_info');
      break;
    case 'payment':
      // §4 "Entering payment logs PAYMENT."
      once(draft, 'PAYMENT');
      break;
    case 'paymentSucceeded':
      // PAYMENT_SUCCESS and the newsletter sign-up are the server's to write, from the paid payment (the
      // payment record carries the funnel trail): the widget only ends its session.
      end(draft);
      break;
    case 'paymentFailed':
      log(draft, abandonedCarts, 'PAYMENT_FAIL');
      break;
    case 'closing':
      // Without a payment success (which ended the session) closing is an abandoned cart.
      if (live) once(draft, 'CLOSE', abandonedCarts);
      draft.state = { ...draft.state, session: null };
      break;
    case 'pageLeft':
      // The page goes with the widget open: the same CLOSE. The session stays, for a page the browser
      // keeps (back-forward cache) or reloads: its CLOSE is sent, so no second one follows.
      if (live) once(draft, 'CLOSE', abandonedCarts);
      break;
    case 'timeout':
      if (!live) break;
      log(draft, abandonedCarts, 'SESSION_TIMEOUT');
      end(draft);
      break;
  }
  return { state: draft.state, store: draft.store, rows: draft.rows };
}
