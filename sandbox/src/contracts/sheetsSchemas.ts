// JSON Schemas of the Google answers the product reads, restated from the Sheets API v4 reference
// (AppendValuesResponse, UpdateValuesResponse, ValueRange), Google's OAuth 2.0 service-account guide (the token
// answer) and the Google API error model (`{error: {code, message, status}}`). Further fields are allowed.
import Ajv, { type SchemaObject } from 'ajv';

const str: SchemaObject = { type: 'string' };
const int: SchemaObject = { type: 'integer', minimum: 0 };
const object = (properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject => ({
  type: 'object',
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});
const cell: SchemaObject = { type: ['string', 'number', 'boolean'] };

const schemas = {
  /** The token endpoint's answer to a JWT bearer grant. */
  token: object({
    access_token: { type: 'string', minLength: 1 },
    expires_in: int,
    token_type: { const: 'Bearer' },
  }),
  /** `spreadsheets.values.append`: AppendValuesResponse; `tableRange` is absent when no table was found. */
  append: object(
    {
      spreadsheetId: str,
      tableRange: str,
      updates: object({
        spreadsheetId: str,
        updatedRange: str,
        updatedRows: int,
        updatedColumns: int,
        updatedCells: int,
      }),
    },
    ['tableRange'],
  ),
  /** `spreadsheets.values.get`: ValueRange; `values` is left out when the range holds nothing. */
  valueRange: object(
    {
      range: str,
      majorDimension: { enum: ['ROWS', 'COLUMNS'] },
      values: { type: 'array', items: { type: 'array', items: cell } },
    },
    ['values'],
  ),
  /** Google's error model; older captures also carry `errors[]` ({message, domain, reason}). */
  error: object({
    error: object(
      {
        code: { type: 'integer', minimum: 400 },
        message: str,
        status: { type: 'string', pattern: '^[A-Z_]+$' },
        errors: { type: 'array', items: object({ message: str, domain: str, reason: str }) },
      },
      ['errors'],
    ),
  }),
} satisfies Record<string, SchemaObject>;

export type SheetsShape = keyof typeof schemas;

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
const validators = Object.fromEntries(
  Object.entries(schemas).map(([shape, schema]) => [shape, ajv.compile(schema)]),
) as Record<SheetsShape, ReturnType<typeof ajv.compile>>;

/** The schema violations of `value` as a Google answer of `shape`, as `path message` lines. */
export function sheetsSchemaErrors(shape: SheetsShape, value: unknown): string[] {
  const validate = validators[shape];
  return validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`.trim());
}
