import type Router from '@koa/router';
import { widgetSession } from '@booking/shared-contracts';
import type { AppDeps } from '../deps';
import { clientKeyOf } from '../security/clientKey';
import { issueWidgetSession } from '../services/sessions/widgetSession';
import type { AppState } from '../state';
import { register } from './register';

/** POST /api/widget-session: the signed session the widget carries from opening to payment. */
export function registerSessionRoutes(router: Router<AppState>, deps: AppDeps): void {
  register(router, widgetSession, async ({ body }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const origin = ctx.get('Origin');
    return issueWidgetSession(deps, {
      configId: body.configId,
      ...(body.pageOrigin ? { pageOrigin: body.pageOrigin } : {}),
      ...(origin ? { requestOrigin: origin } : {}),
      clientKey: clientKeyOf(ctx.ip),
    });
  });
}
