import { invalidNotification } from '../errors';

/**
 * The raw request body the body parser kept: signatures cover these exact bytes, so a notification
 * without it cannot be verified and is refused as invalid_notification.
 */
export function rawBodyOf(request: unknown): string {
  const raw = (request as { rawBody?: unknown }).rawBody;
  if (typeof raw !== 'string' || raw === '') throw invalidNotification('The notification body is empty');
  return raw;
}
