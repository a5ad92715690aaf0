// The widget polls booking-status every 2 s while a payment is open. The BFF answers from the store and asks
// the provider at most once per check interval per payment, whichever instance or request asks; a
// notification still shows as paid on the next poll.
import { PROVIDER_CHECK_INTERVAL_MS } from '../services/payments/providerCheck';
import { tpayBody, usePaymentHarness, waitFor } from '../../test/paymentHarness';
import { describeEngines } from '../testing/engines';

const POLL_MS = 2_000;

describeEngines('booking-status polling', (engine) => {
  const h = usePaymentHarness(engine);

  /** Clock times (ms) of the BFF's Tpay status calls, by transaction id. */
  const calls = new Map<string, number[]>();
  beforeAll(() => {
    const { paymentGateways } = h.deps;
    const tpay = paymentGateways.tpay.bind(paymentGateways);
    const counted = new WeakSet<object>();
    jest.spyOn(paymentGateways, 'tpay').mockImplementation((configId) => {
      const gateway = tpay(configId);
      if (counted.has(gateway)) return gateway;
      counted.add(gateway);
      const ask = gateway.transactionStatus.bind(gateway);
      gateway.transactionStatus = (id) => {
        calls.set(id, [...(calls.get(id) ?? []), h.clock.now().getTime()]);
        return ask(id);
      };
      return gateway;
    });
  });

  const statusOf = async (id: string) =>
    (await h.get(`/api/booking-status?transaction_id=${encodeURIComponent(id)}`)).body.status as string;

  const hostedPage = (title: string, outcome: 'pay' | 'fail') =>
    fetch(`${h.sandbox.url}/tpay/secure/${encodeURIComponent(title)}/${outcome}`, {
      method: 'POST',
      redirect: 'manual',
    });

  async function startTransfer() {
    const { code, total } = await h.reserve();
    const res = await h.post('/api/tpay/create-transaction', tpayBody(code, total, { groupId: 108 }));
    expect(res.body.result).toBe('success');
    return { id: res.body.transactionId as string, title: res.body.title as string };
  }

  it('asks Tpay at most once per interval while the widget polls every 2 s', async () => {
    const { id } = await startTransfer();
    for (let elapsed = 0; elapsed <= 5 * PROVIDER_CHECK_INTERVAL_MS; elapsed += POLL_MS) {
      expect(await statusOf(id)).toBe('pending');
      h.clock.advance(POLL_MS);
    }
    const times = calls.get(id) ?? [];
    expect(times.length).toBeGreaterThanOrEqual(4);
    expect(times.length).toBeLessThanOrEqual(5);
    times
      .slice(1)
      .forEach((time, i) => expect(time - (times[i] ?? 0)).toBeGreaterThan(PROVIDER_CHECK_INTERVAL_MS));
  });

  it('gives one of several simultaneous polls the provider call', async () => {
    const { id } = await startTransfer();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => statusOf(id)));
    expect(answers).toEqual(Array(5).fill('pending'));
    expect(calls.get(id)).toHaveLength(1);
  });

  it('shows a paid payment as paid on the next poll after the notification, without asking Tpay', async () => {
    const { id, title } = await startTransfer();
    expect(await statusOf(id)).toBe('pending');
    await hostedPage(title, 'pay');
    await waitFor(() => h.sandbox.state.tpay.notifications.some((n) => n.fields.tr_id === title));
    await h.sandbox.state.tpay.notificationsSettled();
    h.clock.advance(POLL_MS);
    expect(await statusOf(id)).toBe('success');
    expect(calls.get(id)).toHaveLength(1);
  });

  it('a decline at Tpay shows once the interval since the last check has passed', async () => {
    const { id, title } = await startTransfer();
    expect(await statusOf(id)).toBe('pending');
    await hostedPage(title, 'fail');
    h.clock.advance(POLL_MS);
    expect(await statusOf(id)).toBe('pending');
    h.clock.advance(PROVIDER_CHECK_INTERVAL_MS);
    expect(await statusOf(id)).toBe('error');
    expect(calls.get(id)).toHaveLength(2);
  });
});
