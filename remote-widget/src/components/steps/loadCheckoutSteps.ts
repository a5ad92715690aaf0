import type { Language } from '@booking/shared-contracts';
import { whenIdle } from '../../infra/whenIdle';

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
  return whenIdle(load);
}
