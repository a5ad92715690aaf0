/**
 * @jest-environment node
 */
import { WidgetController } from '../controller/WidgetController';
import { loadCheckoutMessages } from '../i18n/checkoutCatalogs';
import { catalogueActivity, storesOver } from '../testing/fakeCatalogue';
import { buildWidgetConfig } from '../testing/fakeBff';
import { partnerEventOf, watchStepChanged } from './partnerEventsOf';

function opened() {
  const stores = storesOver({
    activities: { 1: catalogueActivity(1) },
    config: buildWidgetConfig({
      products: [
        {
          id: 'krakow',
          order: [],
          variants: [{ bokunId: 1, type: 'POL', tabName: 'PL', icons: [], accordeon: [] }],
        },
      ],
    }),
  });
  return { ...stores, controller: new WidgetController(stores.root) };
}

describe('watchStepChanged', () => {
  it('sends stepChanged with the step, its §4 name and the basket while the widget is open', async () => {
    const { root, controller } = opened();
    const sent: unknown[] = [];
    const stop = watchStepChanged(root, (name, payload) => sent.push({ name, ...payload }));
    await controller.start({ configId: 'demo', openId: 'krakow' });
    root.ui.goToStep(3);
    expect(sent.at(-1)).toMatchObject({
      name: 'stepChanged',
      step: 3,
      stepName: 'payment',
      cart: { activityId: 1 },
    });
    stop();
    root.ui.goToStep(2);
    expect(sent.at(-1)).toMatchObject({ step: 3 });
  });
});

describe('partnerEventOf', () => {
  it("maps the widget's bookingCompleted onto bookingSucceeded and a widgetError onto bookingFailed", async () => {
    const { root, controller } = opened();
    await controller.start({ configId: 'demo', openId: 'krakow' });
    const succeeded = partnerEventOf(root, {
      action: 'bookingCompleted',
      confirmationCode: 'BWK-1',
      transactionId: 'TR-1',
      totalPrice: 50,
      currency: 'PLN',
    });
    expect(succeeded).toMatchObject({
      name: 'bookingSucceeded',
      payload: { activity: { id: 1 }, totalPrice: 50 },
    });
    expect(
      partnerEventOf(root, { action: 'widgetError', code: 'blik_refused', message: 'fail', flow: 'payment' }),
    ).toEqual({
      name: 'bookingFailed',
      payload: {
        code: 'blik_refused',
        message: 'The bank refused the BLIK payment. Get a new code in your banking app and try again.',
      },
    });
  });

  it("gives bookingFailed the visitor's sentence in the widget's language and keeps the code as it is", async () => {
    const { root, controller } = opened();
    await controller.start({ configId: 'demo', openId: 'krakow', lang: 'pl' });
    await loadCheckoutMessages('pl');
    expect(root.ui.currentLanguage).toBe('pl');
    const failed = partnerEventOf(root, {
      action: 'widgetError',
      code: 'blik_refused',
      message: 'fail',
      flow: 'payment',
    });
    expect(failed).toEqual({
      name: 'bookingFailed',
      payload: {
        code: 'blik_refused',
        message: 'Bank odrzucił płatność BLIK. Wygeneruj nowy kod w aplikacji banku i spróbuj ponownie.',
      },
    });
  });
});
