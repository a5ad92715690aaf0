import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';

const messages = defineMessages<{ label: NoMessageValues }>({
  label: { id: 'booking.session.timeLeft', defaultMessage: 'Session time left' },
});

/** Seconds as §2 "mm:ss" (1740 → "29:00"); negative counts show as 00:00. */
export function formatSessionTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The widget session's time left. Read aloud only on request (a per-second live region would be noise). */
export function SessionTimer({ secondsLeft }: { secondsLeft: number }) {
  return (
    <p className="bw-timer">
      <FormattedMessage {...messages.label} />{' '}
      <time className="bw-timer__value" dateTime={`PT${Math.max(0, Math.floor(secondsLeft))}S`}>
        {formatSessionTime(secondsLeft)}
      </time>
    </p>
  );
}
