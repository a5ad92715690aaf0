import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ErrorReporter } from '../../infra/ErrorReporter';
import { catalogueMessage } from './catalogueMessages';
import { useToast } from './ToastProvider';

/** The §8 table's titles and messages; Polish is the spec's exact text. */
const messages = defineMessages({
  networkTitle: { id: 'errors.handler.networkTitle', defaultMessage: 'Connection error' },
  networkMessage: {
    id: 'errors.handler.networkMessage',
    defaultMessage: 'Check your internet connection and try again.',
  },
  validationTitle: { id: 'errors.handler.validationTitle', defaultMessage: 'Validation error' },
  validationMessage: {
    id: 'errors.handler.validationMessage',
    defaultMessage: 'Check the data you entered and try again.',
  },
  businessTitle: { id: 'errors.handler.businessTitle', defaultMessage: 'An error occurred' },
  businessMessage: { id: 'errors.handler.businessMessage', defaultMessage: 'Please try again in a moment.' },
});

/** Shows the error handler's notices as toasts, in the visitor's language and for their §8 duration. */
export const ErrorNotices = observer(function ErrorNotices({ reporter }: { reporter: ErrorReporter }) {
  const intl = useIntl();
  const show = useToast();
  const { notices } = reporter;
  useEffect(() => {
    for (const notice of notices) {
      const format = intl.formatMessage;
      let title;
      let message;
      if (notice.category === 'NETWORK') {
        title = format(messages.networkTitle);
        message = format(messages.networkMessage);
      } else if (notice.category === 'VALIDATION') {
        title = format(messages.validationTitle);
        message = format(messages.validationMessage);
      } else {
        title = format(messages.businessTitle);
        // §8 business: the error's own message (translated when the catalogue has it), else the generic one.
        if (notice.messageCode) message = catalogueMessage(notice.messageCode, format);
        else message = notice.ownMessage ?? format(messages.businessMessage);
      }
      show({ type: 'error', title, message, durationMs: notice.durationMs });
      reporter.consume(notice.id);
    }
  }, [notices, reporter, show, intl]);
  return null;
});
