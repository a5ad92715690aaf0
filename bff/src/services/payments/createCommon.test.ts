import { demoConfig, type WidgetConfig } from '../../config/widgetConfigs';
import { DomainError, httpErrorFrom } from '../../errors';
import { checkTransactionPreconditions } from './createCommon';

const payer = { email: 'anna@example.com', name: 'Anna Nowak' };

function configs(change: (config: WidgetConfig) => void = () => undefined) {
  const config = demoConfig('https://shop.example');
  change(config);
  return { widgetConfigs: (id: string) => (id === 'demo' ? config : undefined) };
}

const failure = (run: () => unknown) => {
  try {
    run();
    return 'passed';
  } catch (error) {
    if (!(error instanceof DomainError)) return String(error);
    const answer = httpErrorFrom(error);
    return `${answer.status} ${answer.code}: ${answer.message}`;
  }
};

describe('checkTransactionPreconditions (§5 "A transaction needs…")', () => {
  it('passes a configured domain, an active config id, the payer and an amount above 0', () => {
    expect(failure(() => checkTransactionPreconditions(configs(), 'demo', payer, 240))).toBe('passed');
  });

  it('"an active config id"', () => {
    expect(failure(() => checkTransactionPreconditions(configs(), 'nope', payer, 240))).toMatch(
      /^404 config_not_found/,
    );
  });

  it('"a configured domain"', () => {
    const noDomain = configs((c) => (c.globalConfig.domain = ' '));
    expect(failure(() => checkTransactionPreconditions(noDomain, 'demo', payer, 240))).toMatch(
      /^400 domain_not_configured/,
    );
  });

  it('"email, first name, last name" with the §8 text', () => {
    for (const bad of [
      { ...payer, email: 'anna@example' },
      { ...payer, name: '  ' },
    ]) {
      expect(failure(() => checkTransactionPreconditions(configs(), 'demo', bad, 240))).toBe(
        '400 missing_contact_information: Missing contact information. Please complete the contact form.',
      );
    }
  });

  it('passes a payer without an e-mail at this point: whether the activity asks for one is checked later', () => {
    expect(failure(() => checkTransactionPreconditions(configs(), 'demo', { name: 'Jan Gazda' }, 240))).toBe(
      'passed',
    );
  });

  it('"a total amount above 0"', () => {
    expect(failure(() => checkTransactionPreconditions(configs(), 'demo', payer, 0))).toBe(
      '400 invalid_transaction_amount: Invalid transaction amount',
    );
  });
});
