import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { DayPicker, getDefaultClassNames, type DayButtonProps } from 'react-day-picker';
import { defineMessages, FormattedMessage, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { monthHasAvailableDay } from '../../domain/bookableDays';
import { firstDayOfMonth, monthOf, parseIsoDate, toIsoDate } from '../../domain/calendarDates';
import { fromPriceFractionDigits, type AvailableDay } from '../../domain/dayPrices';
import { lookaheadWindow } from '../../domain/lookahead';
import './calendar.css';

const messages = defineMessages<{
  heading: NoMessageValues;
  available: { date: string; price: string };
  unavailable: { date: string };
  selected: { day: string };
  previous: NoMessageValues;
  navigation: NoMessageValues;
  next: NoMessageValues;
  loading: NoMessageValues;
  empty: NoMessageValues;
}>({
  heading: { id: 'booking.calendar.heading', defaultMessage: 'Date' },
  available: { id: 'booking.calendar.dayAvailable', defaultMessage: '{date}, from {price}' },
  unavailable: { id: 'booking.calendar.dayUnavailable', defaultMessage: '{date}, not available' },
  selected: { id: 'booking.calendar.daySelected', defaultMessage: '{day}, selected' },
  previous: { id: 'booking.calendar.previousMonth', defaultMessage: 'Previous month' },
  next: { id: 'booking.calendar.nextMonth', defaultMessage: 'Next month' },
  navigation: { id: 'booking.calendar.navigation', defaultMessage: 'Months' },
  loading: { id: 'booking.calendar.loading', defaultMessage: 'Loading availability…' },
  empty: { id: 'booking.calendar.empty', defaultMessage: 'No available dates this month.' },
});

export type { AvailableDay } from '../../domain/dayPrices';

export interface BookingCalendarProps {
  /** The month shown (any day of it). */
  month: Date;
  onMonthChange: (month: Date) => void;
  availableDays: readonly AvailableDay[];
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  currency: string;
  /** True while the shown month's schedule loads. */
  loading: boolean;
  /** Today, from the widget's clock. */
  today: Date;
}

// DayPicker's own class names renamed to the widget's prefix, so a host page's CSS cannot reach them.
const CLASS_NAMES = Object.fromEntries(
  Object.entries(getDefaultClassNames()).map(([key, value]) => [key, value.replace(/^rdp-/, 'bw-cal-')]),
);

const PricesContext = createContext<{ prices: ReadonlyMap<string, number | null>; currency: string }>({
  prices: new Map(),
  currency: 'USD',
});

function shortPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency,
    maximumFractionDigits: fromPriceFractionDigits(amount),
  });
}

/** A day button showing the day's from-price under its number; it takes focus as DayPicker moves it. */
function PricedDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const intl = useIntl();
  const { prices, currency } = useContext(PricesContext);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const price = modifiers.disabled || modifiers.outside ? null : prices.get(toIsoDate(day.date));
  return (
    <button ref={ref} {...buttonProps}>
      <span className="bw-cal-day_number">{children}</span>
      {price != null && <span className="bw-cal-day_price">{shortPrice(intl, price, currency)}</span>}
    </button>
  );
}

/**
 * The §2 date choice: a month grid where only days with availability can be chosen, each showing its
 * from-price. Moving to another month asks for that month's schedule; months run from today's to the
 * end of the 12-month lookahead (§9).
 */
export function BookingCalendar(props: BookingCalendarProps) {
  const { month, onMonthChange, availableDays, selectedDate, onSelectDate, currency, loading, today } = props;
  const intl = useIntl();
  const prices = useMemo(
    () => new Map(availableDays.map((day) => [day.date, day.fromPrice])),
    [availableDays],
  );
  const context = useMemo(() => ({ prices, currency }), [prices, currency]);
  const shownMonth = monthOf(month);
  const months = lookaheadWindow(monthOf(today));
  const emptyMonth = !loading && !monthHasAvailableDay(availableDays, shownMonth);
  const dateText = (date: Date) => intl.formatDate(date, { dateStyle: 'full' });

  return (
    <fieldset className="bw-fieldset bw-calendar" aria-busy={loading}>
      <legend className="bw-legend">
        <FormattedMessage {...messages.heading} />
      </legend>
      <PricesContext.Provider value={context}>
        <DayPicker
          mode="single"
          required
          classNames={CLASS_NAMES}
          month={firstDayOfMonth(shownMonth)}
          onMonthChange={onMonthChange}
          startMonth={firstDayOfMonth(months.first)}
          endMonth={firstDayOfMonth(months.last)}
          today={today}
          weekStartsOn={intl.locale === 'en' ? 0 : 1}
          selected={selectedDate ? parseIsoDate(selectedDate) : undefined}
          onSelect={(date) => onSelectDate(toIsoDate(date))}
          disabled={(date) => !prices.has(toIsoDate(date))}
          components={{ DayButton: PricedDayButton }}
          formatters={{
            formatCaption: (date) => intl.formatDate(date, { month: 'long', year: 'numeric' }),
            formatWeekdayName: (date) => intl.formatDate(date, { weekday: 'short' }),
          }}
          labels={{
            labelDayButton: (date, modifiers) => {
              const price = prices.get(toIsoDate(date));
              const day =
                modifiers.disabled || price === undefined
                  ? intl.formatMessage(messages.unavailable, { date: dateText(date) })
                  : price === null
                    ? dateText(date)
                    : intl.formatMessage(messages.available, {
                        date: dateText(date),
                        price: shortPrice(intl, price, currency),
                      });
              return modifiers.selected ? intl.formatMessage(messages.selected, { day }) : day;
            },
            labelNav: () => intl.formatMessage(messages.navigation),
            labelNext: () => intl.formatMessage(messages.next),
            labelPrevious: () => intl.formatMessage(messages.previous),
            labelWeekday: (date) => intl.formatDate(date, { weekday: 'long' }),
            labelGrid: (date) => intl.formatDate(date, { month: 'long', year: 'numeric' }),
          }}
        />
      </PricesContext.Provider>
      <p className="bw-hint" role="status">
        {loading ? (
          <FormattedMessage {...messages.loading} />
        ) : (
          emptyMonth && <FormattedMessage {...messages.empty} />
        )}
      </p>
    </fieldset>
  );
}
