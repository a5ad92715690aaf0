import { array, mixed, object, string } from 'yup';
import { defineRoute } from '../defineRoute';
import { configIdField, sessionIdField } from '../fields';
import { SHEET_NAME_VALUES } from '../../domain/enums';
import { diagnosticsReportSchema } from '../../domain/diagnosticsReport';
import { funnelFactsSchema } from '../../domain/insights';
import { logRowSchema, newsletterRowSchema } from '../../domain/sheetRows';
import { googleBrowserRoutes } from './browser/google';

type Cell = string | number | boolean;
const isCell = (v: unknown): v is Cell => ['string', 'number', 'boolean'].includes(typeof v);

/** The current form: a named sheet and one row object (Newsletter rows or log rows). */
export const sheetsAppendBodySchema = object({
  configId: configIdField().required(),
  sheetName: string().oneOf(SHEET_NAME_VALUES).required(),
  data: mixed<Record<string, Cell>>()
    .required()
    .test('row', 'data must be a row of the named sheet', function check(value) {
      const sheet = (this.parent as { sheetName?: string }).sheetName;
      const schema = sheet === 'Newsletter' ? newsletterRowSchema : logRowSchema;
      return schema.isValidSync(value);
    }),
  /**
   * The widget session's own report (§4 critical flows, §9 stored critical errors), sent with an
   * abandoned-cart row for support's timeline; never written to the sheet.
   */
  diagnostics: diagnosticsReportSchema.default(undefined).optional(),
  /** Where the widget ran and what was in the basket, for the operators' insights; never contact data. */
  facts: funnelFactsSchema.default(undefined).optional(),
});

/** The legacy form: an A1 range, the rows, and the service account and spreadsheet. */
export const sheetsLegacyAppendBodySchema = object({
  range: string()
    .matches(/^[^!]{1,100}![A-Z]{1,3}\d*(:[A-Z]{1,3}\d*)?$/, 'range must be an A1 range such as Logi!A1')
    .required(),
  values: array(
    mixed<Cell[]>()
      .test('row', 'each row must be a list of text, number or boolean cells', (row) =>
        Array.isArray(row) ? row.every(isCell) : false,
      )
      .required(),
  )
    .min(1)
    .required(),
  googleServiceAccountJson: string().max(20_000).required(),
  googleSpreadsheetId: string()
    .matches(/^[A-Za-z0-9_-]{10,100}$/, 'googleSpreadsheetId is malformed')
    .required(),
});

/** Either body form of POST /api/google/google-sheets; the OpenAPI document shows both as oneOf. */
export const sheetsBodySchema = object({
  configId: configIdField().optional(),
  sheetName: string().oneOf(SHEET_NAME_VALUES).optional(),
  data: mixed<Record<string, Cell>>().optional(),
  diagnostics: diagnosticsReportSchema.default(undefined).optional(),
  facts: funnelFactsSchema.default(undefined).optional(),
  range: string().optional(),
  values: array(mixed<Cell[]>().required()).optional(),
  googleServiceAccountJson: string().optional(),
  googleSpreadsheetId: string().optional(),
})
  .meta({ oneOf: [sheetsAppendBodySchema, sheetsLegacyAppendBodySchema] })
  .test(
    'one-form',
    'give {configId, sheetName, data} or {range, values, googleServiceAccountJson, googleSpreadsheetId}',
    (v) =>
      v.range === undefined
        ? sheetsAppendBodySchema.isValidSync(v)
        : sheetsLegacyAppendBodySchema.isValidSync(v),
  );

/** POST /api/google/google-sheets – append a funnel, newsletter or abandoned-cart row. */
export const googleSheets = defineRoute({
  ...googleBrowserRoutes.googleSheets,
  summary: 'Append a row to Newsletter, Logi or Porzucone koszyki (skipped when sheets are not configured)',
  tag: 'google',
  body: sheetsBodySchema,
  examples: {
    valid: {
      body: {
        configId: 'demo',
        sheetName: 'Logi',
        data: {
          'date-time': '2026-06-01 10:00:00',
          event: 'OPEN',
          'trip-id': '1001',
          'session-id': 'ws_0tbk2u8pAbCdEfGhIjKlMnOpQrStUvWxAbCdEfGhIjKlMnOpQrStUvW',
        },
      },
      response: { success: true, skipped: false, message: 'Data successfully saved to Logi' },
    },
    invalid: { body: { configId: 'demo', sheetName: 'Orders', data: {} } },
  },
});

/** GET /api/google/check-email-for-newsletter/{email}?configId= – whether an e-mail is already signed up. */
export const checkEmailForNewsletter = defineRoute({
  ...googleBrowserRoutes.checkEmailForNewsletter,
  summary: 'Whether the e-mail is already in the Newsletter sheet (skipped when sheets are off)',
  tag: 'google',
  /** Answered only for the contact e-mail of the widget session's own payment; others read as unknown. */
  query: object({ configId: configIdField().required(), sessionId: sessionIdField().required() }),
  examples: {
    valid: {
      params: { email: 'anna@example.com' },
      query: { configId: 'demo', sessionId: 'ws_0tbk2u8pAbCdEfGhIjKlMnOpQrStUvWxAbCdEfGhIjKlMnOpQrStUvW' },
      response: { skipped: false, exists: true },
    },
    invalid: {
      params: { email: 'not-an-email' },
      query: { configId: 'demo', sessionId: 'ws_0tbk2u8pAbCdEfGhIjKlMnOpQrStUvWxAbCdEfGhIjKlMnOpQrStUvW' },
    },
  },
});

/** Spreadsheet routes. */
export const googleRoutes = { googleSheets, checkEmailForNewsletter } as const;
