import { ValidationError } from 'yup';
import { decodeBase64Json } from './base64Json';
import { incomingMessageSchemas, type IncomingAction, type IncomingMessage } from './protocol';

/** Why a message could not be decoded. */
export type DecodeFailure =
  | { ok: false; reason: 'not_an_object' | 'no_action' | 'unknown_action' | 'bad_base64' }
  | { ok: false; reason: 'invalid_payload'; action: IncomingAction; errors: string[] };

export type DecodeResult = { ok: true; message: IncomingMessage } | DecodeFailure;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The payload fields of a raw message: beside `action`, or inside `data` (base64 JSON or an object). */
function payloadOf(raw: Record<string, unknown>): Record<string, unknown> | 'bad_base64' {
  const { action: _action, data, ...rest } = raw;
  if (typeof data === 'string') {
    const decoded = decodeBase64Json(data);
    return isRecord(decoded) ? { ...rest, ...decoded } : 'bad_base64';
  }
  if (isRecord(data)) return { ...rest, ...data };
  return rest;
}

/**
 * Decodes and validates an incoming window message. Accepts the plain form `{ action, ...fields }`,
 * the base64 form `{ action, data: '<base64 of JSON>' }`, and either as a JSON string.
 */
export function decodeIncomingMessage(input: unknown): DecodeResult {
  const raw = parseJsonText(input);
  if (!isRecord(raw)) return { ok: false, reason: 'not_an_object' };
  if (typeof raw.action !== 'string' || raw.action === '') return { ok: false, reason: 'no_action' };
  if (!Object.hasOwn(incomingMessageSchemas, raw.action)) return { ok: false, reason: 'unknown_action' };
  const action = raw.action as IncomingAction;
  const payload = payloadOf(raw);
  if (payload === 'bad_base64') return { ok: false, reason: 'bad_base64' };
  try {
    const valid = incomingMessageSchemas[action].validateSync(payload, { abortEarly: false });
    return { ok: true, message: { action, ...valid } as IncomingMessage };
  } catch (error) {
    const errors = error instanceof ValidationError ? error.errors : [String(error)];
    return { ok: false, reason: 'invalid_payload', action, errors };
  }
}
