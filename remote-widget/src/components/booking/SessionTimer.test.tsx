import { screen } from '@testing-library/react';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { SessionTimer } from './SessionTimer';

describe('SessionTimer', () => {
  it('shows the 1,740 s session as 29:00 (§2 "The session time left is shown as mm:ss")', () => {
    renderWithIntl(<SessionTimer secondsLeft={1740} />);
    expect(screen.getByText('29:00')).toHaveAttribute('datetime', 'PT1740S');
    expect(screen.getByText(/Session time left/)).toBeInTheDocument();
  });

  it('pads minutes and seconds and stops at 00:00', () => {
    const { rerender } = renderWithIntl(<SessionTimer secondsLeft={65} />, 'pl');
    expect(screen.getByText('01:05')).toBeInTheDocument();
    expect(screen.getByText(/Pozostały czas sesji/)).toBeInTheDocument();
    rerender(<SessionTimer secondsLeft={-3} />);
    expect(screen.getByText('00:00')).toBeInTheDocument();
  });

  it("says a hold's time as the places held, not as the session", () => {
    renderWithIntl(<SessionTimer secondsLeft={1500} kind="hold" />);
    expect(screen.getByText(/Your places are held for/)).toHaveTextContent('Your places are held for 25:00');
  });
});
