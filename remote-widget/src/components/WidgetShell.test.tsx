// Step 1 over real stores: the config's first product opened from a fake BFF with the sandbox's shapes,
// and a visitor picks a date, a start time, a rate and tickets – by keyboard alone.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildActivityRate, buildCategoryPrice, buildRatePrices } from '../testing/testBuilders';
import { StoreProvider } from '../stores/context';
import type { RootStore } from '../stores/RootStore';
import { ControllerProvider } from '../controller/context';
import { WidgetController } from '../controller/WidgetController';
import { INITIALIZATION_FORCE_COMPLETE_MS, type Language } from '@booking/shared-contracts';
import { catalogueActivity, catalogueSlot, storesOver } from '../testing/fakeCatalogue';
import { ToastProvider } from './feedback/ToastProvider';
import { renderWithIntl } from '../testing/renderWithIntl';
import { WidgetShell } from './WidgetShell';

const STANDARD = 11;
const MORNING = 12;
const prices = (rateId: number, adult: number, child: number) =>
  buildRatePrices({
    activityRateId: rateId,
    pricePerCategoryUnit: [buildCategoryPrice(21, adult), buildCategoryPrice(22, child)],
  });

/** The config example's product "krakow" has one variant, activity 1 (FakeClock: 1 June 2026). */
function widgetOver() {
  const stores = storesOver({
    activities: {
      1: catalogueActivity(1, {
        title: 'Old Town walk',
        rates: [
          buildActivityRate({ id: STANDARD, title: 'Standard' }),
          buildActivityRate({ id: MORNING, title: 'Morning saver' }),
        ],
      }),
    },
    slots: {
      1: [
        catalogueSlot('2026-06-12', {
          startTimeId: 31,
          startTime: '10:00',
          availabilityCount: 3,
          rateIds: [STANDARD, MORNING],
          defaultRateId: STANDARD,
          pricesByRate: [prices(STANDARD, 120, 80), prices(MORNING, 100, 70)],
        }),
        catalogueSlot('2026-06-12', {
          startTimeId: 32,
          startTime: '14:00',
          availabilityCount: 0,
          soldOut: true,
        }),
        catalogueSlot('2026-06-15', { startTimeId: 31, pricesByRate: [prices(STANDARD, 140, 90)] }),
      ],
    },
  });
  return stores;
}

/** The shell under its providers (the toasts come from the CheckoutShell around it), started as a host that names no product: the config's first opens. */
function renderShell(root: RootStore, lang: Language = 'en') {
  const controller = new WidgetController(root);
  void controller.start({ configId: 'demo', lang });
  return renderWithIntl(
    <StoreProvider value={root}>
      <ControllerProvider value={controller}>
        <ToastProvider>
          <WidgetShell />
        </ToastProvider>
      </ControllerProvider>
    </StoreProvider>,
    lang,
  );
}

describe('WidgetShell', () => {
  it('shows the loader, then step 1 of the first product with its available days and their prices', async () => {
    const user = userEvent.setup();
    const { root, clock } = widgetOver();
    renderShell(root);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking widget…');
    expect(await screen.findByRole('heading', { name: 'Book your tickets' })).toBeInTheDocument();
    expect(screen.getByText('Old Town walk')).toBeInTheDocument();
    // The 12th opens on 10:00 with the standard rate (120); the morning rate is cheaper, so no "from".
    const june12 = await screen.findByRole('button', {
      name: /^12 120, Friday, June 12, 2026, PLN\s120$/,
    });
    expect(june12).toBeEnabled();
    expect(
      screen.getByRole('button', { name: /^15 140, Monday, June 15, 2026, from PLN\s140$/ }),
    ).toBeEnabled();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // The session clock shows once something is chosen.
    expect(screen.queryByText(/Session time left/)).not.toBeInTheDocument();
    await user.click(june12);
    expect(screen.getByText('29:00')).toBeInTheDocument();
    act(() => clock.advance(61_000));
    expect(screen.getByText('27:59')).toBeInTheDocument();
    expect(root.booking.totalPrice).toBe(120);
  });

  it('§4 after the 3 s forced initialization keeps the loader until the activity arrives, never a blank frame', async () => {
    const { root, clock } = widgetOver();
    await root.config.load('demo');
    root.ui.startInitialization('Loading the booking widget…');
    renderWithIntl(
      <StoreProvider value={root}>
        <ControllerProvider value={new WidgetController(root)}>
          <ToastProvider>
            <WidgetShell />
          </ToastProvider>
        </ControllerProvider>
      </StoreProvider>,
    );
    act(() => clock.advance(INITIALIZATION_FORCE_COMPLETE_MS));
    expect(root.ui.isInitialized).toBe(true);
    expect(root.booking.activity).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking widget…');
  });

  it('books by keyboard alone: date, start time, rate and tickets, with the running total', async () => {
    const user = userEvent.setup();
    const { root } = widgetOver();
    renderShell(root, 'pl');
    const june12 = await screen.findByRole('button', {
      name: /^12 120, piątek, 12 czerwca 2026, 120\szł$/,
    });
    await user.tab(); // next month
    await user.tab(); // the first available day
    expect(june12).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(root.booking.selectedDate).toBe('2026-06-12');

    // §4: the first slot with availability is chosen, the rate auto-selects, one default ticket is set.
    const times = screen.getByRole('group', { name: 'Godzina' });
    expect(within(times).getByRole('radio', { name: /10:00/ })).toBeChecked();
    expect(within(times).getByRole('radio', { name: /14:00 Wyprzedane/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Liczba biletów: Adult' })).toHaveTextContent('1');

    await user.tab(); // the checked start time
    expect(within(times).getByRole('radio', { name: /10:00/ })).toHaveFocus();
    await user.tab(); // the checked rate
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Morning saver' })).toBeChecked();
    expect(root.booking.selectedRateId).toBe(MORNING);

    await user.tab(); // More Adult (Fewer Adult is enabled too and comes first)
    await user.tab();
    expect(screen.getByRole('button', { name: 'Więcej biletów: Adult' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab(); // Fewer Child: inactive at 0 but focusable, so focus never drops to the page
    expect(screen.getByRole('button', { name: 'Mniej biletów: Child' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mniej biletów: Child' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Więcej biletów: Child' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // Capacity 3 reached: every + is inactive, and the focus stays on the one pressed.
    expect(screen.getByRole('button', { name: 'Więcej biletów: Child' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Więcej biletów: Child' })).toHaveFocus();
    expect(screen.getByText('3 uczestników')).toBeInTheDocument();
    expect(screen.getByText(/^270,00\szł$/)).toBeInTheDocument();
    expect(root.booking.totalPrice).toBe(270);
  });

  it('loads a month when the visitor moves to it', async () => {
    const user = userEvent.setup();
    const { root, requests } = widgetOver();
    renderShell(root);
    await screen.findByRole('button', { name: /June 12, 2026/ });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'July 2026' })).toBeInTheDocument();
    expect(requests.some((url) => url.includes('/2026-07-01/2026-07-31'))).toBe(true);
  });

  it('shows the "Widget Initialization Error" panel when the product cannot open, and Retry opens again (§8)', async () => {
    const user = userEvent.setup();
    const stores = storesOver({ activities: {} });
    renderShell(stores.root, 'de');
    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByRole('heading', { name: 'Fehler bei der Initialisierung des Widgets' }),
    ).toBeVisible();
    expect(panel).toHaveTextContent(
      'Initialisierung fehlgeschlagen: Dieses Produkt ist vorübergehend nicht verfügbar.',
    );
    const asked = () => stores.requests.filter((url) => url.includes('/general-information/')).length;
    const before = asked();
    await user.click(within(panel).getByRole('button', { name: 'Initialisierung wiederholen' }));
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
  });
});
