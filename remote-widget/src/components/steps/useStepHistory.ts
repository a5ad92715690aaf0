import { useEffect, useRef } from 'react';
import type { StepNumber } from '@booking/shared-contracts';
import type { CheckoutFlow } from '../../checkout/CheckoutFlow';
import { useStores } from '../../stores/context';

/**
 * In the iframe app the browser's Back button moves back a step instead of leaving: each step forward adds
 * a history entry, and going back through history goes back a step.
 */
export function useStepHistory(step: StepNumber, flow: CheckoutFlow): void {
  const root = useStores();
  const enabled = root.host.manageHistory === true;
  const last = useRef<StepNumber>(step);
  useEffect(() => {
    if (!enabled) return;
    if (step > last.current) window.history.pushState({ bwStep: step }, '');
    last.current = step;
  }, [enabled, step]);
  useEffect(() => {
    if (!enabled) return;
    const onPop = () => {
      if (root.ui.currentStep > 1 && flow.payment.status !== 'pending') {
        last.current = (root.ui.currentStep - 1) as StepNumber;
        flow.back();
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [enabled, root, flow]);
}
