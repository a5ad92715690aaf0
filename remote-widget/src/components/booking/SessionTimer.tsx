import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { formatSessionTime, sessionDuration } from '../../domain/sessionTime';

const messages = defineMessages<{ label: NoMessageValues }>({
  label: { id: 'booking.session.timeLeft', defaultMessage: 'Session time left' },
});

/**
 * The widget session's time left as §2 "mm:ss". Not a live region: announcing every second would drown
 * everything else a screen reader says; the visitor reads it when they want.
 */
export function SessionTimer({ secondsLeft }: { secondsLeft: number }) {
  return (
    <p className="bw-timer">
      <FormattedMessage {...messages.label} />{' '}
      <time className="bw-timer__value" dateTime={sessionDuration(secondsLeft)}>
        {formatSessionTime(secondsLeft)}
      </time>
    </p>
  );
}
