import { observable, runInAction } from 'mobx';
import { bokunReserve, type ReservationData } from '@booking/shared-contracts';
import type { ReservationBodyResult } from '../domain/reservationBody';
import { apiFailure, fakeApi } from '../testing/fakeApi';
import { DiagnosticsStore } from '../infra/DiagnosticsStore';
import { memoryStorage } from '../infra/deps';
import { Logger } from '../infra/Logger';
import { ReservationStore } from './ReservationStore';
import { FakeClock, recordingSink } from '../testing/testDoubles';

const HOLD_TOKEN = 'k'.repeat(40);
const exampleReservationData = (bokunReserve.examples.valid.body as { reservationData: ReservationData })
  .reservationData;

type ReserveAnswer = {
  success: boolean;
  data?: { confirmationCode: string; bookingId: number; holdToken?: string };
};

function setup(
  reserve: (nth: number) => ReserveAnswer = (nth: number) => ({
    success: true,
    data: { confirmationCode: `UND-${1000 + nth}`, bookingId: 5501 + nth, holdToken: HOLD_TOKEN },
  }),
  session: () => Promise<string> = () => Promise.resolve('ws_issuedByTheBff0123456789'),
) {
  const clock = new FakeClock();
  const body: ReservationBodyResult = { ok: true, data: exampleReservationData };
  const state = observable<{ selection: string; body: ReservationBodyResult }>({ selection: 'a', body });
  const api = fakeApi({
    bokunReserve: (_input, nth) => reserve(nth),
    bokunRemoveReservation: () => ({ success: true }),
    bookingCleanup: () => ({ success: true }),
  });
  const diagnostics = new DiagnosticsStore(() => clock.now(), memoryStorage());
  const onHoldLost = jest.fn();
  const store = new ReservationStore({
    api,
    clock,
    configId: () => 'demo',
    session,
    body: () => state.body,
    selectionKey: () => state.selection,
    diagnostics,
    logger: new Logger({ sink: recordingSink() }),
    onHoldLost,
  });
  return { store, api, clock, state, diagnostics, onHoldLost };
}

describe('ReservationStore', () => {
  it('sends the widget session with the hold, so the server can count holds per session', async () => {
    const { store, api } = setup();
    await store.ensure();
    expect(api.callsTo('bokunReserve')[0]?.input.body).toMatchObject({
      sessionId: 'ws_issuedByTheBff0123456789',
    });
  });

  it('holds nothing and shows reservation_not_created when the BFF issues no widget session', async () => {
    const { store, api } = setup(undefined, () => Promise.reject(new Error('no session')));
    expect(await store.ensure()).toBeNull();
    expect(api.callsTo('bokunReserve')).toHaveLength(0);
    expect(store.error).toBe('reservation_not_created');
  });

  it('reserves the §7 body once with an idempotency key and keeps the hold token', async () => {
    const { store, api, diagnostics } = setup();
    const held = await store.ensure();
    expect(held).toMatchObject({ confirmationCode: 'UND-1000', holdToken: HOLD_TOKEN, status: 'RESERVED' });
    const [call] = api.callsTo('bokunReserve');
    expect(call?.input.body).toMatchObject({
      configId: 'demo',
      reservationData: exampleReservationData,
      idempotencyKey: expect.stringMatching(/^res_\d+_[a-z0-9]{10}$/),
    });
    expect(diagnostics.flows.reservation).toMatchObject({
      status: 'completed',
      stages: [{ name: 'reserve' }],
    });
  });

  it('makes one hold for a double click and reuses the hold when nothing changed', async () => {
    const { store, api } = setup();
    const [first, second] = await Promise.all([store.ensure(), store.ensure()]);
    expect(first).toBe(second);
    await store.ensure();
    expect(api.callsTo('bokunReserve')).toHaveLength(1);
  });

  it('retries a failed reserve with the same idempotency key, so a retry makes one hold', async () => {
    const { store, api, diagnostics } = setup((nth) => {
      if (nth === 0) throw apiFailure('upstream_error', 502);
      return { success: true, data: { confirmationCode: 'UND-2000', bookingId: 1 } };
    });
    expect(await store.ensure()).toBeNull();
    expect(store.error).toBe('reservation_not_created');
    expect(diagnostics.flows.reservation.status).toBe('failed');
    expect(await store.ensure()).toMatchObject({ confirmationCode: 'UND-2000' });
    const [a, b] = api
      .callsTo('bokunReserve')
      .map((call) => (call.input.body as { idempotencyKey: string }).idempotencyKey);
    expect(a).toBe(b);
  });

  it.each([
    ['hold_seats_limit_reached', 429],
    ['missing_contact_information', 400],
  ] as const)('shows a refused hold the visitor can act on (%s) in its own words', async (code, status) => {
    const { store } = setup(() => {
      throw apiFailure(code, status, 'refused');
    });
    expect(await store.ensure()).toBeNull();
    expect(store.error).toBe(code);
  });

  it('"No time slot selected" comes from the body, before any call', async () => {
    const { store, api, state } = setup();
    runInAction(() => (state.body = { ok: false, error: 'no_time_slot_selected' }));
    expect(await store.ensure()).toBeNull();
    expect(store.error).toBe('no_time_slot_selected');
    expect(api.calls).toHaveLength(0);
  });

  it('releases the old hold with its token when the date, slot or tickets change', async () => {
    const { store, api, state } = setup();
    await store.ensure();
    runInAction(() => (state.selection = 'b'));
    await Promise.resolve();
    expect(store.reservation).toBeNull();
    expect(api.callsTo('bokunRemoveReservation')[0]?.input).toMatchObject({
      params: { confirmationCode: 'UND-1000' },
      body: { configId: 'demo', holdToken: HOLD_TOKEN },
    });
  });

  it('"is checked every 5 seconds"; "On expiry a new reservation is attempted" with a new key', async () => {
    const { store, api, clock } = setup();
    await store.ensure();
    clock.advance(30 * 60_000 - 5_000);
    expect(api.callsTo('bokunReserve')).toHaveLength(1);
    clock.advance(5_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.reservation?.confirmationCode).toBe('UND-1001');
    const keys = api
      .callsTo('bokunReserve')
      .map((call) => (call.input.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(api.callsTo('bokunRemoveReservation')).toHaveLength(1);
  });

  it('"If that fails, any transaction is cancelled and the expiry error is shown"', async () => {
    const { store, clock, onHoldLost } = setup((nth) => {
      if (nth > 0) throw apiFailure('upstream_error', 502);
      return { success: true, data: { confirmationCode: 'UND-3000', bookingId: 1 } };
    });
    await store.ensure();
    clock.advance(30 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onHoldLost).toHaveBeenCalledTimes(1);
    expect(store.error).toBe('reservation_expired');
    expect(store.expired).toBe(true);
  });

  it('cleans up after a failed payment creation through booking-cleanup', async () => {
    const { store, api } = setup();
    await store.ensure();
    await store.cleanUp('payment_creation_failed');
    expect(api.callsTo('bookingCleanup')[0]?.input.body).toEqual({
      confirmationCode: 'UND-1000',
      configId: 'demo',
      reason: 'payment_creation_failed',
      holdToken: HOLD_TOKEN,
    });
    expect(store.reservation).toBeNull();
  });
});
