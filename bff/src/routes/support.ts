import type Router from '@koa/router';
import {
  supportBookingTimeline,
  supportDeleteWidgetConfig,
  supportFindBookings,
  supportInsights,
  supportListWidgetConfigs,
  supportOutbox,
  supportRefunds,
  supportResolveRefund,
  supportRetryOutboxItem,
  supportSaveWidgetConfig,
} from '@booking/shared-contracts';
import { validateWidgetConfig } from '../config/validateWidgetConfig';
import type { AppDeps } from '../deps';
import { configNotFound, serviceUnavailable } from '../errors';
import { supportAuth } from '../middleware/supportAuth';
import { insightsReport } from '../services/insights/report';
import { bookingTimeline, findBookings } from '../services/support/bookings';
import { outboxOverview, retryOutboxItem } from '../services/support/outbox';
import { openRefunds, resolveRefund } from '../services/support/refunds';
import type { AppState } from '../state';
import { register } from './register';

/** Where the support API lives; everything under it needs SUPPORT_TOKEN. */
export const SUPPORT_PREFIX = '/api/support';

/**
 * The support API: find bookings, read a booking's timeline, see the outbox backlog and dead letters, retry a
 * dead item, list the paid bookings flagged for a refund and mark them refunded, list, edit and delete widget configs. Off without SUPPORT_TOKEN.
 */
export function registerSupportRoutes(router: Router<AppState>, deps: AppDeps): void {
  router.use(SUPPORT_PREFIX, supportAuth(deps.env.SUPPORT_TOKEN));

  register(router, supportFindBookings, async ({ query }) => ({
    bookings: await findBookings(deps, query.q),
  }));

  register(router, supportBookingTimeline, ({ params }) =>
    bookingTimeline(deps, params.configId, params.confirmationCode),
  );

  register(router, supportOutbox, ({ query }) =>
    outboxOverview(deps, query.status === 'pending' ? 'pending' : 'dead'),
  );

  register(router, supportRetryOutboxItem, ({ params }) => retryOutboxItem(deps, params.id));

  register(router, supportRefunds, ({ query }) => openRefunds(deps, query.configId));

  register(router, supportInsights, ({ query }) => insightsReport(deps, query));

  register(router, supportResolveRefund, ({ params }) => resolveRefund(deps, params.id));

  const registry = () => {
    if (!deps.widgetConfigRegistry) throw serviceUnavailable('Widget configs are not kept in a store here');
    return deps.widgetConfigRegistry;
  };

  register(router, supportListWidgetConfigs, async () => ({ configs: await registry().list() }));

  register(router, supportSaveWidgetConfig, async ({ params, body }) =>
    registry().save(
      validateWidgetConfig({ configId: params.configId, ...body }, { publicUrl: deps.env.PUBLIC_URL }),
    ),
  );

  register(router, supportDeleteWidgetConfig, async ({ params }) => {
    if (!(await registry().delete(params.configId))) throw configNotFound(params.configId);
    return { deleted: true, configId: params.configId };
  });
}
