import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OLD_TOWN_RATES } from '../testing/bookingFixtures';
import { renderWithIntl } from '../testing/renderWithIntl';
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
});
