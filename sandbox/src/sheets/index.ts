export { createSheetsMiddleware, SHEETS_TOKEN_PATH, type SheetsRouterOptions } from './router';
export { SheetsSimulator, SANDBOX_SHEETS, type AppendCall, type SheetsFault } from './simulator';
export {
  SANDBOX_SERVICE_ACCOUNT_EMAIL,
  SANDBOX_SPREADSHEET_ID,
  sandboxServiceAccountJson,
} from './serviceAccount';
export { parseA1, columnIndex, columnLetters } from './a1';
