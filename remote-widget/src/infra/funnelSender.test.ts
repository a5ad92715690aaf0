import { fakeApi } from '../testing/fakeApi';
import { memoryStorage } from './deps';
import { DiagnosticsStore } from './DiagnosticsStore';
import { createFunnelSender } from './funnelSender';
import { Logger } from './Logger';
import { FakeClock, recordingSink } from '../testing/testDoubles';

const START = Date.UTC(2026, 5, 1, 9, 0, 0);
const ROW = {
  at: START,
  tripId: 1001,
  website: 'https://shop.example',
  lang: 'pl',
  step: 3,
  sessionId: 'ws_1',
};

function senderOver(answer = { success: true, skipped: false, message: 'saved' }) {
  const clock = new FakeClock(START);
  const api = fakeApi({ googleSheets: () => answer });
  const sink = recordingSink();
  const diagnostics = new DiagnosticsStore(() => clock.now(), memoryStorage());
  const sender = createFunnelSender({ api, clock, logger: new Logger({ sink }), diagnostics });
  return { api, sink, diagnostics, sender, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('funnel sender and the session diagnostics (§4, §9 – read by support)', () => {
  it("an abandoned cart carries the session's critical errors and flows, redacted", async () => {
    const { api, diagnostics, sender, clock } = senderOver();
    diagnostics.startFlow('payment');
    clock.advance(1200);
    diagnostics.failFlow('payment', 'BLIK 777123 refused for anna@example.com');
    sender.log('demo', 'Porzucone koszyki', {}, { ...ROW, event: 'PAYMENT_FAIL' });
    await settle();
    const body = api.callsTo('googleSheets')[0]?.input.body as { diagnostics?: unknown };
    expect(body.diagnostics).toEqual({
      criticalErrors: [{ flow: 'payment', message: 'BLIK [number] refused for [email]', at: START + 1200 }],
      flows: [
        {
          name: 'payment',
          status: 'failed',
          durationMs: 1200,
          errors: ['BLIK [number] refused for [email]'],
        },
      ],
    });
  });

  it('a Logi row carries none, nor does a cart of a session with nothing to tell', async () => {
    const { api, diagnostics, sender } = senderOver();
    sender.log('demo', 'Porzucone koszyki', {}, { ...ROW, event: 'CLOSE' });
    diagnostics.failFlow('reservation', 'sold out');
    sender.log('demo', 'Logi', {}, { ...ROW, event: 'CONTACT' });
    await settle();
    expect(api.callsTo('googleSheets').map((call) => 'diagnostics' in (call.input.body as object))).toEqual([
      false,
      false,
    ]);
  });

  it("critical errors of earlier visits (kept in storage) are not this session's", async () => {
    const { api, diagnostics, sender } = senderOver();
    diagnostics.recordCriticalError({ flow: null, message: 'yesterday', at: START - 86_400_000 });
    diagnostics.startFlow('configData');
    sender.log('demo', 'Porzucone koszyki', {}, { ...ROW, event: 'CLOSE' });
    await settle();
    const body = api.callsTo('googleSheets')[0]?.input.body as { diagnostics: { criticalErrors: unknown[] } };
    expect(body.diagnostics.criticalErrors).toEqual([]);
  });

  it('§8 "API returned unsuccessful response" is logged, never shown', async () => {
    const { sender, sink } = senderOver({ success: false, skipped: false, message: 'quota' });
    sender.log('demo', 'Logi', {}, { ...ROW, event: 'OPEN' });
    await settle();
    expect(sink.lines).toContainEqual({
      level: 'warn',
      args: ['API returned unsuccessful response: Logi', 'quota'],
    });
  });
});
