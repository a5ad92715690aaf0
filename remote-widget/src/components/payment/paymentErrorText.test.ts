import type { MessageDescriptor } from 'react-intl';
import { apiFailure } from '../../testing/fakeApi';
import { failureCodeOf } from '../../checkout/paymentCalls';
import { paymentErrorText } from './paymentErrorText';

const format = (descriptor: MessageDescriptor) =>
  typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : '';

describe('payment error text', () => {
  it('shows the cap on payment tries of a hold as its catalogue sentence', () => {
    const code = failureCodeOf(apiFailure('payment_tries_exhausted', 429, 'tries exhausted'));
    expect(code).toBe('payment_tries_exhausted');
    expect(paymentErrorText(code, format)).toBe(
      'Too many payment attempts for this reservation. Please start a new booking.',
    );
  });
});
