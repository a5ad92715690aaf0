import { ValidationError } from 'yup';
import { decodeBase64Json } from './base64Json';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  incomingMessageSchemas,
  outgoingMessageSchemas,
  type IncomingAction,
  type IncomingMessage,
  type OutgoingAction,
  type OutgoingMessage,
} from './protocol';

/** Why a message could not be decoded. */
export type DecodeFailure<A extends string = IncomingAction> =
  | { ok: false; reason: 'not_an_object' | 'no_action' | 'unknown_action' | 'bad_base64' }
  | { ok: false; reason: 'invalid_payload'; action: A; errors: string[] };

export type DecodeResult = { ok: true; message: IncomingMessage } | DecodeFailure;
export type OutgoingDecodeResult = { ok: true; message: OutgoingMessage } | DecodeFailure<OutgoingAction>;

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

function decodeWith<A extends string, M>(
  schemas: Record<A, ObjectSchema<AnyObject>>,
  input: unknown,
): { ok: true; message: M } | DecodeFailure<A> {
  const raw = parseJsonText(input);
  if (!isRecord(raw)) return { ok: false, reason: 'not_an_object' };
  if (typeof raw.action !== 'string' || raw.action === '') return { ok: false, reason: 'no_action' };
  if (!Object.hasOwn(schemas, raw.action)) return { ok: false, reason: 'unknown_action' };
  const action = raw.action as A;
  const payload = payloadOf(raw);
  if (payload === 'bad_base64') return { ok: false, reason: 'bad_base64' };
  try {
    const valid = schemas[action].validateSync(payload, { abortEarly: false });
    return { ok: true, message: { action, ...valid } as M };
  } catch (error) {
    const errors = error instanceof ValidationError ? error.errors : [String(error)];
    return { ok: false, reason: 'invalid_payload', action, errors };
  }
}

/**
 * Decodes and validates an incoming window message (host → widget). Accepts the plain form
 * `{ action, ...fields }`, the base64 form `{ action, data: '<base64 of JSON>' }`, and either as a JSON string.
 */
export function decodeIncomingMessage(input: unknown): DecodeResult {
  return decodeWith<IncomingAction, IncomingMessage>(incomingMessageSchemas, input);
}

/** Decodes and validates a message the widget sent (widget → host), in the same forms. */
export function decodeOutgoingMessage(input: unknown): OutgoingDecodeResult {
  return decodeWith<OutgoingAction, OutgoingMessage>(outgoingMessageSchemas, input);
}
