import { observer } from 'mobx-react-lite';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { formatSessionTime, sessionDuration } from '../../domain/sessionTime';
import { useStores } from '../../stores/context';

const messages = defineMessages<{ session: NoMessageValues; hold: NoMessageValues }>({
  session: { id: 'booking.session.timeLeft', defaultMessage: 'Session time left' },
  hold: { id: 'booking.session.holdLeft', defaultMessage: 'Your places are held for' },
});

/**
 * A time left as §2 "mm:ss": the widget session's, or the hold's once one exists. Not a live region:
 * announcing every second would drown everything else a screen reader says; the visitor reads it when they want.
 */
export function SessionTimer({
  secondsLeft,
  kind = 'session',
}: {
  secondsLeft: number;
  kind?: 'session' | 'hold';
}) {
  return (
    <p className={`bw-timer bw-timer--${kind}`}>
      <FormattedMessage {...messages[kind]} />{' '}
      <time className="bw-timer__value" dateTime={sessionDuration(secondsLeft)}>
        {formatSessionTime(secondsLeft)}
      </time>
    </p>
  );
}

/** The widget's clock from the stores, observed on its own so its tick each second re-renders nothing else. */
export const SessionTimerContainer = observer(function SessionTimerContainer() {
  const { ui, booking } = useStores();
  const countdown = ui.sessionClock.countdown(booking.selectedDate !== null);
  // The server draws no session (it issues none): the countdown shows once the page has taken step 1 over.
  if (!ui.interactive || countdown === null || countdown.kind === 'ended') return null;
  return <SessionTimer secondsLeft={countdown.secondsLeft} kind={countdown.kind} />;
});
