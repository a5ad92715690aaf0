// The browser's part of the spreadsheet routes (see defineBrowserRoute); ../google.ts adds the request's part.
import { boolean, mixed, object, string } from 'yup';
import { defineBrowserRoute } from '../../defineRoute';
import { emailField } from '../../fields';

/** The google routes as the browser calls them. */
export const googleBrowserRoutes = {
  googleSheets: defineBrowserRoute({
    method: 'POST',
    path: '/api/google/google-sheets',
    response: object({
      success: boolean().required(),
      skipped: boolean().default(false),
      message: string().optional(),
      data: mixed().optional(),
      error: string().optional(),
    }),
  }),
  checkEmailForNewsletter: defineBrowserRoute({
    method: 'GET',
    path: '/api/google/check-email-for-newsletter/{email}',
    params: object({ email: emailField().max(254).required() }),
    response: object({
      skipped: boolean().required(),
      exists: boolean().required(),
      error: string().optional(),
    }),
  }),
} as const;
