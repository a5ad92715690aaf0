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
