/** Example values for the payment routes: they feed the schema tests and the OpenAPI examples. */

export const exampleTransaction = {
  transactionId: 'ta_bKvkJX9Knk9Ol4od',
  title: 'TR-CWM-CS7LW1X',
  status: 'pending',
  amount: 200,
  currency: 'PLN',
  payer: { payerId: 'py_1', email: 'anna@example.com', name: 'Anna Nowak' },
  transactionPaymentUrl: 'https://secure.sandbox.tpay.com/?title=TR-CWM-CS7LW1X',
  date: { creation: '2026-06-01 10:00:00', realization: null },
  payments: [{ status: 'pending', method: null, amountPaid: 0, errors: [] }],
};

const payerUrls = {
  success: 'https://example.com/megabilet/success',
  error: 'https://example.com/megabilet/success?status=error',
};

export const exampleTpayCreateBody = {
  amount: 200,
  description: 'Kraków Old Town walking tour, 2026-06-12 10:00',
  hiddenDescription: 'UND-92677922',
  payer: { email: 'anna@example.com', name: 'Anna Nowak' },
  callbacks: { payerUrls },
  configId: 'demo',
  idempotencyKey: 'UND-92677922|anna@example.com|200|demo|blik',
  sessionId: 'widget_1780000000000_abcdefghij',
  pay: { groupId: 150, blikPaymentData: { blikToken: '777123' } },
};

export const exampleStripeCreateBody = {
  amount: 200,
  currency: 'PLN',
  description: 'Kraków Old Town walking tour, 2026-06-12 10:00',
  hiddenDescription: 'UND-92677922',
  payer: { email: 'anna@example.com', name: 'Anna Nowak', phone: '+48500100200' },
  callbacks: { payerUrls },
  configId: 'demo',
  sessionId: 'widget_1780000000000_abcdefghij',
  idempotencyKey: 'UND-92677922|anna@example.com|200|demo|card',
  provider: 'stripe_sandbox',
};

/** Example body of POST /payment-initiate. */
export const examplePaymentInitiateBody = {
  transactionId: 'ta_bKvkJX9Knk9Ol4od',
  paymentData: {
    provider: 'tpay',
    providerTransactionId: 'ta_bKvkJX9Knk9Ol4od',
    tpayTransactionId: 'ta_bKvkJX9Knk9Ol4od',
    amount: 200,
    currency: 'PLN',
    configId: 'demo',
    paymentMethod: 'BLIK',
    customerEmail: 'anna@example.com',
    customerName: 'Anna Nowak',
    metadata: { title: 'TR-CWM-CS7LW1X' },
  },
  bookingData: {
    activity: { id: 1001, title: 'Kraków Old Town walking tour', description: '' },
    selectedDate: '2026-06-12',
    selectedTime: '10:00',
    tickets: [{ category: 'Adult', count: 2, price: 100 }],
    contactInfo: { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', phone: '+48500100200' },
    totalPrice: 200,
    currency: 'PLN',
  },
  bokunReservationId: 'UND-92677922',
  configId: 'demo',
  sessionId: 'widget_1780000000000_abcdefghij',
  widgetPrefix: 'DEMO',
};
