import { SANDBOX_JWS_CERT_PEM, SANDBOX_JWS_ROOT_PEM, startReceiver, startTpaySandbox } from '@booking/sandbox/tpay';
import { documentedJws, documentedMd5 } from '../../../test/tpayDocsSigner';
import { createTpayClient } from './client';
import { createJwsVerifier } from './jws';
import {
  notificationMd5,
  notificationPaymentStatus,
  parseTpayNotification,
  TPAY_NOTIFICATION_ANSWER,
  verifyTpayNotification,
} from './notification';

const SECURITY_CODE = 'demo-security-code';

function form(overrides: Record<string, string> = {}): string {
  const base = { id: '1010', tr_id: 'TR-ABC-1234567', tr_amount: '200.00', tr_crc: 'UND-92677922' };
  const fields = {
    ...base,
    tr_date: '2026-06-01 10:00:00',
    tr_paid: '200.00',
    tr_desc: 'Old Town walking tour',
    tr_status: 'TRUE',
    tr_error: 'none',
    tr_email: 'anna@example.com',
    test_mode: '1',
    md5sum: documentedMd5(base, SECURITY_CODE),
    ...overrides,
  };
  return new URLSearchParams(fields).toString();
}

describe('parseTpayNotification', () => {
  it('reads the form-encoded fields, test_mode as a flag', () => {
    expect(parseTpayNotification(form())).toMatchObject({
      trId: 'TR-ABC-1234567',
      trCrc: 'UND-92677922',
      trStatus: 'TRUE',
      testMode: true,
    });
  });

  it('names the required fields that are missing', () => {
    expect(() => parseTpayNotification('id=1010&tr_id=TR-1')).toThrow(/tr_date.*md5sum/);
  });
});

describe('md5sum verification (md5 of id + tr_id + tr_amount + tr_crc + security code)', () => {
  it('accepts a notification signed with the security code', async () => {
    await expect(
      verifyTpayNotification({ rawBody: form(), jwsHeader: undefined, securityCode: SECURITY_CODE }),
    ).resolves.toMatchObject({ trAmount: '200.00' });
  });

  it('rejects a changed amount and a wrong security code', async () => {
    await expect(
      verifyTpayNotification({
        rawBody: form({ tr_amount: '2.00' }),
        jwsHeader: undefined,
        securityCode: SECURITY_CODE,
      }),
    ).rejects.toMatchObject({ provider: 'tpay', kind: 'invalid_notification' });
    await expect(
      verifyTpayNotification({ rawBody: form(), jwsHeader: undefined, securityCode: 'other' }),
    ).rejects.toMatchObject({ provider: 'tpay', kind: 'invalid_notification' });
  });

  it('reproduces a public md5sum vector: id 1, tr_id 2, tr_amount 3.0, tr_crc 4, security code "secret"', () => {
    // Precalculated in coldic3/CommerceWeaversSyliusTpayPlugin@257f24a4
    // tests/Unit/Tpay/Security/Notification/Verifier/ChecksumVerifierTest.php, over Tpay's SDK BasicPayment.
    expect(notificationMd5({ merchantId: '1', trId: '2', trAmount: '3.0', trCrc: '4' }, 'secret')).toBe(
      'a8debd2916d4e28f2849d63ae2783d04',
    );
  });

  it('signs the amount with two decimals even when it arrives as "200"', () => {
    const n = parseTpayNotification(form());
    expect(notificationMd5({ ...n, trAmount: '200' }, SECURITY_CODE)).toBe(n.md5sum);
  });
});

describe('notificationPaymentStatus', () => {
  it('reads TRUE and PAID as success, CHARGEBACK as refunded, anything else as error', () => {
    expect(['TRUE', 'PAID', 'CHARGEBACK', 'FALSE'].map(notificationPaymentStatus)).toEqual([
      'success',
      'success',
      'refunded',
      'error',
    ]);
  });
});

describe("JWS verification against a signature made by the steps of Tpay's docs, not by the simulator", () => {
  // docs-api.tpay.com/webhooks and the PHP SDK's JWSVerifiedPaymentNotification: a detached JWS whose protected
  // header names in x5u a certificate under https://secure.tpay.com, signed by the root CA at
  // {prefix}/x509/tpay-jws-root.pem; RS256 over protectedHeader + "." + base64url(raw body). No public signed
  // notification was found to use as a vector, so only the key material here is the sandbox's.
  const TPAY = 'https://secure.tpay.com';
  const CERT_URL = `${TPAY}/x509/notifications-jws.pem`;
  const pems: Record<string, string> = {
    [CERT_URL]: SANDBOX_JWS_CERT_PEM,
    [`${TPAY}/x509/tpay-jws-root.pem`]: SANDBOX_JWS_ROOT_PEM,
  };
  const verifyJws = createJwsVerifier({
    x5uPrefix: TPAY,
    loadPem: (url) => (url in pems ? Promise.resolve(pems[url]!) : Promise.reject(new Error(`no ${url}`))),
    clock: { now: () => new Date('2027-01-01T00:00:00Z') },
  });
  const signed = (body: string, x5u = CERT_URL) => documentedJws(body, x5u);
  const verifyWith = (rawBody: string, jwsHeader: string) =>
    verifyTpayNotification({ rawBody, jwsHeader, securityCode: SECURITY_CODE, verifyJws });

  it("accepts the raw body it covers and rejects a changed body and a certificate off Tpay's host", async () => {
    const body = form();
    await expect(verifyWith(body, signed(body))).resolves.toMatchObject({ trCrc: 'UND-92677922' });
    await expect(verifyWith(form({ tr_paid: '300.00' }), signed(body))).rejects.toThrow(
      /signature does not match/,
    );
    await expect(verifyWith(body, signed(body, 'https://secure.tpay.com.evil/x509/a.pem'))).rejects.toThrow(
      /x5u/,
    );
  });
});

describe('notifications from the sandbox, JWS included', () => {
  it('verifies a real notification (md5sum and JWS over the raw body) and answers exactly TRUE', async () => {
    const sandbox = await startTpaySandbox({ schedule: (run) => setImmediate(run), retryDelaysMs: [1] });
    const verifyJws = createJwsVerifier({ x5uPrefix: sandbox.apiUrl });
    const outcomes: string[] = [];
    const receiver = await startReceiver([{ status: 200, body: TPAY_NOTIFICATION_ANSWER }]);
    try {
      const tpay = createTpayClient({
        apiUrl: sandbox.apiUrl,
        clientId: 'demo-tpay-client',
        clientSecret: 'demo-tpay-secret',
      });
      await tpay.createTransaction({
        amount: 200,
        description: 'Old Town walking tour',
        hiddenDescription: 'UND-92677922',
        payer: { email: 'anna@example.com', name: 'Anna Nowak' },
        callbacks: { notification: { url: `${receiver.url}/webhooks/tpay` } },
        pay: { blikCode: '777123' },
      });
      await sandbox.state.notificationsSettled();
      const received = receiver.received[0]!;
      const header = received.headers['x-jws-signature'] as string;
      const verified = await verifyTpayNotification({
        rawBody: received.body,
        jwsHeader: header,
        securityCode: SECURITY_CODE,
        verifyJws,
      });
      outcomes.push(notificationPaymentStatus(verified.trStatus));
      expect(verified.trCrc).toBe('UND-92677922');
      const tampered = received.body.replace('tr_paid=200.00', 'tr_paid=300.00');
      await expect(
        verifyTpayNotification({
          rawBody: tampered,
          jwsHeader: header,
          securityCode: SECURITY_CODE,
          verifyJws,
        }),
      ).rejects.toThrow(/signature does not match/);
      await expect(
        verifyTpayNotification({
          rawBody: received.body,
          jwsHeader: undefined,
          securityCode: SECURITY_CODE,
          verifyJws,
        }),
      ).rejects.toThrow(/missing/);
      const foreign = createJwsVerifier({ x5uPrefix: 'https://secure.tpay.com' });
      await expect(foreign(header, received.body)).rejects.toThrow(/x5u/);
      expect(outcomes).toEqual(['success']);
    } finally {
      await receiver.close();
      await sandbox.close();
    }
  });
});
