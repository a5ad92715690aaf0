// Loaded with the first funnel event, so the rules, the stored session and the posting stay out of step 1.
import {
  funnelStep,
  funnelStorageKey,
  type FunnelMoment,
  type FunnelSession,
  type FunnelState,
} from '../domain/funnelRules';
import type { KeyValueStorage } from '../infra/deps';
import { createFunnelSender, type FunnelSender, type FunnelSenderDeps } from '../infra/funnelSender';

export interface FunnelLogDeps extends FunnelSenderDeps {
  /** The browser tab's storage: a session and its flags outlast a close and a reload. */
  storage: KeyValueStorage;
}

/**
 * Applies the §4 funnel rules (domain/funnelRules.ts) to the moments the FunnelStore notes, in their order:
 * keeps the session of the current opening, stores it in the tab's storage and posts the rows.
 */
export class FunnelLog {
  private state: FunnelState = { session: null, configId: '' };
  private readonly sender: FunnelSender;

  constructor(private readonly deps: FunnelLogDeps) {
    this.sender = createFunnelSender(deps);
  }

  get sessionId(): string | null {
    return this.state.session?.id ?? null;
  }

  handle(moment: FunnelMoment): void {
    const step = funnelStep(this.state, moment, (key) => this.readStored(key));
    this.state = step.state;
    if (step.store) this.save(step.store);
    const { contact, facts } = moment;
    for (const row of step.rows) {
      this.sender.log(this.state.configId, row.sheet, facts, {
        at: moment.at,
        event: row.event,
        sessionId: row.sessionId,
        tripId: moment.tripId,
        website: moment.website,
        lang: moment.lang,
        step: moment.step,
        email: contact?.email,
        phone: contact?.phone,
        client: contact ? `${contact.firstName} ${contact.lastName}` : '',
      });
    }
  }

  private readStored(configId: string): string | null {
    try {
      return this.deps.storage.getItem(funnelStorageKey(configId));
    } catch {
      return null;
    }
  }

  private save(session: FunnelSession): void {
    try {
      this.deps.storage.setItem(funnelStorageKey(this.state.configId), JSON.stringify(session));
    } catch (cause) {
      // A full or blocked storage: the flags still hold for this page.
      this.deps.logger.warn('Funnel session could not be stored', cause);
    }
  }
}
