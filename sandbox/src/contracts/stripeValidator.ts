// One ajv instance holding the Stripe schemas, for the simulator's and the client's contract tests.
import Ajv from 'ajv';
import type { StripeSchemaName } from './stripeExamples';
import {
  checkoutEventSchema,
  checkoutSessionSchema,
  errorSchema,
  paymentMethodConfigurationListSchema,
} from './stripeSchemas';

// Fields the schemas only require, without typing them, are what strictRequired would reject.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
const validators = {
  'checkout.session': ajv.compile(checkoutSessionSchema),
  event: ajv.compile(checkoutEventSchema),
  error: ajv.compile(errorSchema),
  payment_method_configuration_list: ajv.compile(paymentMethodConfigurationListSchema),
};

/** The schema violations of `body`, as readable lines; empty when it conforms. */
export function stripeSchemaErrors(schema: StripeSchemaName | 'event', body: unknown): string[] {
  const validate = validators[schema];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}
