// Messages between the bench runner and the servers it forks, so each server gets a core of its own
// and the load generator never shares its event loop.

/** Sent by a target once it listens. */
export interface ReadyMessage {
  type: 'ready';
  url: string;
}

/** Asked of the BFF target: how many availability calls reached the Bokun sandbox. */
export interface CountRequest {
  type: 'count';
}

export interface CountReply {
  type: 'count';
  upstreamScheduleCalls: number;
}

/** Asked of the BFF target: its resident memory now, and the highest seen since it started. */
export interface MemoryRequest {
  type: 'memory';
}

export interface MemoryReply {
  type: 'memory';
  rssBytes: number;
  maxRssBytes: number;
}

/** Given to the bare target: the JSON body its POST route answers, and the HTML its GET route answers. */
export interface PayloadMessage {
  type: 'payload';
  body: unknown;
  html?: string;
}

export type ToTarget = CountRequest | MemoryRequest | PayloadMessage;
export type FromTarget = ReadyMessage | CountReply | MemoryReply;

/** Sends a message to the parent; targets are always forked with an IPC channel. */
export function reply(message: FromTarget): void {
  process.send?.(message);
}
