import { ERROR_MESSAGES } from '../errors/messages';
import { isApiErrorCode, messageCodeOf } from './apiErrorCodes';

// Apart from the code table so the widget's first render, which reads codes and statuses only, carries no
// message catalogue.
/** The exact user-facing text for an API error code, or undefined when the catalogue has none. */
export function userMessageForApiError(code: string): string | undefined {
  if (!isApiErrorCode(code)) return undefined;
  const messageCode = messageCodeOf(code);
  return messageCode ? ERROR_MESSAGES[messageCode] : undefined;
}
