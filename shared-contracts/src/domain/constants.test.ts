import * as c from './constants';
import { isRedactedFieldName } from './constants';
import {
  LOG_LEVELS,
  PAYMENT_STATUSES,
  STEPS,
  ERROR_CATEGORIES,
  ERROR_SEVERITIES,
  FUNNEL_FLAGS,
  isStepNumber,
} from './enums';

describe('§9 business constants', () => {
  it('"Timeouts: payment creation 30 s; payment-initiate 15 s; booking-status 10 s. Reservation session check every 5 s. Schedule lookahead 12 months."', () => {
    expect([
      c.PAYMENT_CREATION_TIMEOUT_MS,
      c.PAYMENT_INITIATE_TIMEOUT_MS,
      c.BOOKING_STATUS_TIMEOUT_MS,
    ]).toEqual([30_000, 15_000, 10_000]);
    expect(c.RESERVATION_SESSION_CHECK_INTERVAL_MS).toBe(5_000);
    expect(c.SCHEDULE_LOOKAHEAD_MONTHS).toBe(12);
  });

  it('"BLIK code length 6. Group ids: BLIK 150, card 103. Card amount bounds 0.01 to 999999.99."', () => {
    expect([c.BLIK_CODE_LENGTH, c.BLIK_GROUP_ID, c.CARD_GROUP_ID]).toEqual([6, 150, 103]);
    expect([c.CARD_AMOUNT_MIN, c.CARD_AMOUNT_MAX]).toEqual([0.01, 999999.99]);
  });

  it('lists the 21 allowed bank group ids of §5, including BLIK and card', () => {
    expect(c.ALLOWED_BANK_GROUP_IDS).toHaveLength(21);
    expect(new Set(c.ALLOWED_BANK_GROUP_IDS).size).toBe(21);
    expect(c.ALLOWED_BANK_GROUP_IDS).toEqual(expect.arrayContaining([c.BLIK_GROUP_ID, c.CARD_GROUP_ID]));
  });

  it('"Widget session 1740 s (29 min)", "Initialization force-complete 3 s. Duplicate message window 100 ms."', () => {
    expect(c.WIDGET_SESSION_SECONDS).toBe(29 * 60);
    expect(c.INITIALIZATION_FORCE_COMPLETE_MS).toBe(3_000);
    expect(c.DUPLICATE_MESSAGE_WINDOW_MS).toBe(100);
    expect(c.NO_ACTION_WARNING_THROTTLE_MS).toBe(10_000);
  });

  it('"Toasts 5 s, errors 10 s."', () => {
    expect([c.TOAST_DURATION_MS, c.ERROR_TOAST_DURATION_MS]).toEqual([5_000, 10_000]);
  });

  it('"ticket max 999, min 0; age 0 to 99; participants 1 to 100", default quantity 1', () => {
    expect([c.DEFAULT_TICKET_MAX, c.DEFAULT_TICKET_MIN, c.DEFAULT_AGE_MIN, c.DEFAULT_AGE_MAX]).toEqual([
      999, 0, 0, 99,
    ]);
    expect([c.PARTICIPANTS_MIN, c.PARTICIPANTS_MAX, c.DEFAULT_TICKET_QUANTITY]).toEqual([1, 100, 1]);
  });

  it('"Currency fallback PLN (USD as last UI fallback); widget currency default USD"', () => {
    expect([c.PAYMENT_CURRENCY_FALLBACK, c.DEFAULT_CURRENCY]).toEqual(['PLN', 'USD']);
  });

  it('"language cookie lasts 365 days. Page reload guard 10 s."', () => {
    expect([c.LANGUAGE_COOKIE_MAX_AGE_DAYS, c.PAGE_RELOAD_GUARD_MS]).toEqual([365, 10_000]);
  });

  it('has the diagnostics buffers and thresholds of §9', () => {
    expect(c.DIAGNOSTICS).toMatchObject({
      logBufferSize: 1000,
      userActionHistorySize: 50,
      stateHistorySize: 100,
      storedCriticalErrors: 10,
    });
    expect(c.DIAGNOSTICS).toMatchObject({
      idleNoticeMs: 300_000,
      slowRequestMs: 3_000,
      slowLoadMs: 3_000,
      debugWatcherPollMs: 1_000,
    });
    expect(c.DIAGNOSTICS).toMatchObject({
      storeFailureWarnAt: 3,
      storeFailureUnhealthyAt: 5,
      paymentFailureRateCritical: 0.1,
    });
  });

  it('lets a payment failure rate count only over at least 10 attempts, so one refusal never alerts', () => {
    expect(c.PAYMENT_FAILURE_RATE_MIN_ATTEMPTS).toBe(10);
    // One failure in the smallest sample is exactly the threshold, not above it.
    expect(1 / c.PAYMENT_FAILURE_RATE_MIN_ATTEMPTS).toBeLessThanOrEqual(
      c.DIAGNOSTICS.paymentFailureRateCritical,
    );
  });

  it('"Widget language default en; fetch language pl." and default provider tpay', () => {
    expect([c.DEFAULT_LANGUAGE, c.FETCH_LANGUAGE, c.DEFAULT_PAYMENT_PROVIDER]).toEqual(['en', 'pl', 'tpay']);
  });
});

describe('§4, §8, §9 enumerations', () => {
  it('"Log levels: ERROR 1, WARN 2, INFO 3, DEBUG 5"', () => {
    expect(LOG_LEVELS).toEqual({ ERROR: 1, WARN: 2, INFO: 3, DEBUG: 5 });
  });

  it('has the six payment statuses and the four named steps', () => {
    expect(PAYMENT_STATUSES).toEqual(['not_paid', 'pending', 'success', 'error', 'cancelled', 'refunded']);
    expect(STEPS).toEqual({ 1: 'booking', 2: 'contact', 3: 'payment', 4: 'afterpayment' });
  });

  it('"Step is accepted only from 1 to 4."', () => {
    expect([1, 2, 3, 4].every(isStepNumber)).toBe(true);
    expect([0, 5, 2.5, '2'].some(isStepNumber)).toBe(false);
  });

  it('has the error categories, severities and funnel flags', () => {
    expect(ERROR_CATEGORIES).toEqual(['NETWORK', 'VALIDATION', 'BUSINESS', 'SYSTEM', 'USER', 'UNKNOWN']);
    expect(ERROR_SEVERITIES).toEqual(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']);
    expect(FUNNEL_FLAGS).toEqual([
      'OPEN',
      'CONTACT',
      'PAYMENT',
      'PAYMENT_SUCCESS',
      'CLOSE',
      'NEWSLETTER',
      'ADD_SHIPPING_INFO',
    ]);
  });
});

describe('isRedactedFieldName', () => {
  it('redacts names containing blikCode, cvv, cardNumber, password, token, key or secret (§5)', () => {
    for (const name of [
      'blikCode',
      'CVV',
      'cardNumber',
      'userPassword',
      'accessToken',
      'apiKey',
      'clientSecret',
    ]) {
      expect(isRedactedFieldName(name)).toBe(true);
    }
    expect(isRedactedFieldName('email')).toBe(false);
  });
});
