import { reaction } from 'mobx';
import { CheckoutFlow } from '../../stores/CheckoutFlow';
import { checkoutSetupOf } from '../../stores/checkoutHost';
import { createApiClient } from '../../api/client';
import type { RootStore } from '../../stores/RootStore';

const flows = new WeakMap<RootStore, CheckoutFlow>();

/**
 * The checkout of a widget, built the first time steps 2–4 load (so step 1 carries none of it) from what the
 * hosting mode registered; it resets when the widget closes.
 */
export function flowOf(root: RootStore): CheckoutFlow {
  const existing = flows.get(root);
  if (existing) return existing;
  const setup = checkoutSetupOf(root);
  const flow = new CheckoutFlow(root, setup?.api ?? createApiClient(), setup?.host);
  flow.setIntegrator(setup?.integrator ?? {});
  flows.set(root, flow);
  reaction(
    () => root.ui.isOpen,
    (open) => {
      if (!open) flow.reset();
    },
  );
  return flow;
}
