import { WIDGET_SESSION_SECONDS } from '@booking/shared-contracts';
import { funnelStep, funnelStorageKey, type FunnelMoment, type FunnelState } from './funnelRules';

const moment = (kind: FunnelMoment['kind'], at = 1_000): FunnelMoment => ({
  kind,
  configId: 'cfg',
  at,
  widgetSessionId: 'ws-1',
  lang: 'en',
  step: 1,
  marketing: false,
  tripId: 7,
  facts: {},
  website: 'https://partner.example',
  contact: null,
});
const closed: FunnelState = { session: null, configId: '' };
const nothingStored = () => null;
const events = (state: FunnelState, ...kinds: FunnelMoment['kind'][]) => {
  const logged: string[] = [];
  for (const kind of kinds) {
    const step = funnelStep(state, moment(kind), nothingStored);
    logged.push(...step.rows.map((row) => `${row.sheet}:${row.event}`));
    state = step.state;
  }
  return { logged, state };
};

describe('funnel rules', () => {
  it('logs OPEN for a new widget session and stores its flag', () => {
    const step = funnelStep(closed, moment('open'), nothingStored);
    expect(step.rows.map((row) => [row.event, row.sessionId])).toEqual([['OPEN', 'ws-1']]);
    expect(step.store).toEqual({
      id: 'ws-1',
      expiresAt: 1_000 + WIDGET_SESSION_SECONDS * 1000,
      sent: ['OPEN'],
      ended: false,
    });
  });

  it('sends each flag once per session', () => {
    const { logged } = events(closed, 'open', 'contact', 'payment', 'contact', 'payment', 'open');
    expect(logged.map((row) => row.split(':')[1])).toEqual([
      'OPEN',
      'CONTACT',
      'add_shipping_info',
      'PAYMENT',
    ]);
  });

  it('goes on with the stored session of the same widget session (a reload)', () => {
    const stored = JSON.stringify({ id: 'ws-1', expiresAt: 5_000, sent: ['OPEN', 'CONTACT'], ended: false });
    const step = funnelStep(closed, moment('open'), (configId) =>
      funnelStorageKey(configId) === funnelStorageKey('cfg') ? stored : null,
    );
    expect(step.rows).toEqual([]);
    expect(step.state.session?.sent).toEqual(['OPEN', 'CONTACT']);
  });

  it('logs CLOSE as an abandoned cart and forgets the session, but not after a paid session', () => {
    const abandoned = events(closed, 'open', 'closing');
    expect(abandoned.logged.at(-1)).toMatch(/:CLOSE$/);
    expect(abandoned.state.session).toBeNull();
    expect(events(closed, 'open', 'paymentSucceeded', 'closing').logged).toHaveLength(1);
  });

  it('logs nothing without a session', () => {
    expect(events(closed, 'contact', 'paymentFailed', 'timeout').logged).toEqual([]);
  });
});
