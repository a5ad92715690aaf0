import { runInAction } from 'mobx';
import { fakeApi } from '../testing/fakeApi';
import { buildCredentials, buildWidgetConfig } from '../testing/fakeBff';
import { CheckoutFlow } from '../checkout/CheckoutFlow';
import { memoryStorage } from '../infra/deps';
import { watchPageLeave } from './funnelPageLeave';
import { RootStore } from './RootStore';
import { FakeClock, recordingSink } from '../testing/testDoubles';

/** Lets the lazily loaded funnel rules and the fake's answers run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** An open widget of the config `demo` in a page whose `pagehide` the test fires. */
async function widgetInPage() {
  const api = fakeApi({
    googleSheets: () => ({ success: true, skipped: false, message: 'Data successfully saved' }),
    widgetConfig: () => buildWidgetConfig({ configId: 'demo' }),
    credentials: () => buildCredentials(),
  });
  const root = new RootStore({
    api,
    clock: new FakeClock(),
    sessionStorage: memoryStorage(),
    logSink: recordingSink(),
  });
  await root.config.load('demo');
  const flow = root.attachCheckout((owner) => new CheckoutFlow(owner, owner.api, owner.host));
  const page = new EventTarget();
  const stop = watchPageLeave(root, page);
  root.openWidget();
  root.ui.completeInitialization();
  await settle();
  const leave = async () => {
    page.dispatchEvent(new Event('pagehide'));
    await settle();
  };
  const abandoned = () =>
    api
      .callsTo('googleSheets')
      .map((call) => call.input.body as { sheetName: string; data: Record<string, string> })
      .filter((body) => body.sheetName === 'Porzucone koszyki')
      .map((body) => [body.data.event, body.data['session-id']]);
  return { root, flow, leave, abandoned, stop };
}

describe('leaving the page the widget lives in (pagehide)', () => {
  it('§4 "Closing without payment success logs CLOSE as an abandoned cart": leaving with a started basket is a close, logged once', async () => {
    const w = await widgetInPage();
    w.root.ui.goToStep(2);
    await w.leave();
    // The browser kept the page (back-forward cache) and it is left again: the CLOSE was sent.
    await w.leave();
    expect(w.abandoned()).toEqual([['CLOSE', w.root.ui.widgetSessionId]]);
  });

  it('logs nothing for a basket not started (step 1, nothing held)', async () => {
    const w = await widgetInPage();
    await w.leave();
    expect(w.abandoned()).toEqual([]);
  });

  it('logs nothing when the page is left for the provider’s hosted payment page, nor after a success', async () => {
    const w = await widgetInPage();
    w.root.ui.goToStep(3);
    runInAction(() => {
      w.flow.payment.status = 'pending';
      w.flow.payment.waitingFor = 'redirect';
    });
    await w.leave();
    runInAction(() => (w.flow.payment.status = 'success'));
    await w.leave();
    expect(w.abandoned()).toEqual([]);
  });

  it('listens no more once disposed', async () => {
    const w = await widgetInPage();
    w.root.ui.goToStep(2);
    w.stop();
    await w.leave();
    expect(w.abandoned()).toEqual([]);
  });
});
