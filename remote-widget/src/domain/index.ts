/** The widget's pure domain rules (no React, MobX or I/O); stores and components import them from here. */
export * from './activityMapper';
export * from './activityType';
export * from './bookingFlow';
export * from './cardStatus';
export * from './currency';
export * from './lookahead';
export * from './orderedVariants';
export * from './paymentMethod';
export * from './rateName';
export * from './rateSelection';
export * from './schedule';
export * from './slotSelection';
export * from './successPayload';
export * from './ticketCap';
export * from './tickets';
export * from './totals';
