// GET /v1/payment_method_configurations: which methods hosted Checkout offers (stripe.md §6).

const entry = (on: boolean) => ({
  available: on,
  display_preference: { overridable: true, preference: on ? 'on' : 'off', value: on ? 'on' : 'off' },
});

/** One default configuration: card and the two wallets on, BLIK and Przelewy24 off. */
export function paymentMethodConfigurations() {
  return {
    object: 'list',
    url: '/v1/payment_method_configurations',
    has_more: false,
    data: [
      {
        id: 'pmc_sandbox_default',
        object: 'payment_method_configuration',
        active: true,
        is_default: true,
        livemode: false,
        name: 'Default',
        parent: null,
        card: entry(true),
        apple_pay: entry(true),
        google_pay: entry(true),
        link: entry(false),
        blik: entry(false),
        p24: entry(false),
      },
    ],
  };
}
