import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { WidgetIntlProvider } from './WidgetIntlProvider';

/** A child with state of its own, as the booking step has (its month, its focus). */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      <FormattedMessage id="booking.step.continue" defaultMessage="Continue" /> {count}
    </button>
  );
}

describe('WidgetIntlProvider', () => {
  it('keeps its children mounted through a language change, then speaks the new language', async () => {
    const { rerender } = render(
      <WidgetIntlProvider lang="en">
        <Counter />
      </WidgetIntlProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue 0' }));
    rerender(
      <WidgetIntlProvider lang="pl">
        <Counter />
      </WidgetIntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Continue 1' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Dalej 1' })).toBeInTheDocument();
  });
});
