declare const __WIDGET_BUILD__: string | undefined;

/**
 * The id of this widget build (`WIDGET_BUILD_ID` at build time, else the package version; `dev` in tests), so a
 * page can tell which deploy of the remote it runs.
 */
export const WIDGET_BUILD: string = typeof __WIDGET_BUILD__ === 'string' ? __WIDGET_BUILD__ : 'dev';
