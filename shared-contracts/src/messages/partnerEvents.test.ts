import { outgoingMessageSchemas } from './protocol';
import { isPartnerEventName, PARTNER_EVENT_NAMES, partnerEventSchemas } from './partnerEvents';

describe('partner events', () => {
  it('are the five events of the embed: widgetOpened, stepChanged, bookingSucceeded, bookingFailed, widgetClosed', () => {
    expect(PARTNER_EVENT_NAMES).toEqual([
      'widgetOpened',
      'stepChanged',
      'bookingSucceeded',
      'bookingFailed',
      'widgetClosed',
    ]);
  });

  it('travel as outgoing window messages under the same schemas (one vocabulary)', () => {
    for (const name of PARTNER_EVENT_NAMES)
      expect(outgoingMessageSchemas[name]).toBe(partnerEventSchemas[name]);
  });

  it('bookingSucceeded carries "confirmation code, activity, date, total, currency"', () => {
    const payload = {
      confirmationCode: 'BWK-1',
      transactionId: 'TR-1',
      activity: { id: 1001, title: 'Old Town' },
      date: '2026-12-01',
      time: '10:00',
      totalPrice: 120,
      currency: 'PLN',
    };
    expect(partnerEventSchemas.bookingSucceeded.isValidSync(payload)).toBe(true);
    expect(partnerEventSchemas.bookingSucceeded.isValidSync({ ...payload, currency: 'pln' })).toBe(false);
    expect(partnerEventSchemas.bookingSucceeded.isValidSync({ ...payload, activity: undefined })).toBe(false);
  });

  it('bookingFailed carries a snake_case code', () => {
    expect(partnerEventSchemas.bookingFailed.isValidSync({ code: 'payment_refused' })).toBe(true);
    expect(partnerEventSchemas.bookingFailed.isValidSync({ code: 'Payment refused' })).toBe(false);
  });

  it('stepChanged names the step by number and §4 name', () => {
    const { stepChanged } = partnerEventSchemas;
    expect(stepChanged.isValidSync({ step: 2, stepName: 'contact', cart: null })).toBe(true);
    expect(stepChanged.isValidSync({ step: 5, stepName: 'contact' })).toBe(false);
  });

  it('tells event names from protocol messages', () => {
    expect(isPartnerEventName('bookingSucceeded')).toBe(true);
    expect(isPartnerEventName('widgetInitialized')).toBe(false);
    expect(isPartnerEventName('toString')).toBe(false);
  });
});
