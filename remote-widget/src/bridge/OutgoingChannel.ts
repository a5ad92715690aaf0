import {
  buildOutgoingMessage,
  decideOutgoingSend,
  type OutgoingAction,
  type OutgoingPayloads,
  type SentRecord,
} from '@booking/shared-contracts';
import type { Logger } from '../infra/Logger';
import type { MessageTarget } from './types';

/**
 * Messages to the parent: validated against the protocol, identical ones within 100 ms dropped (§5), sent
 * to any origin until the parent's origin is known (§6 "target origin is any"; SPEC-NOTES "posts to the
 * parent's origin once known").
 */
export class OutgoingChannel {
  private last: SentRecord | undefined;
  private targetOrigin = '*';

  constructor(
    private readonly parent: MessageTarget,
    private readonly now: () => number,
    private readonly logger: Logger,
  ) {}

  /** Pins the origin later messages go to. */
  setParentOrigin(origin: string): void {
    if (origin && origin !== 'null') this.targetOrigin = origin;
  }

  /** Sends a message; answers false when it was dropped as a duplicate or could not be built. */
  send<A extends OutgoingAction>(action: A, payload: OutgoingPayloads[A]): boolean {
    let message: unknown;
    try {
      message = buildOutgoingMessage(action, payload);
    } catch (error) {
      this.logger.error(`Outgoing message ${action} breaks the protocol`, { error });
      return false;
    }
    const decision = decideOutgoingSend(this.last, message, this.now());
    this.last = decision.record;
    if (!decision.send) {
      this.logger.debug(`Dropped a duplicate ${action} message`);
      return false;
    }
    this.parent.postMessage(message, this.targetOrigin);
    return true;
  }
}
