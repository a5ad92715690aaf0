import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { monthOf } from '../../domain/lookahead';
import { useStores } from '../../stores/context';
import { useToast } from '../feedback/ToastProvider';
import { BookingStep } from './BookingStep';
import { SessionTimer } from './SessionTimer';
import { parseIsoDate, startOfMonth } from './dates';
import { availableDaysWithPrices } from './dayPrices';
import type { TicketRow } from './TicketSteppers';

const messages = defineMessages<{ monthFailedTitle: NoMessageValues; monthFailed: { month: string } }>({
  monthFailedTitle: { id: 'booking.calendar.loadFailedTitle', defaultMessage: 'Dates not loaded' },
  monthFailed: {
    id: 'booking.calendar.loadFailed',
    defaultMessage: 'The dates of {month} could not be loaded. Please try again.',
  },
});

/** The session countdown, observed on its own so its tick each second re-renders nothing else. */
const SessionTimerContainer = observer(function SessionTimerContainer() {
  const { ui } = useStores();
  return ui.widgetSessionActive ? <SessionTimer secondsLeft={ui.widgetSessionTime} /> : null;
});

/** Step 1 connected to the stores: what the visitor picks goes to BookingStore, months to ActivityStore. */
export const BookingStepContainer = observer(function BookingStepContainer() {
  const root = useStores();
  const { ui, activities, booking } = root;
  const intl = useIntl();
  const showToast = useToast();
  const activity = booking.activity;
  const activityId = activity?.activityId ?? null;
  const today = useMemo(() => new Date(root.clock.now()), [root.clock]);
  const [month, setMonth] = useState<Date | null>(null);

  const reportFailure = useCallback(
    (shown: Date) =>
      showToast({
        type: 'error',
        title: intl.formatMessage(messages.monthFailedTitle),
        message: intl.formatMessage(messages.monthFailed, {
          month: intl.formatDate(shown, { month: 'long', year: 'numeric' }),
        }),
      }),
    [intl, showToast],
  );

  // §4 lookahead: open on the first month (of the next 12) that has bookable slots.
  useEffect(() => {
    if (activityId === null) return;
    let current = true;
    setMonth(null);
    void activities.loadScheduleFrom(activityId, monthOf(today)).then((first) => {
      if (current) setMonth(first ? parseIsoDate(`${first}-01`) : startOfMonth(today));
    });
    return () => {
      current = false;
    };
  }, [activities, activityId, today]);

  if (!activity) return null;
  const shown = month ?? startOfMonth(today);
  const shownKey = monthOf(shown);
  const onMonthChange = (next: Date) => {
    setMonth(next);
    void activities.loadMonth(activity.activityId, monthOf(next)).then((result) => {
      if ('error' in result) reportFailure(next);
    });
  };

  const slot = booking.selectedSlot;
  const tickets: TicketRow[] = slot
    ? activity.tickets.map((ticket) => ({
        id: ticket.id,
        name: ticket.name,
        ageBoundaries: ticket.ageBoundaries,
        min: ticket.min,
        max: ticket.max,
        count: booking.countOf(ticket.id),
        price: booking.tickets[String(ticket.id)]?.price ?? ticket.price,
      }))
    : [];

  return (
    <BookingStep
      activityName={activity.activityName}
      tabs={ui.visibleTabs.map((tab) => ({ key: String(tab.activityId), label: tab.tabName }))}
      activeTabIndex={ui.activeTabIndex}
      onSelectTab={(index) => root.selectTab(index)}
      calendar={{
        month: shown,
        onMonthChange,
        availableDays: availableDaysWithPrices(activity.schedule, activity.tickets),
        selectedDate: booking.selectedDate,
        onSelectDate: (date) => booking.setDate(date),
        currency: booking.currency,
        loading: month === null || activities.monthStatus(activity.activityId, shownKey) === 'loading',
        today,
      }}
      slots={{
        slots: booking.timeSlots,
        selectedSlotId: slot?.id ?? null,
        hasDate: booking.selectedDate !== null,
        onSelect: (slotId) => booking.selectSlot(slotId),
      }}
      rates={{
        rates: booking.rates.map((rate) => ({ id: rate.id, name: rate.name })),
        selectedRateId: booking.selectedRateId,
        hasSlot: slot !== null,
        onSelect: (rateId) => booking.selectRate(rateId),
      }}
      tickets={{
        tickets,
        currency: booking.currency,
        maxCapacity: booking.maxCapacity,
        onChange: (ticketId, count) => booking.setTicketCount(ticketId, count),
      }}
      total={{
        totalPrice: booking.totalPrice,
        oldTotalPrice: booking.oldTotalPrice,
        totalParticipants: booking.totalParticipants,
        currency: booking.currency,
      }}
      timer={<SessionTimerContainer />}
    />
  );
});
