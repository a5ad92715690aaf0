import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSlotOption } from '../../testing/bookingFixtures';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { TimeSlots } from './TimeSlots';

const SLOTS = [
  buildSlotOption({ id: '110_20260612', startTime: '10:00', availabilityCount: 25 }),
  buildSlotOption({ id: '111_20260612', startTime: '13:00', availabilityCount: 0, soldOut: true }),
  buildSlotOption({ id: '112_20260612', startTime: '16:00', availabilityCount: 1 }),
];

describe('TimeSlots', () => {
  it('shows each start time with the places left, and sold-out times as disabled', () => {
    renderWithIntl(<TimeSlots slots={SLOTS} selectedSlotId="110_20260612" hasDate onSelect={() => {}} />);
    expect(screen.getByRole('group', { name: 'Time' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10:00 25 places left' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '13:00 Sold out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '16:00 1 place left' })).toBeEnabled();
  });

  it('gives the availability in groups when the activity is booked by the group', () => {
    renderWithIntl(<TimeSlots slots={SLOTS} selectedSlotId={null} hasDate onSelect={() => {}} inGroups />);
    expect(screen.getByRole('radio', { name: '10:00 25 groups left' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '16:00 1 group left' })).toBeEnabled();
  });

  it('chooses a time by click and by keyboard, skipping the sold-out one', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithIntl(
      <TimeSlots slots={SLOTS} selectedSlotId={null} hasDate onSelect={(id) => chosen.push(id)} />,
    );
    await user.click(screen.getByRole('radio', { name: /16:00/ }));
    expect(chosen).toEqual(['112_20260612']);
    await user.click(screen.getByRole('radio', { name: /13:00/ }));
    expect(chosen).toEqual(['112_20260612']);
  });

  it('asks for a date first, and says when a date has no times', () => {
    const { rerender } = renderWithIntl(
      <TimeSlots slots={[]} selectedSlotId={null} hasDate={false} onSelect={() => {}} />,
    );
    expect(screen.getByText('Choose a date to see the start times.')).toBeInTheDocument();
    rerender(<TimeSlots slots={[]} selectedSlotId={null} hasDate onSelect={() => {}} />);
    expect(screen.getByText('No start times on this date.')).toBeInTheDocument();
  });

  it('speaks Polish plurals for the places left', () => {
    renderWithIntl(
      <TimeSlots
        slots={[
          buildSlotOption({ availabilityCount: 3 }),
          buildSlotOption({ id: '9_20260612', startTime: '18:00', availabilityCount: 5 }),
        ]}
        selectedSlotId={null}
        hasDate
        onSelect={() => {}}
      />,
      'pl',
    );
    expect(screen.getByRole('group', { name: 'Godzina' })).toBeInTheDocument();
    expect(screen.getByText('Zostały 3 miejsca')).toBeInTheDocument();
    expect(screen.getByText('Zostało 5 miejsc')).toBeInTheDocument();
  });
});
