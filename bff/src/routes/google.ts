import type Router from '@koa/router';
import { checkEmailForNewsletter, googleSheets, type SheetName } from '@booking/shared-contracts';
import type { AppDeps } from '../deps';
import { appendLegacySheetRows, appendSheetRow } from '../services/funnel/appendSheetRow';
import { newsletterEmailExists } from '../services/funnel/newsletter';
import type { AppState } from '../state';
import { register } from './register';

/**
 * POST /api/google/google-sheets: a funnel, newsletter or abandoned-cart row into the outbox (the legacy body
 * with a service account key only when SHEETS_LEGACY_BODY is on). GET /api/google/check-email-for-newsletter.
 */
export function registerGoogleRoutes(router: Router<AppState>, deps: AppDeps): void {
  register(router, googleSheets, ({ body }) => {
    if (body.range !== undefined) {
      return appendLegacySheetRows(deps, {
        range: body.range,
        values: body.values ?? [],
        googleServiceAccountJson: body.googleServiceAccountJson ?? '',
        googleSpreadsheetId: body.googleSpreadsheetId ?? '',
      });
    }
    // The contract's one-form test guarantees these three in this form.
    return appendSheetRow(deps, {
      configId: body.configId ?? '',
      sheetName: body.sheetName as SheetName,
      data: body.data ?? {},
    });
  });

  register(router, checkEmailForNewsletter, async ({ params, query }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return newsletterEmailExists(deps, query.configId, params.email);
  });
}
