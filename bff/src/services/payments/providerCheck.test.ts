import type { PaymentRecord } from '../../store';
import { checkedBefore, PROVIDER_CHECK_INTERVAL_MS } from './providerCheck';

const created = new Date('2026-11-22T12:00:00Z');
const WINDOW_MS = 150_000;
const at = (ms: number) => ({
  clock: { now: () => new Date(created.getTime() + ms) },
  env: { TPAY_BLIK_CONFIRM_WINDOW_MS: WINDOW_MS },
});
const payment = (method: string) => ({ provider: 'tpay', method, createdAt: created }) as PaymentRecord;
const bound = (ms: number, method: string) =>
  checkedBefore(at(ms) as Parameters<typeof checkedBefore>[0], payment(method)).getTime() - created.getTime();

describe('when the provider may be asked again about a payment', () => {
  it('once the last check is one interval old', () => {
    expect(bound(60_000, 'PBL_108')).toBe(60_000 - PROVIDER_CHECK_INTERVAL_MS);
    expect(bound(WINDOW_MS + 1_000, 'PBL_108')).toBe(WINDOW_MS + 1_000 - PROVIDER_CHECK_INTERVAL_MS);
  });

  it('for BLIK, also when the last check came before the confirmation window closed', () => {
    expect(bound(WINDOW_MS - 1_000, 'BLIK')).toBe(WINDOW_MS - 1_000 - PROVIDER_CHECK_INTERVAL_MS);
    expect(bound(WINDOW_MS, 'BLIK')).toBe(WINDOW_MS);
    expect(bound(WINDOW_MS + 1_000, 'BLIK')).toBe(WINDOW_MS);
    expect(bound(WINDOW_MS + PROVIDER_CHECK_INTERVAL_MS + 5_000, 'BLIK')).toBe(WINDOW_MS + 5_000);
  });
});
