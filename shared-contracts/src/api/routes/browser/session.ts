// The browser's part of the session routes (see defineBrowserRoute); ../session.ts adds the request's part.
import { object, string } from 'yup';
import { defineBrowserRoute } from '../../defineRoute';
import { sessionIdField } from '../../fields';

/** The session routes as the browser calls them. */
export const sessionBrowserRoutes = {
  widgetSession: defineBrowserRoute({
    method: 'POST',
    path: '/api/widget-session',
    response: object({
      sessionId: sessionIdField().required(),
      /** ISO 8601: after this the id no longer verifies and the widget asks for a new one. */
      expiresAt: string().required(),
    }),
  }),
} as const;
