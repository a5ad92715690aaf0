import type { Tab } from '@booking/shared-contracts';
import { Logger } from '../infra/Logger';
import { FakeClock, recordingSink } from '../testing/testDoubles';
import { UiStore } from './UiStore';

function ui() {
  const clock = new FakeClock();
  const sink = recordingSink();
  let seed = 0;
  const random = () => (seed += 0.037) % 1;
  return { store: new UiStore({ clock, random, logger: new Logger({ sink }) }), clock, sink };
}

const tab = (activityId: number): Tab => ({
  tabName: `T${activityId}`,
  activityId,
  activityType: 'default',
  icons: [],
  accordeon: [],
});

describe('UiStore steps', () => {
  it('moves next and previous within 1 to 4 (§4 "bounded")', () => {
    const { store } = ui();
    for (let i = 0; i < 6; i += 1) store.nextStep();
    expect(store.currentStep).toBe(4);
    for (let i = 0; i < 6; i += 1) store.previousStep();
    expect(store.currentStep).toBe(1);
  });

  it('names the steps booking, contact, payment, afterpayment (§2)', () => {
    const { store } = ui();
    const names = [store.currentStepName];
    for (let i = 0; i < 3; i += 1) {
      store.nextStep();
      names.push(store.currentStepName);
    }
    expect(names).toEqual(['booking', 'contact', 'payment', 'afterpayment']);
  });

  it('accepts a step only from 1 to 4 (§5)', () => {
    const { store } = ui();
    store.goToStep(3);
    store.goToStep(5);
    store.goToStep(0);
    store.goToStep(2.5);
    expect(store.currentStep).toBe(3);
  });
});

describe('UiStore open and close', () => {
  it('opening sets step 1 and isOpen; the widget session id is the one the BFF issues, never made up (§4)', () => {
    const { store } = ui();
    store.goToStep(3);
    store.open();
    expect(store.widgetSessionId).toBeNull();
    store.setWidgetSessionId('ws_issuedByTheBff0001');
    expect(store.widgetSessionId).toBe('ws_issuedByTheBff0001');
    store.open();
    expect(store.currentStep).toBe(1);
    expect(store.isOpen).toBe(true);
    expect(store.widgetSessionId).toBeNull();
  });

  it('takes no widget session id while closed', () => {
    const { store } = ui();
    store.setWidgetSessionId('ws_issuedByTheBff0001');
    expect(store.widgetSessionId).toBeNull();
  });

  it('closing stops the timer, clears the session id and the initialization state (§4)', () => {
    const { store, clock } = ui();
    store.open();
    store.startInitialization('Loading');
    store.close();
    expect(store.isOpen).toBe(false);
    expect(store.widgetSessionId).toBeNull();
    expect(store.isInitializing).toBe(false);
    expect(store.sessionClock.active).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('has a page session id from the start', () => {
    expect(ui().store.pageSessionId).toMatch(/^page_\d+_[a-z0-9]{10}$/);
  });
});

describe('UiStore initialization', () => {
  it('forces completion after 3 s when still initializing (§4)', () => {
    const { store, clock } = ui();
    store.startInitialization('Loading the product');
    expect(store.initializationMessage).toBe('Loading the product');
    clock.advance(2_999);
    expect(store.isInitializing).toBe(true);
    clock.advance(1);
    expect(store.isInitializing).toBe(false);
    expect(store.isInitialized).toBe(true);
  });

  it('an error stops initializing and is not overridden by the safety timeout', () => {
    const { store, clock } = ui();
    store.startInitialization('Loading');
    store.failInitialization('This product is temporarily unavailable.');
    clock.advance(5_000);
    expect(store.isInitializing).toBe(false);
    expect(store.isInitialized).toBe(false);
    expect(store.initializationError).toBe('This product is temporarily unavailable.');
  });
});

describe('UiStore tabs', () => {
  it('activates the requested activity id (§4)', () => {
    const { store } = ui();
    store.setVisibleTabs([tab(1), tab(2), tab(3)], 2);
    expect(store.activeTab?.activityId).toBe(2);
  });

  it('activates the first tab when the requested id is not among the tabs', () => {
    const { store } = ui();
    store.setVisibleTabs([tab(1), tab(2)], 9);
    expect(store.activeTabIndex).toBe(0);
  });

  it('shows tabs only when more than one variant is visible (§2)', () => {
    const { store } = ui();
    store.setVisibleTabs([tab(1)]);
    expect(store.showTabs).toBe(false);
    store.setVisibleTabs([tab(1), tab(2)]);
    expect(store.showTabs).toBe(true);
  });

  it('keeps the same active tab when a tab before it is removed', () => {
    const { store } = ui();
    store.setVisibleTabs([tab(1), tab(2), tab(3)], 3);
    store.removeTab(1);
    expect(store.activeTab?.activityId).toBe(3);
  });

  it('ignores an out-of-range tab index', () => {
    const { store } = ui();
    store.setVisibleTabs([tab(1), tab(2)]);
    store.setActiveTabIndex(5);
    expect(store.activeTabIndex).toBe(0);
  });
});

describe('UiStore language and currency', () => {
  it('defaults to en and USD (§3)', () => {
    const { store } = ui();
    expect(store.currentLanguage).toBe('en');
    expect(store.currency).toBe('USD');
  });

  it('switches to a supported language and ignores unknown ones', () => {
    const { store } = ui();
    store.setLanguage('pl');
    store.setLanguage('xx');
    expect(store.currentLanguage).toBe('pl');
  });

  it('ignores an invalid currency with a warning (§5)', () => {
    const { store, sink } = ui();
    store.setCurrency('pln');
    expect(store.currency).toBe('USD');
    expect(sink.lines.map((line) => line.level)).toEqual(['warn']);
    store.setCurrency('PLN');
    expect(store.currency).toBe('PLN');
  });
});
