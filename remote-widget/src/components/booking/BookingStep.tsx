import { lazy, Suspense, useId, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { showsTabs } from '../../domain/activeTab';
import { BookingCalendar, type BookingCalendarProps } from './BookingCalendar';
import { BookingTotal, type BookingTotalProps } from './BookingTotal';
import { ProductHeader, type ProductHeaderProps } from './ProductHeader';
import type { ExtrasPickerProps } from './ExtrasPicker';
import { RateOptions, type RateOptionsProps } from './RateOptions';
import { TicketSteppers, type TicketSteppersProps } from './TicketSteppers';
import { TimeSlots, type TimeSlotsProps } from './TimeSlots';
import { tabElementId, VariantTabs, type VariantTab } from './VariantTabs';

// Most activities sell no extras: the picker loads with the first rate that does, not with step 1.
const ExtrasPicker = lazy(() =>
  import(/* webpackChunkName: "extras" */ './ExtrasPicker').then((module) => ({
    default: module.ExtrasPicker,
  })),
);

const messages = defineMessages<{ heading: NoMessageValues; continue: NoMessageValues }>({
  heading: { id: 'booking.step.heading', defaultMessage: 'Book your tickets' },
  continue: { id: 'booking.step.continue', defaultMessage: 'Continue' },
});

/** Everything step 1 shows, as plain data and callbacks. */
export interface BookingStepProps {
  product: ProductHeaderProps;
  tabs: readonly VariantTab[];
  activeTabIndex: number;
  onSelectTab: (index: number) => void;
  calendar: BookingCalendarProps;
  slots: TimeSlotsProps;
  rates: RateOptionsProps;
  tickets: TicketSteppersProps;
  /** The rate's optional extras; absent or empty when it sells none. */
  extras?: ExtrasPickerProps;
  total: BookingTotalProps;
  /** The session timer; its own component, so its tick each second re-renders only itself. */
  timer?: ReactNode;
  /** Continue to the contact step; absent while the step cannot be left. */
  onContinue?: (() => void) | undefined;
}

/**
 * §2 booking step: variant tabs, the product, then date, time slot, rate, tickets and extras with the running
 * total. The sections follow the order a visitor decides in, which is also the keyboard order.
 */
export function BookingStep(props: BookingStepProps) {
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const showTabs = showsTabs(props.tabs.length);
  return (
    <section className="bw-step bw-step--booking" aria-labelledby={`${idPrefix}-heading`}>
      <header className="bw-step__header">
        <h2 id={`${idPrefix}-heading`} className="bw-step__title">
          <FormattedMessage {...messages.heading} />
        </h2>
        {props.timer}
      </header>
      <VariantTabs
        tabs={props.tabs}
        activeIndex={props.activeTabIndex}
        onSelect={props.onSelectTab}
        panelId={panelId}
        idPrefix={idPrefix}
      />
      <div
        id={panelId}
        className="bw-step__panel"
        {...(showTabs
          ? { role: 'tabpanel', 'aria-labelledby': tabElementId(idPrefix, props.activeTabIndex) }
          : {})}
      >
        {/* Keyed by activity, so a tab switch closes the sections the last product had open. */}
        <ProductHeader key={props.product.activity.activityId} {...props.product} />
        <div className="bw-booking">
          <div className="bw-booking__calendar">
            <BookingCalendar {...props.calendar} />
          </div>
          <div className="bw-booking__choices">
            <TimeSlots {...props.slots} />
            <RateOptions {...props.rates} />
            <TicketSteppers {...props.tickets} />
            {props.extras && props.extras.extras.length > 0 && (
              <Suspense fallback={null}>
                <ExtrasPicker {...props.extras} />
              </Suspense>
            )}
          </div>
        </div>
        <footer className="bw-step__footer">
          <BookingTotal {...props.total} />
          {props.onContinue && (
            <button type="button" className="bw-button" onClick={props.onContinue}>
              <FormattedMessage {...messages.continue} />
            </button>
          )}
        </footer>
      </div>
    </section>
  );
}
