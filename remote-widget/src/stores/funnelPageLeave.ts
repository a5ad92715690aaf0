import type { RootStore } from './RootStore';

/**
 * True when leaving the page now abandons a basket: the widget is open, the visitor went past step 1 or
 * holds seats, and nothing is paid or being paid on the provider's page (the page is left for it then).
 */
export function basketAbandonedOnLeave(root: RootStore): boolean {
  const { ui } = root;
  const flow = root.checkout;
  if (!ui.isOpen || ui.sessionClock.paid) return false;
  const payment = flow?.payment;
  if (payment?.status === 'success') return false;
  if (payment?.status === 'pending' && payment.waitingFor !== 'blik') return false;
  return ui.currentStep > 1 || flow?.reservations.isHeld === true;
}

/**
 * The widget in its own page (the first-party booking page, a federated host): leaving the page with a
 * started basket is §4 "Closing without payment success logs CLOSE as an abandoned cart" – there is no
 * close button to press, and the 29-minute timeout never comes. `pagehide` fires for every way out
 * (navigation, closing the tab, the back-forward cache); the row leaves as a keepalive request, which the
 * browser finishes after the page is gone. A reload fires it too: the session goes on after the reload
 * with its CLOSE sent. Answers the disposer.
 */
export function watchPageLeave(
  root: RootStore,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const onLeave = () => {
    if (basketAbandonedOnLeave(root)) root.funnel.pageLeft();
  };
  win.addEventListener('pagehide', onLeave);
  return () => win.removeEventListener('pagehide', onLeave);
}
