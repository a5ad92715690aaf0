import { useEffect, useId, useRef } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';

const messages = defineMessages<{
  title: NoMessageValues;
  message: NoMessageValues;
  startAgain: NoMessageValues;
}>({
  title: { id: 'booking.session.endedTitle', defaultMessage: 'Your session has ended' },
  message: {
    id: 'booking.session.ended',
    defaultMessage:
      'Choices are kept for 29 minutes, so that the dates, places and prices you see are current. Start again to choose anew.',
  },
  startAgain: { id: 'booking.session.startAgain', defaultMessage: 'Start again' },
});

/**
 * What the widget shows once its session ran out with nothing held: the visitor is told why the choices are
 * gone and starts again (a new session, nothing chosen). The heading takes the focus, so a keyboard or screen
 * reader user is where the news is.
 */
export function SessionEnded({ onStartAgain }: { onStartAgain: () => void }) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="bw-notice" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="bw-step__title">
        <FormattedMessage {...messages.title} />
      </h2>
      <p>
        <FormattedMessage {...messages.message} />
      </p>
      <button type="button" className="bw-button" onClick={onStartAgain}>
        <FormattedMessage {...messages.startAgain} />
      </button>
    </section>
  );
}
