import { HttpError } from '../errors';

/** 400 invalid_notification: the notification failed parsing or its signature; nothing was applied. */
export const invalidNotification = (message = 'The notification could not be verified') =>
  new HttpError(400, 'invalid_notification', message);

/** 404 unknown_transaction: no payment of this BFF matches; the provider will send it again. */
export const unknownTransaction = () =>
  new HttpError(404, 'unknown_transaction', 'No payment matches this notification');

/** The raw request body the body parser kept: signatures cover these exact bytes. */
export function rawBodyOf(request: unknown): string {
  const raw = (request as { rawBody?: unknown }).rawBody;
  if (typeof raw !== 'string' || raw === '') throw invalidNotification('The notification body is empty');
  return raw;
}
