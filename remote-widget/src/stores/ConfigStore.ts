import { makeAutoObservable, runInAction } from 'mobx';
import {
  credentialPrefix,
  normalizeDomain,
  type GlobalConfig,
  type InitialData,
  type Product,
  type RouteResponse,
  type Routes,
} from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/ApiError';

export type WidgetConfigData = RouteResponse<Routes['widgetConfig']>;
export type CredentialsData = RouteResponse<Routes['credentials']>;

/** §3 config loading states (plus `idle` before the first load). */
export type ConfigStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The credentials prefix of a config id (§7): upper-cased id followed by "_". */
export const credentialsPrefix = credentialPrefix;

function asApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  return new ApiError('unexpected_error', cause instanceof Error ? cause.message : String(cause), 0);
}

/** Loads credential flags; a non-OK answer becomes §8 "Failed to fetch credentials: {status} {message}". */
async function fetchCredentials(api: ApiClient, configId: string): Promise<CredentialsData> {
  try {
    return await api.call('credentials', { query: { prefix: credentialsPrefix(configId) } });
  } catch (cause) {
    const error = asApiError(cause);
    throw new ApiError(
      'credentials_fetch_failed',
      `Failed to fetch credentials: ${error.status} ${error.message}`,
      error.status,
    );
  }
}

/** §8 "Credentials not available for {configId}: {message}" when the BFF reports missing credentials. */
export function credentialsNotAvailableMessage(
  configId: string,
  credentials: CredentialsData,
): string | null {
  return credentials.hasCredentials
    ? null
    : `Credentials not available for ${configId}: ${credentials.message}`;
}

/** Holds the public configuration, products and credential flags of one config id. */
export class ConfigStore {
  status: ConfigStatus = 'idle';
  configId = '';
  widgetConfig: WidgetConfigData | null = null;
  /** §3 "loaded (credentials set), error (message held, credentials cleared)". */
  credentials: CredentialsData | null = null;
  error: ApiError | null = null;
  /**
   * §8 "Credentials not available for {configId}: {message}". The widget holds flags only (secrets stay in
   * the BFF), so missing credentials do not block the booking step; the BFF answers each call it cannot make.
   */
  credentialsWarning: string | null = null;
  /** A configuration handed over by the host page (configData message or props); wins over the loaded one. */
  hostGlobalConfig: GlobalConfig | null = null;
  /** Guards against a slower, older load overwriting a newer one. */
  private loadSeq = 0;

  /**
   * @param initialData the page's data block: the config (and credentials) of its config id come from it
   * instead of the API, checked by the same contract.
   */
  constructor(
    private readonly api: ApiClient,
    private readonly initialData: InitialData | null = null,
  ) {
    makeAutoObservable<ConfigStore, 'api' | 'loadSeq' | 'initialData'>(this, {
      api: false,
      loadSeq: false,
      initialData: false,
    });
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  get isLoaded(): boolean {
    return this.status === 'loaded';
  }

  get errorMessage(): string | null {
    return this.error?.message ?? null;
  }

  /** The effective global configuration: the host's, else the loaded one. */
  get globalConfig(): GlobalConfig | null {
    return this.hostGlobalConfig ?? this.widgetConfig?.globalConfig ?? null;
  }

  /** Products of the loaded configuration (the host's products live in the UiStore). */
  get products(): Product[] {
    return this.widgetConfig?.products ?? [];
  }

  /** §5 "The domain setting gets https:// prepended if it has no scheme." */
  get domain(): string {
    return normalizeDomain(this.globalConfig?.domain ?? '');
  }

  /**
   * Loads config and credentials of `configId` in parallel – from the page's data block when it carries them
   * for this config id; failures end in `status: 'error'`, never a throw.
   */
  async load(configId: string): Promise<void> {
    const seq = ++this.loadSeq;
    this.configId = configId;
    if (!configId) {
      this.fail(new ApiError('missing_config_id', 'No configId provided.', 0));
      return;
    }
    this.status = 'loading';
    this.error = null;
    try {
      const inline = this.initialData?.configId === configId ? this.initialData : null;
      const fetchConfig = () => this.api.call('widgetConfig', { params: { configId } });
      const [widgetConfig, credentials] = await Promise.all([
        inline ? this.api.accept('widgetConfig', inline.widgetConfig).catch(fetchConfig) : fetchConfig(),
        inline?.credentials
          ? this.api
              .accept('credentials', inline.credentials)
              .catch(() => fetchCredentials(this.api, configId))
          : fetchCredentials(this.api, configId),
      ]);
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.widgetConfig = widgetConfig;
        this.credentials = credentials;
        this.credentialsWarning = credentialsNotAvailableMessage(configId, credentials);
        this.status = 'loaded';
      });
    } catch (cause) {
      if (seq !== this.loadSeq) return;
      this.fail(asApiError(cause));
    }
  }

  /** Loads the last config id again (the Retry button). */
  retry(): Promise<void> {
    return this.load(this.configId);
  }

  /** Takes the host page's global configuration (configData message, or props of the federated component). */
  setHostGlobalConfig(config: GlobalConfig | null): void {
    this.hostGlobalConfig = config;
  }

  private fail(error: ApiError): void {
    this.error = error;
    this.credentials = null;
    this.credentialsWarning = null;
    this.status = 'error';
  }
}
