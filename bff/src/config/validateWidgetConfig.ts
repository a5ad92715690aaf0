import { widgetConfig as widgetConfigRoute } from '@booking/shared-contracts';
import { ValidationError } from 'yup';
import { invalidWidgetConfig } from '../errors';
import { configUrlIssues } from './configUrls';
import type { WidgetConfig } from './widgetConfigs';

const CONFIG_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SECRET_KEYS = /credential|secret|password|private_key|token|access_?key/i;

/** Paths of object keys that look like credentials: those stay in `{CONFIGID}_*` variables. */
function secretPaths(value: unknown, at = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    const here = at ? `${at}.${key}` : key;
    return [...(SECRET_KEYS.test(key) ? [here] : []), ...secretPaths(inner, here)];
  });
}

/**
 * A widget config (an import file entry or an edit) checked by the contract schema of
 * `/api/widget-config/{configId}`: a lower-case config id, the global config and products. Its
 * `activeConfigId` is the config id; fields that look like credentials are refused, and so are URLs that are
 * not https (http only for localhost), wildcard origins and payer URLs outside the return-URL rule
 * (`configUrlIssues`; `publicUrl` is the BFF's own `PUBLIC_URL`).
 */
export function validateWidgetConfig(input: unknown, options: { publicUrl: string }): WidgetConfig {
  const secrets = secretPaths(input);
  if (secrets.length > 0) {
    throw invalidWidgetConfig(
      secrets.map((path) => ({ in: 'body', path, message: 'credentials belong in {CONFIGID}_* variables' })),
      'A widget config may not carry credentials',
    );
  }
  // The config id names the config; a file need not repeat it as activeConfigId.
  const record = (input ?? {}) as { configId?: unknown; globalConfig?: unknown };
  const withId =
    record.globalConfig && typeof record.globalConfig === 'object'
      ? { ...record, globalConfig: { activeConfigId: record.configId, ...record.globalConfig } }
      : input;
  let config: WidgetConfig;
  try {
    config = widgetConfigRoute.response.validateSync(withId, {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw invalidWidgetConfig(
      error.inner.length > 0
        ? error.inner.map((e) => ({ in: 'body', path: e.path ?? '', message: e.message }))
        : [{ in: 'body', path: error.path ?? '', message: error.message }],
    );
  }
  if (!CONFIG_ID.test(config.configId)) {
    throw invalidWidgetConfig([
      { in: 'body', path: 'configId', message: 'configId is 1–63 lower-case letters, digits or "-"' },
    ]);
  }
  const urlIssues = configUrlIssues(config.globalConfig, options.publicUrl);
  if (urlIssues.length > 0) {
    throw invalidWidgetConfig(urlIssues.map((issue) => ({ in: 'body', ...issue })));
  }
  return { ...config, globalConfig: { ...config.globalConfig, activeConfigId: config.configId } };
}
