import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { Ticket } from '@booking/shared-contracts';
import { monthOf } from '../../domain/calendarDates';
import { shownCancellationPolicy } from '../../domain/productInfo';
import { canLeaveBookingStep } from '../../domain/stepRules';
import { useStores } from '../../stores/context';
import { useToast } from '../feedback/ToastProvider';
import { BookingStep } from './BookingStep';
import { SessionTimerContainer } from './SessionTimer';

const messages = defineMessages<{ monthFailedTitle: NoMessageValues; monthFailed: { month: string } }>({
  monthFailedTitle: { id: 'booking.calendar.loadFailedTitle', defaultMessage: 'Dates not loaded' },
  monthFailed: {
    id: 'booking.calendar.loadFailed',
    defaultMessage: 'The dates of {month} could not be loaded. Please try again.',
  },
});

/** A ticket's name as the steppers show it. */
const ticketName = (tickets: readonly Ticket[], id: number): string =>
  tickets.find((ticket) => ticket.id === id)?.name ?? String(id);

/**
 * Step 1 connected to the stores: what the visitor picks goes to BookingStore, the calendar's month and
 * look-ahead to CalendarStore.
 */
export const BookingStepContainer = observer(function BookingStepContainer() {
  const root = useStores();
  const { ui, booking, calendar } = root;
  const intl = useIntl();
  const showToast = useToast();
  const activity = booking.activity;
  const activityId = activity?.activityId ?? null;

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

  // The calendar is open while this step shows an activity.
  useEffect(() => {
    if (activityId === null) return;
    void calendar.open(activityId);
    return () => calendar.close();
  }, [calendar, activityId]);

  if (!activity) return null;
  const onMonthChange = (next: Date) => {
    void calendar.showMonth(monthOf(next)).then((result) => {
      if ('error' in result) reportFailure(next);
    });
  };
  const slot = booking.selectedSlot;

  return (
    <BookingStep
      product={{
        activity,
        cancellationPolicy: shownCancellationPolicy(activity.rateDefinitions, booking.selectedRateId),
      }}
      tabs={ui.visibleTabs.map((tab) => ({ key: String(tab.activityId), label: tab.tabName }))}
      activeTabIndex={ui.activeTabIndex}
      onSelectTab={(index) => root.selectTab(index)}
      calendar={{
        month: calendar.monthDate,
        onMonthChange,
        availableDays: booking.availableDays,
        selectedDate: booking.selectedDate,
        onSelectDate: (date) => booking.setDate(date),
        currency: booking.currency,
        loading: calendar.loading,
        today: calendar.todayDate,
      }}
      slots={{
        slots: booking.timeSlots,
        selectedSlotId: slot?.id ?? null,
        hasDate: booking.selectedDate !== null,
        onSelect: (slotId) => booking.selectSlot(slotId),
        inGroups: booking.groupSize !== null,
      }}
      rates={{
        rates: booking.rateOffers.map(({ rate, mismatch }) => ({
          id: rate.id,
          name: rate.name,
          unavailable:
            mismatch?.kind === 'tickets'
              ? {
                  kind: 'tickets',
                  names: mismatch.ticketIds.map((id) => ticketName(booking.ticketTypes, id)),
                }
              : mismatch,
        })),
        selectedRateId: booking.selectedRateId,
        hasSlot: slot !== null,
        onSelect: (rateId) => booking.selectRate(rateId),
        rateChange: booking.rateChange,
      }}
      tickets={{
        tickets: booking.ticketRows,
        currency: booking.currency,
        maxCapacity: booking.maxCapacity,
        onChange: (ticketId, count) => booking.setTicketCount(ticketId, count),
        inGroups: booking.groupSize !== null,
      }}
      extras={{
        extras: booking.extraRows,
        currency: booking.currency,
        onChange: (extraId, units) => booking.setExtraUnits(extraId, units),
      }}
      total={{
        totalPrice: booking.totalPrice,
        oldTotalPrice: booking.oldTotalPrice,
        totalParticipants: booking.totalParticipants,
        currency: booking.currency,
        groupSize: booking.groupSize,
      }}
      timer={<SessionTimerContainer />}
      onContinue={
        canLeaveBookingStep(slot, booking.selectedRateId, booking.totalParticipants)
          ? () => {
              root.diagnostics.recordUserAction('steps:continue:booking');
              ui.goToStep(2);
            }
          : undefined
      }
    />
  );
});
