import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ExtraRow } from '../../domain/extras';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { ExtrasPicker } from './ExtrasPicker';

const dryBag: ExtraRow = {
  id: 31,
  title: 'Dry bag',
  information: 'For clothes and phone.',
  pricedPerPerson: true,
  control: 'quantity',
  units: 0,
  max: 2,
  price: 15,
};
const phoneCase: ExtraRow = {
  id: 32,
  title: 'Phone case',
  information: '',
  pricedPerPerson: false,
  control: 'checkbox',
  units: 0,
  max: 1,
  price: 20,
};

/** Applies each change as the booking store would, recording the calls. */
function Harness({ initial, changes }: { initial: ExtraRow[]; changes: [number, number][] }) {
  const [extras, setExtras] = useState(initial);
  return (
    <ExtrasPicker
      extras={extras}
      currency="PLN"
      onChange={(id, units) => {
        changes.push([id, units]);
        setExtras((rows) => rows.map((row) => (row.id === id ? { ...row, units } : row)));
      }}
    />
  );
}

describe('ExtrasPicker', () => {
  it('shows nothing when the rate sells no extras', () => {
    const { container } = renderWithIntl(
      <ExtrasPicker extras={[]} currency="PLN" onChange={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('labels a quantity per extra priced per person and a checkbox for one booked once, with their prices', () => {
    renderWithIntl(<Harness initial={[dryBag, phoneCase]} changes={[]} />);
    expect(screen.getByRole('group', { name: 'Extras' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Number of Dry bag' })).toHaveTextContent('0');
    expect(screen.getByText('PLN 15.00 per person')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Phone case/ })).not.toBeChecked();
    expect(screen.getByText('PLN 20.00 per booking')).toBeInTheDocument();
  });

  it('counts up to the most the booking takes, and ticks the checkbox with the keyboard', async () => {
    const user = userEvent.setup();
    const changes: [number, number][] = [];
    renderWithIntl(<Harness initial={[dryBag, phoneCase]} changes={changes} />);
    const more = screen.getByRole('button', { name: 'More: Dry bag' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Number of Dry bag' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Fewer: Dry bag' }));
    screen.getByRole('checkbox', { name: /Phone case/ }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /Phone case/ })).toBeChecked();
    expect(changes).toEqual([
      [31, 1],
      [31, 2],
      [31, 1],
      [32, 1],
    ]);
  });
});
