import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { DayPicker, getDefaultClassNames, type DayButtonProps } from 'react-day-picker';
import { defineMessages, FormattedMessage, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { monthHasAvailableDay } from '../../domain/bookableDays';
import { firstDayOfMonth, monthOf, parseIsoDate, toIsoDate } from '../../domain/calendarDates';
import { dayCellPriceFormat, fromPriceFractionDigits, type AvailableDay } from '../../domain/dayPrices';
import { lookaheadWindow } from '../../domain/lookahead';
import './calendar.css';

const messages = defineMessages<{
  heading: NoMessageValues;
  available: { date: string; price: string };
  availableFrom: { date: string; price: string };
  shown: { shown: string; day: string };
  unavailable: { date: string };
  selected: { day: string };
  previous: NoMessageValues;
  navigation: NoMessageValues;
  next: NoMessageValues;
  loading: NoMessageValues;
  empty: NoMessageValues;
  currency: { currency: string };
}>({
  heading: { id: 'booking.calendar.heading', defaultMessage: 'Date' },
  available: { id: 'booking.calendar.dayPrice', defaultMessage: '{date}, {price}' },
  availableFrom: { id: 'booking.calendar.dayAvailable', defaultMessage: '{date}, from {price}' },
  unavailable: { id: 'booking.calendar.dayUnavailable', defaultMessage: '{date}, not available' },
  // A priced day's name starts with what its button shows (WCAG 2.5.3, label in name): "15 PLN 90, …".
  shown: { id: 'booking.calendar.dayShown', defaultMessage: '{shown}, {day}' },
  selected: { id: 'booking.calendar.daySelected', defaultMessage: '{day}, selected' },
  previous: { id: 'booking.calendar.previousMonth', defaultMessage: 'Previous month' },
  next: { id: 'booking.calendar.nextMonth', defaultMessage: 'Next month' },
  navigation: { id: 'booking.calendar.navigation', defaultMessage: 'Months' },
  loading: { id: 'booking.calendar.loading', defaultMessage: 'Loading availability…' },
  empty: { id: 'booking.calendar.empty', defaultMessage: 'No available dates this month.' },
  currency: { id: 'booking.calendar.currency', defaultMessage: 'Prices in {currency}' },
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

const PricesContext = createContext<{ prices: ReadonlyMap<string, AvailableDay>; currency: string }>({
  prices: new Map(),
  currency: 'USD',
});

/** The day number a day button shows. */
function dayNumber(intl: IntlShape, date: Date): string {
  return intl.formatDate(date, { day: 'numeric' });
}

function shortPrice(intl: IntlShape, amount: number, currency: string): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency,
    maximumFractionDigits: fromPriceFractionDigits(amount),
  });
}

/** A day's price as its narrow cell shows it: no currency, short (see dayCellPriceFormat). */
function cellPrice(intl: IntlShape, amount: number): string {
  return intl.formatNumber(amount, dayCellPriceFormat(amount));
}

/** The currency as this language writes it beside an amount (`PLN` in en, `zł` in pl). */
function currencySign(intl: IntlShape, currency: string): string {
  return (
    intl.formatNumberToParts(0, { style: 'currency', currency }).find((part) => part.type === 'currency')
      ?.value ?? currency
  );
}

/**
 * A day button showing the day's price under its number, without the currency (named once under the grid)
 * so four-digit prices fit a narrow cell; its name starts with that same text. It takes focus as DayPicker
 * moves it.
 */
function PricedDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const intl = useIntl();
  const { prices } = useContext(PricesContext);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  const price = modifiers.disabled || modifiers.outside ? null : prices.get(toIsoDate(day.date))?.price;
  return (
    <button ref={ref} {...buttonProps}>
      <span className="bw-cal-day_number">{children}</span>
      {price != null && (
        <>
          {' '}
          <span className="bw-cal-day_price">{cellPrice(intl, price)}</span>
        </>
      )}
    </button>
  );
}

/**
 * The §2 date choice: a month grid where only days with availability can be chosen, each showing the price
 * of the choice the day opens with ("from" in its name only when nothing that day costs less). Moving to another month asks for that month's schedule; months run from today's to the
 * end of the 12-month lookahead (§9).
 */
export function BookingCalendar(props: BookingCalendarProps) {
  const { month, onMonthChange, availableDays, selectedDate, onSelectDate, currency, loading, today } = props;
  const intl = useIntl();
  const prices = useMemo(() => new Map(availableDays.map((day) => [day.date, day])), [availableDays]);
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
            formatDay: (date) => dayNumber(intl, date),
            formatWeekdayName: (date) => intl.formatDate(date, { weekday: 'short' }),
          }}
          labels={{
            labelDayButton: (date, modifiers) => {
              const priced = prices.get(toIsoDate(date));
              let day: string;
              if (modifiers.disabled || priced === undefined) {
                day = intl.formatMessage(messages.unavailable, { date: dateText(date) });
              } else if (priced.price === null) {
                day = dateText(date);
              } else {
                const priceText = shortPrice(intl, priced.price, currency);
                day = intl.formatMessage(messages.shown, {
                  shown: `${dayNumber(intl, date)} ${cellPrice(intl, priced.price)}`,
                  day: intl.formatMessage(priced.lowest ? messages.availableFrom : messages.available, {
                    date: dateText(date),
                    price: priceText,
                  }),
                });
              }
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
      {availableDays.some((day) => day.price !== null) && (
        <p className="bw-cal-currency">
          <FormattedMessage {...messages.currency} values={{ currency: currencySign(intl, currency) }} />
        </p>
      )}
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
