// JSON Schemas of the Tpay Open API answers the product reads, restated from Tpay's documentation, the models
// of its PHP SDK (Token, TransactionCreated, the error list) and what public integrations read: the fields
// those answers carry, their types and what may be null. Further fields are allowed.
import Ajv, { type SchemaObject } from 'ajv';

const nullable = (schema: SchemaObject): SchemaObject => ({ anyOf: [schema, { type: 'null' }] });
const str: SchemaObject = { type: 'string' };
const num: SchemaObject = { type: 'number' };
const bool: SchemaObject = { type: 'boolean' };
const tpayDate: SchemaObject = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' };
const object = (properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject => ({
  type: 'object',
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});
const success: SchemaObject = { const: 'success' };

/** One entry of `errors[]`. */
const apiError = object(
  { errorCode: str, errorMessage: str, fieldName: nullable(str), devMessage: str, docUrl: str },
  ['devMessage', 'docUrl'],
);

/** `POST /oauth/auth`: the SDK's Token model. */
const tokenSchema = object({
  issued_at: { type: 'integer' },
  scope: str,
  expires_in: { type: 'integer', minimum: 1 },
  token_type: { const: 'Bearer' },
  client_id: str,
  access_token: { type: 'string', minLength: 1 },
});

/** A refused call: `result: "failed"` with at least one error. */
const errorSchema = object({
  result: { const: 'failed' },
  requestId: str,
  errors: { type: 'array', minItems: 1, items: apiError },
});

/** TransactionCreated, also the answer of GET /transactions/{id}; unset payer fields come back as "". */
const transactionSchema = object({
  result: success,
  requestId: str,
  transactionId: { type: 'string', minLength: 1 },
  title: { type: 'string', pattern: '^TR-' },
  posId: str,
  status: str,
  date: object({ creation: tpayDate, realization: nullable(tpayDate) }),
  amount: { type: 'number', minimum: 0.01 },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  description: str,
  hiddenDescription: str,
  payer: object({
    payerId: str,
    email: str,
    name: str,
    phone: str,
    address: str,
    city: str,
    country: str,
    postalCode: str,
  }),
  payments: object(
    {
      status: str,
      method: nullable(str),
      amountPaid: num,
      date: object({ realization: nullable(tpayDate) }),
      errors: { type: 'array', items: apiError },
      // A BLIK attempt that ended badly: `{date, paymentErrorCode}` (Tpay's Android and iOS SDKs).
      attempts: { type: 'array', items: object({ date: tpayDate, paymentErrorCode: nullable(str) }) },
    },
    ['errors', 'attempts'],
  ),
  transactionPaymentUrl: { type: 'string', pattern: '^https?://' },
});

/** Calls that answer no object of their own (`/pay`, `/cancel`): only `result` is documented. */
const resultSchema = object({ result: success });

const image = object({ url: str });

/** `GET /transactions/channels`. */
const channelsSchema = object({
  result: success,
  channels: {
    type: 'array',
    items: object(
      {
        id: str,
        name: str,
        fullName: str,
        image,
        available: bool,
        onlinePayment: bool,
        instantRedirection: bool,
        groups: { type: 'array', items: object({ id: str, name: str, image }) },
        constraints: { type: 'array' },
      },
      ['constraints'],
    ),
  },
});

/** `GET /transactions/bank-groups`: a `groups` collection, a list or keyed by group id. */
const bankGroup = object({ id: { type: ['integer', 'string'] }, name: str, img: str, mainChannel: str });
const bankGroupsSchema = object({
  result: success,
  groups: {
    anyOf: [
      { type: 'array', items: bankGroup },
      { type: 'object', additionalProperties: bankGroup },
    ],
  },
});

export type TpayShape = 'token' | 'error' | 'transaction' | 'result' | 'channels' | 'bankGroups';

const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
const validators: Record<TpayShape, ReturnType<typeof ajv.compile>> = {
  token: ajv.compile(tokenSchema),
  error: ajv.compile(errorSchema),
  transaction: ajv.compile(transactionSchema),
  result: ajv.compile(resultSchema),
  channels: ajv.compile(channelsSchema),
  bankGroups: ajv.compile(bankGroupsSchema),
};

/** Where `body` departs from Tpay's answer of this shape, as readable lines; empty when it conforms. */
export function tpaySchemaErrors(shape: TpayShape, body: unknown): string[] {
  const validate = validators[shape];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}
