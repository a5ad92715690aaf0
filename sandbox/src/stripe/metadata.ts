// Stripe's limits on `metadata` (the same on every object that carries it).
import { invalidRequest } from './errors';
import type { FormValue } from './formBody';

export const MAX_METADATA_KEYS = 50;
export const MAX_METADATA_KEY_LENGTH = 40;
export const MAX_METADATA_VALUE_LENGTH = 500;

/**
 * Checks `metadata` of a create call: at most 50 keys of at most 40 characters, string values of at most 500.
 * An empty value means "unset" to Stripe, so on create it is dropped rather than stored.
 */
export function parseMetadata(value: FormValue | undefined, param = 'metadata'): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidRequest(`Invalid object: ${param} must be a set of key-value pairs.`, param);
  const entries = Object.entries(value);
  if (entries.length > MAX_METADATA_KEYS) {
    throw invalidRequest(
      `Invalid ${param}: at most ${MAX_METADATA_KEYS} keys are allowed, ${entries.length} were sent.`,
      param,
    );
  }
  const kept: Record<string, string> = {};
  for (const [key, entry] of entries) {
    if (typeof entry !== 'string')
      throw invalidRequest(`Invalid string: ${param}[${key}]`, `${param}[${key}]`);
    if (key.length > MAX_METADATA_KEY_LENGTH) {
      throw invalidRequest(
        `Invalid ${param}: keys are at most ${MAX_METADATA_KEY_LENGTH} characters, "${key}" has ${key.length}.`,
        `${param}[${key}]`,
      );
    }
    if (entry.length > MAX_METADATA_VALUE_LENGTH) {
      throw invalidRequest(
        `Invalid ${param}: values are at most ${MAX_METADATA_VALUE_LENGTH} characters, the value of "${key}" has ${entry.length}.`,
        `${param}[${key}]`,
      );
    }
    if (entry !== '') kept[key] = entry;
  }
  return kept;
}
