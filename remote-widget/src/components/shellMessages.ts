import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of the widget's frame: the §2 loader and the initialization error panel. */
export const shellMessages = defineMessages<{
  loading: NoMessageValues;
  errorTitle: NoMessageValues;
  errorMessage: { message: string };
  openUnexpected: NoMessageValues;
  retry: NoMessageValues;
}>({
  loading: { id: 'widget.loading', defaultMessage: 'Loading the booking widget…' },
  errorTitle: { id: 'widget.error.title', defaultMessage: 'Widget Initialization Error' },
  errorMessage: { id: 'widget.error.message', defaultMessage: 'Initialization failed: {message}' },
  /** §8 "An unexpected error occurred while opening the widget. Please try again." */
  openUnexpected: {
    id: 'widget.error.openUnexpected',
    defaultMessage: 'An unexpected error occurred while opening the widget. Please try again.',
  },
  retry: { id: 'widget.error.retry', defaultMessage: 'Retry Initialization' },
});
