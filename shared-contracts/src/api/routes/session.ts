import { object, string } from 'yup';
import { defineRoute } from '../defineRoute';
import { configIdField } from '../fields';
import { sessionBrowserRoutes } from './browser/session';

/**
 * POST /api/widget-session – the widget session the BFF issues when the widget opens: an id it signs, bound to
 * the config and the page origin, which reserve, the payment calls and the funnel rows must then carry.
 */
export const widgetSession = defineRoute({
  ...sessionBrowserRoutes.widgetSession,
  summary: 'Issue a signed widget session for a config and the page the widget runs on',
  tag: 'session',
  body: object({
    configId: configIdField().required(),
    /** The partner page that frames the iframe app (taken only when the config allows it). */
    pageOrigin: string()
      .max(200)
      .matches(/^https?:\/\/[^/?#\s]+$/, 'pageOrigin must be an origin such as https://partner.example')
      .optional(),
  }),
  examples: {
    valid: {
      body: { configId: 'demo', pageOrigin: 'http://localhost:8082' },
      response: {
        sessionId: 'ws_0tbk2u8pAbCdEfGhIjKlMnOpQrStUvWxAbCdEfGhIjKlMnOpQrStUvW',
        expiresAt: '2026-06-01T12:00:00.000Z',
      },
    },
    invalid: { body: { configId: 'demo', pageOrigin: 'javascript:alert(1)' } },
  },
});

/** Widget session routes. */
export const sessionRoutes = { widgetSession } as const;
