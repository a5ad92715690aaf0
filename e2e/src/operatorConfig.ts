import type { Stack } from './stack';

/** The support token the stacks of tests that change a config as an operator start with. */
export const E2E_SUPPORT_TOKEN = 'e2e-operator-support-token-0123456789';

/**
 * Saves the `demo` config with another payment provider through the support API, as an operator would (the
 * stack must run with `SUPPORT_TOKEN: E2E_SUPPORT_TOKEN`).
 */
export async function setDemoPaymentProvider(
  stack: Stack,
  provider: 'tpay' | 'stripe_sandbox',
): Promise<void> {
  const current = (await (await fetch(`${stack.bffUrl}/api/widget-config/demo`)).json()) as {
    globalConfig: Record<string, unknown>;
    products: unknown[];
  };
  const saved = await fetch(`${stack.bffUrl}/api/support/widget-configs/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_SUPPORT_TOKEN}` },
    body: JSON.stringify({
      globalConfig: { ...current.globalConfig, paymentProvider: provider },
      products: current.products,
    }),
  });
  if (saved.status !== 200) throw new Error(`the demo config was not saved: HTTP ${saved.status}`);
}
