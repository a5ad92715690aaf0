/** Example values for the Bokun routes: they feed the schema tests and the OpenAPI examples. */

export const exampleActivityDetails = {
  id: 1001,
  title: 'Kraków Old Town walking tour',
  externalId: 'KRK-POL-01',
  vendor: { id: 7, title: 'Demo Tours', currencyCode: 'PLN' },
  currency: 'PLN',
  description: 'Two hours through the Old Town with a licensed guide.',
  excerpt: 'Two hours through the Old Town.',
  highlights: ['Main Square', 'Wawel Hill'],
  included: ['Licensed guide'],
  excluded: ['Entry tickets'],
  location: 'Kraków, Poland',
  startingLocation: 'Adam Mickiewicz Monument, Rynek Główny 1, Kraków',
  bookingType: 'DATE_AND_TIME',
  capacityType: 'LIMITED',
  defaultRateId: 11,
  nextDefaultPrice: 100,
  nextDefaultPriceMoney: { amount: 100, currency: 'PLN' },
  duration: { minutes: 0, hours: 2, days: 0, weeks: 0, text: '2 hours' },
  pricingCategories: [
    { id: 21, title: 'Adult', ticketCategory: 'ADULT', ageQualified: false, defaultCategory: true },
    { id: 22, title: 'Child', ticketCategory: 'CHILD', minAge: 4, maxAge: 12, ageQualified: true },
  ],
  rates: [
    {
      id: 11,
      title: 'Standard',
      pricingCategoryIds: [21, 22],
      startTimeIds: [31],
      cancellationPolicy: { penaltyRules: [{ cutoffHours: 24, percentage: 100 }] },
    },
  ],
  startTimes: [{ id: 31, hour: 10, minute: 0, label: '10:00' }],
  mainContactFields: [
    { field: 'FIRST_NAME', required: true },
    { field: 'LAST_NAME', required: true },
    { field: 'EMAIL', required: true },
    { field: 'PHONE_NUMBER', required: true },
  ],
  passengerFields: [],
  bookingQuestions: [{ questionId: 'hotel', label: 'Hotel name', required: false, context: 'BOOKING' }],
  languages: ['pl', 'en'],
  photos: [
    {
      url: 'https://images.example.com/1001/key.jpg?w=1200&h=800',
      alt: 'The Cloth Hall on the Main Square',
      width: 1200,
      height: 800,
      sizes: [
        { url: 'https://images.example.com/1001/key.jpg?w=480&h=320', width: 480 },
        { url: 'https://images.example.com/1001/key.jpg?w=1200&h=800', width: 1200 },
      ],
    },
  ],
  flags: [],
};

export const exampleSlot = {
  id: '31_20260612',
  date: '2026-06-12',
  dateTimestamp: 1781222400000,
  startTimeId: 31,
  startTime: '10:00',
  availabilityCount: 12,
  soldOut: false,
  defaultRateId: 11,
  rateIds: [11],
  pricesByRate: [
    {
      activityRateId: 11,
      pricePerCategoryUnit: [
        { id: 21, amount: { amount: 100, currency: 'PLN' } },
        { id: 22, amount: { amount: 60, currency: 'PLN' } },
      ],
      extraPricePerCategoryUnit: [],
      extras: [],
    },
  ],
};

export const exampleReservationData = {
  checkoutOption: 'CUSTOMER_FULL_PAYMENT',
  paymentMethod: 'RESERVE_FOR_EXTERNAL_PAYMENT',
  source: 'DIRECT_REQUEST',
  directBooking: {
    mainContactDetails: [
      { questionId: 'firstName', values: ['Anna'] },
      { questionId: 'lastName', values: ['Nowak'] },
      { questionId: 'email', values: ['anna@example.com'] },
      { questionId: 'phoneNumber', values: ['+48500100200'] },
    ],
    activityBookings: [
      {
        activityId: 1001,
        date: '2026-06-12',
        startTimeId: 31,
        rateId: 11,
        answers: [],
        passengers: [
          { pricingCategoryId: 21, passengerDetails: [], answers: [], extras: [] },
          { pricingCategoryId: 21, passengerDetails: [], answers: [], extras: [] },
        ],
      },
    ],
  },
  sendNotificationToMainContact: true,
  showPricesInNotification: false,
  amount: 200,
  currency: 'PLN',
};
