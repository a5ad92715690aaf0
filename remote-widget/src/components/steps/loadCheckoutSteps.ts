import type { Language } from '@booking/shared-contracts';

/** The chunk of steps 2–4 (Formik, yup, the payment UI); one import shared by the lazy component and the prefetch. */
export const loadCheckoutSteps = () => import(/* webpackChunkName: "checkout" */ './CheckoutSteps');

/**
 * Prefetches steps 2–4 and their messages in the visitor's language once the page is idle on step 1, so
 * Continue shows the next step at once.
 */
export function prefetchCheckoutSteps(lang: Language): () => void {
  const load = () =>
    void loadCheckoutSteps()
      .then((steps) => steps.loadCheckoutMessages(lang))
      .catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(load, 2_000);
  return () => window.clearTimeout(handle);
}
