import type { ComponentType } from 'react';
import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { BookingWidgetProps } from '@booking/shared-contracts';
import { reportSharedMismatches } from './sharedMismatch';

/** Props the remote's `./BookingWidget` accepts: the contracts' one declaration. */
export type { BookingWidgetProps };

export type BookingWidgetComponent = ComponentType<BookingWidgetProps>;

/** Loads the booking widget component; a rejected promise means the remote is unavailable. */
export interface WidgetLoader {
  /** `attempt` counts from 0; later attempts drop whatever the failed one cached. */
  load(remoteUrl: string, attempt: number): Promise<BookingWidgetComponent>;
}

/** Name of the remote, as its ModuleFederationPlugin declares it. */
export const REMOTE_NAME = 'widget';

/** The manifest URL of a remote base URL. */
export function manifestUrl(remoteUrl: string): string {
  return `${remoteUrl.replace(/\/+$/, '')}/mf-manifest.json`;
}

/** Shows which deploy of the remote the page loaded (`<html data-widget-build>`), read from its manifest. */
async function markRemoteBuild(remoteUrl: string): Promise<void> {
  try {
    const response = await fetch(manifestUrl(remoteUrl));
    const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
    const build = manifest.metaData?.buildInfo?.buildVersion;
    if (typeof build === 'string') document.documentElement.dataset.widgetBuild = build;
  } catch {
    // Only informative.
  }
}

/**
 * Registers the remote at runtime from the page's configuration (never at build time) and loads
 * `widget/BookingWidget`. It uses the federation instance the host build created, so the remote gets the
 * host's React as the shared singleton. A retry re-registers with `force`, which discards the cached
 * manifest and entry of the failed attempt.
 */
export function createFederatedWidgetLoader(): WidgetLoader {
  let instance: ModuleFederation | null = null;
  return {
    async load(remoteUrl, attempt) {
      instance ??= getInstance() ?? createInstance({ name: 'host', remotes: [] });
      instance.registerRemotes([{ name: REMOTE_NAME, entry: manifestUrl(remoteUrl) }], {
        force: attempt > 0,
      });
      const module = await instance.loadRemote<{ default?: BookingWidgetComponent }>(
        `${REMOTE_NAME}/BookingWidget`,
      );
      if (!module?.default) {
        throw new Error(`${REMOTE_NAME}/BookingWidget has no default export`);
      }
      void markRemoteBuild(remoteUrl);
      reportSharedMismatches(instance.shareScopeMap);
      return module.default;
    },
  };
}
