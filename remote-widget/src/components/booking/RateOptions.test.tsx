import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OLD_TOWN_RATES } from '../../testing/bookingFixtures';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { RateOptions } from './RateOptions';

describe('RateOptions', () => {
  it('is a radio group named Rate with the selected rate checked', () => {
    renderWithIntl(<RateOptions rates={OLD_TOWN_RATES} selectedRateId={121} hasSlot onSelect={() => {}} />);
    expect(screen.getByRole('group', { name: 'Rate' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Group Rate' })).not.toBeChecked();
  });

  it('chooses another rate with the arrow keys', async () => {
    const user = userEvent.setup();
    const chosen: number[] = [];
    renderWithIntl(
      <RateOptions rates={OLD_TOWN_RATES} selectedRateId={121} hasSlot onSelect={(id) => chosen.push(id)} />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(chosen).toEqual([122]);
  });

  it('says so when the start time has no rates', () => {
    renderWithIntl(<RateOptions rates={[]} selectedRateId={null} hasSlot onSelect={() => {}} />, 'de');
    expect(screen.getByText('Für diese Uhrzeit gibt es keine Tarife.')).toBeInTheDocument();
  });

  it('asks for a start time before there is one', () => {
    renderWithIntl(<RateOptions rates={[]} selectedRateId={null} hasSlot={false} onSelect={() => {}} />);
    expect(screen.getByText('Choose a start time to see its rates.')).toBeInTheDocument();
  });

  it('shows a rate the tickets do not fit, disabled, with the rule that explains it', () => {
    const rates = [
      OLD_TOWN_RATES[0]!,
      { ...OLD_TOWN_RATES[2]!, unavailable: { kind: 'participants' as const, min: 6, max: 20 } },
      { id: 124, name: 'Adults only', unavailable: { kind: 'tickets' as const, names: ['Child', 'Infant'] } },
    ];
    renderWithIntl(<RateOptions rates={rates} selectedRateId={121} hasSlot onSelect={() => {}} />);
    const group = screen.getByRole('radio', { name: 'Group Rate' });
    expect(group).toBeDisabled();
    expect(group).toHaveAccessibleDescription('For 6–20 participants');
    expect(screen.getByRole('radio', { name: 'Adults only' })).toHaveAccessibleDescription(
      'Not sold with Child and Infant tickets',
    );
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeEnabled();
  });

  it('says which rate the booking moved to when the tickets left the chosen one', () => {
    renderWithIntl(
      <RateOptions
        rates={OLD_TOWN_RATES}
        selectedRateId={121}
        hasSlot
        onSelect={() => {}}
        rateChange={{ from: 'Group Rate', to: 'Standard' }}
      />,
      'pl',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Taryfa Group Rate nie obejmuje tych biletów, więc rezerwacja jest teraz w taryfie Standard.',
    );
  });

  it('says when no rate of the start time takes the tickets', () => {
    const rates = OLD_TOWN_RATES.map((rate) => ({
      ...rate,
      unavailable: { kind: 'participants' as const, min: 0, max: 1 },
    }));
    renderWithIntl(<RateOptions rates={rates} selectedRateId={null} hasSlot onSelect={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('No rate of this start time takes these tickets.');
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveAccessibleDescription(
      'For 1 participant only',
    );
  });
});
