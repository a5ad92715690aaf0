export {
  createSheetsClient,
  parseServiceAccount,
  sheetRange,
  type ServiceAccount,
  type SheetsClient,
  type SheetsClientOptions,
} from './client';
export { createSheetsClientSource, type SheetsClientSource } from './source';
export { SheetsError, SheetsNotConfiguredError, sheetsErrorFrom, type SheetsErrorKind } from './errors';
