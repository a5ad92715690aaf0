import { object, string } from 'yup';
import { emailField, urlField } from '../fields';

/**
 * The payer of a transaction (§7 create-transaction bodies of both providers). The e-mail may be left out
 * only for an activity that does not ask for one; the server checks that against the activity.
 */
export const payerSchema = object({
  email: emailField().optional(),
  name: string().trim().min(1).max(255).required(),
  phone: string().max(32).optional(),
});

/** Where the payer returns; §5: absent URLs are taken from the config's payment block. */
export const payerUrlsSchema = object({ success: urlField().optional(), error: urlField().optional() })
  .default(undefined)
  .optional();
