export * from './reservationData';
