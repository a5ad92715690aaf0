/** A window-message event as the bridge reads it. */
export interface BridgeMessageEvent {
  source: unknown;
  origin: string;
  data: unknown;
}

/** The parent window, as far as the bridge talks to it. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The iframe's own window: its parent and its message events (a fake in tests). */
export interface BridgeWindow extends MessageTarget {
  /** The embedding page; the window itself when not framed. */
  readonly parent: MessageTarget;
  addEventListener(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: BridgeMessageEvent) => void): void;
}

/** Where the bridge is in the §4 initialization order. */
export type BridgePhase =
  'idle' | 'loadingConfig' | 'awaitingHandshake' | 'awaitingConfigData' | 'ready' | 'standalone' | 'disposed';
