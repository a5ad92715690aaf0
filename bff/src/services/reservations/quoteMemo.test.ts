import { reservationDataSchema, type MinorUnits, type ReservationData } from '@booking/shared-contracts';
import { buildReservationData } from '@booking/sandbox/testing';

/** A §7 reservation body as the reserve route reads it. */
const parsed = (options: Parameters<typeof buildReservationData>[0]): ReservationData =>
  reservationDataSchema.validateSync(buildReservationData(options));
import { createMemoryCache } from '../../cache/memoryCache';
import { createLogger } from '../../logging/createLogger';
import { knownPrice, QUOTE_MEMO_TTL_MS, rememberPrice } from './quoteMemo';

class Clock {
  constructor(private at = Date.UTC(2026, 10, 2, 9)) {}
  now = () => new Date(this.at);
  advance(ms: number) {
    this.at += ms;
  }
}

function setup() {
  const clock = new Clock();
  const deps = { cache: createMemoryCache({ clock }), logger: createLogger('silent') };
  return { clock, deps };
}

const booking = (over: Parameters<typeof buildReservationData>[0]) => parsed(over);

const PRICE = { amount: 24_000 as MinorUnits, currency: 'PLN' };

describe('remembered prices', () => {
  it('knows no price before Bokun was asked', async () => {
    const { deps } = setup();
    expect(await knownPrice(deps, 'demo', booking({ date: '2026-12-07' }))).toBeUndefined();
  });

  it('answers Bokun’s price for the same booking, whatever amount or names the next reserve sends', async () => {
    const { deps } = setup();
    await rememberPrice(deps, 'demo', booking({ date: '2026-12-07', adults: 2 }), PRICE);
    const renamed = booking({ date: '2026-12-07', adults: 2, amount: 1 });
    renamed.directBooking.mainContactDetails = [{ questionId: 'firstName', values: ['Eve'] }];
    expect(await knownPrice(deps, 'demo', renamed)).toEqual(PRICE);
  });

  it('knows no price for another booking or config', async () => {
    const { deps } = setup();
    await rememberPrice(deps, 'demo', booking({ date: '2026-12-07', adults: 2 }), PRICE);
    expect(await knownPrice(deps, 'demo', booking({ date: '2026-12-07', adults: 3 }))).toBeUndefined();
    expect(await knownPrice(deps, 'demo', booking({ date: '2026-12-08', adults: 2 }))).toBeUndefined();
    expect(await knownPrice(deps, 'other', booking({ date: '2026-12-07', adults: 2 }))).toBeUndefined();
  });

  it('forgets a price after a minute', async () => {
    const { deps, clock } = setup();
    const data = booking({ date: '2026-12-07' });
    await rememberPrice(deps, 'demo', data, PRICE);
    clock.advance(QUOTE_MEMO_TTL_MS + 1);
    expect(await knownPrice(deps, 'demo', data)).toBeUndefined();
  });
});
