import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CURRENCY, JUNE_DAYS } from '../../testing/bookingFixtures';
import { renderWithIntl } from '../../testing/renderWithIntl';
import { BookingCalendar, type AvailableDay } from './BookingCalendar';
import { parseIsoDate, toIsoDate } from '../../domain/calendarDates';

const TODAY = parseIsoDate('2026-06-01');

function Harness(props: {
  days?: AvailableDay[];
  onMonthChange?: (month: string) => void;
  onSelectDate?: (date: string) => void;
  loading?: boolean;
}) {
  const [month, setMonth] = useState(TODAY);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <BookingCalendar
      month={month}
      onMonthChange={(next) => {
        setMonth(next);
        props.onMonthChange?.(toIsoDate(next).slice(0, 7));
      }}
      availableDays={props.days ?? JUNE_DAYS}
      selectedDate={selected}
      onSelectDate={(date) => {
        setSelected(date);
        props.onSelectDate?.(date);
      }}
      currency={CURRENCY}
      loading={props.loading ?? false}
      today={TODAY}
    />
  );
}

describe('BookingCalendar', () => {
  it('shows the month with available days and their prices, "from" only for a lowest price; other days are disabled', () => {
    renderWithIntl(<Harness />);
    expect(screen.getByRole('group', { name: 'Date' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    const friday = screen.getByRole('button', {
      name: /^12 100, Friday, June 12, 2026, from PLN\s100$/,
    });
    expect(friday).toBeEnabled();
    expect(friday).toHaveTextContent(/^12 100$/);
    expect(screen.getByText('Prices in PLN')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^13 140, Saturday, June 13, 2026, PLN\s140$/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Thursday, June 11, 2026, not available' })).toBeDisabled();
  });

  it.each(['en', 'pl', 'de'] as const)(
    '%s: names every day with the text it shows first (WCAG 2.5.3 label in name)',
    (lang) => {
      renderWithIntl(<Harness />, lang);
      const days = screen
        .getAllByRole('button')
        .filter((button) => button.classList.contains('bw-cal-day_button'));
      expect(days.filter((day) => day.querySelector('.bw-cal-day_price')).length).toBeGreaterThan(0);
      for (const day of days) {
        const shown = (day.textContent ?? '').replace(/\s+/g, ' ');
        const name = (day.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ');
        if (day.querySelector('.bw-cal-day_price')) expect(name.startsWith(`${shown}, `)).toBe(true);
        else expect(name).toMatch(new RegExp(`\\b${shown}\\b`));
      }
    },
  );

  it('selects an available day on click and names it selected', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithIntl(<Harness onSelectDate={(date) => chosen.push(date)} />);
    await user.click(screen.getByRole('button', { name: /June 13, 2026/ }));
    expect(chosen).toEqual(['2026-06-13']);
    expect(
      screen.getByRole('button', { name: /^13 140, Saturday, June 13, 2026, PLN\s140, selected$/ }),
    ).toBeInTheDocument();
  });

  it('asks for the next month when the visitor navigates (months loaded as they go)', async () => {
    const user = userEvent.setup();
    const months: string[] = [];
    renderWithIntl(<Harness onMonthChange={(month) => months.push(month)} />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(months).toEqual(['2026-07']);
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeInTheDocument();
    expect(screen.getByText('No available dates this month.')).toBeInTheDocument();
  });

  it('cannot go before the current month', () => {
    renderWithIntl(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('is usable by keyboard: arrows move between days, Enter picks one', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    renderWithIntl(<Harness onSelectDate={(date) => chosen.push(date)} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /June 10, 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /June 12, 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toEqual(['2026-06-12']);
  });

  it('announces loading while the month schedule loads', () => {
    renderWithIntl(<Harness loading />);
    expect(screen.getByText('Loading availability…')).toBeInTheDocument();
  });

  it('shows four- and five-digit prices short and without the currency in the day, whose name starts with what it shows', () => {
    renderWithIntl(
      <Harness
        days={[
          { date: '2026-06-12', price: 1200, lowest: true },
          { date: '2026-06-13', price: 12_990, lowest: true },
        ]}
      />,
    );
    expect(
      screen.getByRole('button', { name: /^12 1200, Friday, June 12, 2026, from PLN\s1,200$/ }),
    ).toHaveTextContent(/^12 1200$/);
    expect(
      screen.getByRole('button', { name: /^13 12\.9K, Saturday, June 13, 2026, from PLN\s12,990$/ }),
    ).toHaveTextContent(/^13 12\.9K$/);
  });

  it('speaks Polish: month caption, weekdays from Monday, prices in złoty', () => {
    const { container } = renderWithIntl(<Harness />, 'pl');
    expect(screen.getByText('Ceny w zł')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Data' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'czerwiec 2026' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^12 100, piątek, 12 czerwca 2026, od 100\szł$/ }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Następny miesiąc' })).toBeInTheDocument();
    const weekdays = [...container.querySelectorAll('.bw-cal-weekday')];
    expect(weekdays[0]).toHaveTextContent('pon.');
    expect(weekdays[0]).toHaveAttribute('aria-label', 'poniedziałek');
  });
});
