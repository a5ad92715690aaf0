/** Why an incoming message is ignored before decoding (§5). */
export type IgnoreReason = 'empty' | 'heartbeat' | 'dev_tool' | 'no_action';

const HEARTBEAT_KEYS = new Set(['timestamp', 'heartbeat', 'ping', 'pong']);
const HEARTBEAT_WORDS = /^(ping|pong|heartbeat)$/i;
/** Sources and types used by dev tools and reload machinery (React DevTools, webpack, Vite, HMR). */
const DEV_TOOL_PATTERN = /devtools|webpack|vite|hmr|hot[-_ ]?update|hotreload|live[-_ ]?reload|^reload$/i;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function devToolMarker(data: Record<string, unknown>): boolean {
  for (const key of ['source', 'type', 'action', 'event', 'name'] as const) {
    const value = data[key];
    if (typeof value === 'string' && DEV_TOOL_PATTERN.test(value)) return true;
  }
  return Object.keys(data).some((key) => /^__(REACT_DEVTOOLS|VUE_DEVTOOLS|webpack|vite)/i.test(key));
}

/**
 * §5: "Incoming messages are ignored if empty, if they carry only a timestamp, heartbeat or ping, if they
 * look like dev-tool or reload messages, or if they lack an action." Returns the rule that applies, or null.
 */
export function incomingIgnoreReason(data: unknown): IgnoreReason | null {
  if (data === null || data === undefined) return 'empty';
  if (typeof data === 'string') {
    const text = data.trim();
    if (text === '') return 'empty';
    if (HEARTBEAT_WORDS.test(text)) return 'heartbeat';
    if (DEV_TOOL_PATTERN.test(text)) return 'dev_tool';
    try {
      return incomingIgnoreReason(JSON.parse(text) as unknown);
    } catch {
      return 'no_action';
    }
  }
  if (Array.isArray(data)) return data.length === 0 ? 'empty' : 'no_action';
  if (!isRecord(data)) return 'no_action';
  const keys = Object.keys(data);
  if (keys.length === 0) return 'empty';
  if (keys.every((key) => HEARTBEAT_KEYS.has(key))) return 'heartbeat';
  for (const key of ['type', 'action'] as const) {
    const value = data[key];
    if (typeof value === 'string' && HEARTBEAT_WORDS.test(value)) return 'heartbeat';
  }
  if (devToolMarker(data)) return 'dev_tool';
  if (typeof data.action !== 'string' || data.action.trim() === '') return 'no_action';
  return null;
}

/** True when §5 says to ignore the message. */
export function shouldIgnoreIncomingMessage(data: unknown): boolean {
  return incomingIgnoreReason(data) !== null;
}
