import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { formatSessionTime, SessionTimer } from './SessionTimer';

describe('formatSessionTime', () => {
  it('shows the 1,740 s session as 29:00 (§2 "shown as mm:ss")', () => {
    expect(formatSessionTime(1740)).toBe('29:00');
  });
});

describe('SessionTimer', () => {
  it('renders', () => {
    render(
      <IntlProvider locale="en">
        <SessionTimer secondsLeft={65} />
      </IntlProvider>,
    );
    expect(screen.getByText('01:05')).toBeInTheDocument();
  });
});
