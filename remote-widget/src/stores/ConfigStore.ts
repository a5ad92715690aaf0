import { makeAutoObservable, runInAction } from 'mobx';
import type { RouteResponse, Routes } from '@booking/shared-contracts';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/ApiError';

export type WidgetConfigData = RouteResponse<Routes['widgetConfig']>;
export type CredentialsData = RouteResponse<Routes['credentials']>;

/** Load state of the widget configuration. */
export type ConfigStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The credentials prefix of a config id (§7): upper-cased id followed by "_". */
export function credentialsPrefix(configId: string): string {
  return `${configId.toUpperCase()}_`;
}

/** Holds the public configuration, products and credential flags of one config id. */
export class ConfigStore {
  status: ConfigStatus = 'idle';
  configId = '';
  widgetConfig: WidgetConfigData | null = null;
  credentials: CredentialsData | null = null;
  error: ApiError | null = null;
  /** Guards against a slower, older load overwriting a newer one. */
  private loadSeq = 0;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<ConfigStore, 'api' | 'loadSeq'>(this, { api: false, loadSeq: false });
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  /** Loads config and credentials of `configId` in parallel; failures end in `status: 'error'`, never a throw. */
  async load(configId: string): Promise<void> {
    const seq = ++this.loadSeq;
    this.configId = configId;
    if (!configId) {
      this.error = new ApiError('missing_config_id', 'No configId provided.', 0);
      this.status = 'error';
      return;
    }
    this.status = 'loading';
    this.error = null;
    try {
      const [widgetConfig, credentials] = await Promise.all([
        this.api.call('widgetConfig', { params: { configId } }),
        this.api.call('credentials', { query: { prefix: credentialsPrefix(configId) } }),
      ]);
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.widgetConfig = widgetConfig;
        this.credentials = credentials;
        this.status = 'ready';
      });
    } catch (cause) {
      if (seq !== this.loadSeq) return;
      runInAction(() => {
        this.error =
          cause instanceof ApiError
            ? cause
            : new ApiError('unexpected_error', cause instanceof Error ? cause.message : String(cause), 0);
        this.status = 'error';
      });
    }
  }

  /** Loads the last config id again (the Retry button). */
  retry(): Promise<void> {
    return this.load(this.configId);
  }
}
