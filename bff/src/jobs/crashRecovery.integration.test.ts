// The BFF as a real child process is killed with SIGKILL after it acknowledged a paid notification and
// before it confirmed the booking; restarted, its outbox worker confirms the reservation exactly once.
import { demoBokunVars } from '../../test/bokunHarness';
import { useRestartableBff } from '../../test/bffProcess';
import { freePort } from '@booking/sandbox/processes';
import { demoPaymentVars, tpayBody, waitFor } from '../../test/paymentHarness';
import { buildReservationData, weekdayAhead } from '@booking/sandbox/testing';

const bff = useRestartableBff('crash', (sandboxUrl) => ({
  ...demoBokunVars(sandboxUrl),
  ...demoPaymentVars(sandboxUrl),
}));

it('confirms a paid booking exactly once after the BFF is killed between payment and confirmation', async () => {
  const port = await freePort();
  await bff.start(port, { OUTBOX_WORKER: 'off' });

  const date = weekdayAhead(new Date(), 7);
  const reserved = await bff.post('/api/bokun/reserve', {
    configId: 'demo',
    idempotencyKey: `crash-${process.pid}`,
    reservationData: buildReservationData({ date }),
  });
  expect(reserved.status).toBe(200);
  const { confirmationCode: code, holdToken } = reserved.body.data as {
    confirmationCode: string;
    holdToken: string;
  };
  const total = bff.sandbox.state.bokun.reservation(code)?.amount ?? 0;
  // Back to the BFF's own success page: this BFF's demo site is its own URL.
  const { callbacks: _elsewhere, ...body } = tpayBody(code, total, {
    groupId: 150,
    blikPaymentData: { blikToken: '777123' },
  });
  const created = await bff.post('/api/tpay/create-transaction', { ...body, holdToken });
  expect(created.body.result).toBe('success');
  const title = created.body.title as string;

  // The paid notification is acknowledged (TRUE) and only then the process dies, before any confirmation.
  await waitFor(() =>
    bff.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title && n.state === 'delivered'),
  );
  const confirmPath = `/checkout.json/confirm-reserved/${code}`;
  expect(bff.sandbox.state.bokun.callCount({ method: 'POST', path: confirmPath })).toBe(0);
  await bff.stop('SIGKILL');
  expect(bff.sandbox.state.bokun.reservation(code)?.status).toBe('RESERVED');

  await bff.start(port);
  await waitFor(() => bff.sandbox.state.bokun.reservation(code)?.status === 'CONFIRMED', 20_000);
  // A few more worker passes must not confirm again.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(bff.sandbox.state.bokun.callCount({ method: 'POST', path: confirmPath })).toBe(1);
  const status = await fetch(
    `${bff.url}/api/booking-status?transaction_id=${created.body.transactionId as string}`,
  );
  expect(await status.json()).toMatchObject({ success: true, status: 'success', confirmationCode: code });
}, 120_000);
