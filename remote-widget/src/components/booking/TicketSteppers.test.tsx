import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { buildTicketRow, CURRENCY, oldTownTickets } from '../../testing/bookingFixtures';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { TicketSteppers, type TicketRow } from './TicketSteppers';

/** Applies each change as the booking store would, so counts move on screen. */
function Harness({ initial, maxCapacity }: { initial: TicketRow[]; maxCapacity: number }) {
  const [tickets, setTickets] = useState(initial);
  return (
    <TicketSteppers
      tickets={tickets}
      currency={CURRENCY}
      maxCapacity={maxCapacity}
      onChange={(id, count) =>
        setTickets((rows) => rows.map((row) => (row.id === id ? { ...row, count } : row)))
      }
    />
  );
}

const count = (name: string) => screen.getByRole('status', { name: `Number of ${name} tickets` });

describe('TicketSteppers', () => {
  it('labels the count and both buttons of every ticket, with age and price', () => {
    renderWithIntl(<Harness initial={oldTownTickets()} maxCapacity={25} />);
    expect(screen.getByRole('group', { name: 'Tickets' })).toBeInTheDocument();
    expect(count('Adult')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'More Child tickets' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Fewer Child tickets' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('Age 4–12')).toBeInTheDocument();
    expect(screen.getByText('PLN 120.00')).toBeInTheDocument();
  });

  it('stops + at the ticket max (infants: at most 2)', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness initial={oldTownTickets()} maxCapacity={25} />);
    const more = screen.getByRole('button', { name: 'More Infant tickets' });
    await user.click(more);
    await user.click(more);
    expect(count('Infant')).toHaveTextContent('2');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await user.click(more);
    expect(count('Infant')).toHaveTextContent('2');
  });

  it('keeps the keyboard focus on − when it takes a ticket to 0 (the button stays focusable)', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness initial={oldTownTickets()} maxCapacity={25} />);
    const fewer = screen.getByRole('button', { name: 'Fewer Adult tickets' });
    fewer.focus();
    await user.keyboard('{Enter}');
    expect(count('Adult')).toHaveTextContent('0');
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    expect(fewer).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(count('Adult')).toHaveTextContent('0');
  });

  it('caps all tickets together at the slot capacity (§5) and says how many places are left', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness initial={oldTownTickets({ adult: 2 })} maxCapacity={3} />);
    await user.click(screen.getByRole('button', { name: 'More Child tickets' }));
    expect(count('Child')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'More Adult tickets' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'More Child tickets' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('Only 3 places are left at this time.')).toBeInTheDocument();
  });

  it('says how many groups are left when the activity is booked by the group', () => {
    const group = buildTicketRow({ id: 30_001, name: 'Private group (up to 8)', count: 1, min: 1, max: 999 });
    renderWithIntl(
      <TicketSteppers tickets={[group]} currency={CURRENCY} maxCapacity={1} onChange={() => {}} inGroups />,
    );
    expect(screen.getByText('Only 1 group is left at this time.')).toBeInTheDocument();
  });

  it('raises a ticket straight to its minimum and drops it to 0 below it', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Harness initial={[buildTicketRow({ id: 7, name: 'Group', min: 6, count: 0 })]} maxCapacity={20} />,
    );
    await user.click(screen.getByRole('button', { name: 'More Group tickets' }));
    expect(count('Group')).toHaveTextContent('6');
    await user.click(screen.getByRole('button', { name: 'Fewer Group tickets' }));
    expect(count('Group')).toHaveTextContent('0');
  });

  it('works by keyboard alone: Tab to a button, Enter and Space step the count', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness initial={oldTownTickets()} maxCapacity={25} />);
    await user.tab(); // Fewer Adult
    await user.tab(); // More Adult
    expect(screen.getByRole('button', { name: 'More Adult tickets' })).toHaveFocus();
    await user.keyboard('{Enter} ');
    expect(count('Adult')).toHaveTextContent('3');
  });

  it('formats prices in the visitor language (Polish złoty)', () => {
    renderWithIntl(<Harness initial={oldTownTickets()} maxCapacity={25} />, 'pl');
    expect(screen.getByRole('status', { name: 'Liczba biletów: Adult' })).toHaveTextContent('1');
    expect(screen.getByText('120,00 zł')).toBeInTheDocument();
  });
});
