export {
  createSheetsClient,
  parseServiceAccount,
  sheetRange,
  type ServiceAccount,
  type SheetsClient,
  type SheetsClientOptions,
} from './client';
export { createSheetsClientSource, type SheetsClientSource } from './source';
export { sheetsErrorFrom } from './errors';
