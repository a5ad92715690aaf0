import type Router from '@koa/router';
import { checkEmailForNewsletter, googleSheets, type SheetName } from '@booking/shared-contracts';
import type { AppDeps } from '../deps';
import { appendLegacySheetRows } from '../services/funnel/appendSheetRow';
import { appendVisitorRow } from '../services/funnel/visitorRow';
import { sessionNewsletterCheck } from '../services/funnel/newsletter';
import { requireWidgetSession } from '../services/sessions/widgetSession';
import type { AppState } from '../state';
import { register } from './register';

/**
 * POST /api/google/google-sheets: a funnel, newsletter or abandoned-cart row into the outbox (the legacy body
 * with a service account key only when SHEETS_LEGACY_BODY is on), from a widget session the BFF issued.
 * GET /api/google/check-email-for-newsletter, answered for the session's own contact e-mail only.
 */
export function registerGoogleRoutes(router: Router<AppState>, deps: AppDeps): void {
  register(router, googleSheets, ({ body }, ctx) => {
    if (body.range !== undefined) {
      return appendLegacySheetRows(deps, {
        range: body.range,
        values: body.values ?? [],
        googleServiceAccountJson: body.googleServiceAccountJson ?? '',
        googleSpreadsheetId: body.googleSpreadsheetId ?? '',
      });
    }
    // The contract's one-form test guarantees these three in this form.
    const origin = ctx.get('Origin');
    return appendVisitorRow(deps, {
      configId: body.configId ?? '',
      sheetName: body.sheetName as SheetName,
      data: body.data ?? {},
      ...(body.diagnostics ? { diagnostics: body.diagnostics } : {}),
      ...(body.facts ? { facts: body.facts } : {}),
      ...(origin ? { requestOrigin: origin } : {}),
    });
  });

  register(router, checkEmailForNewsletter, async ({ params, query }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const session = requireWidgetSession(deps, query.configId, query.sessionId, ctx.get('Origin'));
    return sessionNewsletterCheck(deps, {
      configId: query.configId,
      sessionId: session.id,
      email: params.email,
    });
  });
}
