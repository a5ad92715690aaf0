import type { ComponentType } from 'react';
import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { BookingWidgetProps, HydrateWidget } from '@booking/shared-contracts';
import { manifestUrl } from './manifestUrl';
import { reportSharedMismatches } from './sharedMismatch';

/** Props the remote's `./BookingWidget` accepts: the contracts' one declaration. */
export type { BookingWidgetProps };

export type BookingWidgetComponent = ComponentType<BookingWidgetProps>;

/** What `widget/BookingWidget` offers: its component, and in deploys that have it, the server markup's hydration. */
export interface LoadedWidget {
  Widget: BookingWidgetComponent;
  /** The remote's `hydrateWidget`: absent in deploys older than server-rendered step 1. */
  hydrate?: HydrateWidget<Element>;
}

/** Loads the booking widget module; a rejected promise means the remote is unavailable. */
export interface WidgetLoader {
  /** `attempt` counts from 0; later attempts drop whatever the failed one cached. */
  load(remoteUrl: string, attempt: number): Promise<LoadedWidget>;
}

/**
 * A loader whose first attempt can start before the page renders: `start` begins loading the widget of a
 * remote URL (the page's entry calls it while React and the page's code still download), and the page's
 * first `load` of that URL answers the same promise. A retry (attempt > 0), or another URL, loads afresh.
 */
export function startedEarly(loader: WidgetLoader): WidgetLoader & { start(remoteUrl: string): void } {
  let early: { remoteUrl: string; widget: Promise<LoadedWidget> } | null = null;
  return {
    start(remoteUrl) {
      const widget = loader.load(remoteUrl, 0);
      // Failures are reported by the page's own load, which answers this promise.
      widget.catch(() => undefined);
      early = { remoteUrl, widget };
    },
    load(remoteUrl, attempt) {
      const taken = early;
      early = null;
      if (taken && attempt === 0 && taken.remoteUrl === remoteUrl) return taken.widget;
      return loader.load(remoteUrl, attempt);
    },
  };
}

/** Name of the remote, as its ModuleFederationPlugin declares it. */
export const REMOTE_NAME = 'widget';

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
 * The widget of a loaded `widget/BookingWidget` module: its default export, and its named `hydrateWidget` when
 * the deploy has one (a value of another kind is taken as absent: the widget then renders in the host's tree).
 */
export function loadedWidgetOf(module: unknown): LoadedWidget {
  const exports = (module ?? {}) as { default?: unknown; hydrateWidget?: unknown };
  if (!exports.default) throw new Error(`${REMOTE_NAME}/BookingWidget has no default export`);
  const Widget = exports.default as BookingWidgetComponent;
  return typeof exports.hydrateWidget === 'function'
    ? { Widget, hydrate: exports.hydrateWidget as HydrateWidget<Element> }
    : { Widget };
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
      const widget = loadedWidgetOf(await instance.loadRemote<unknown>(`${REMOTE_NAME}/BookingWidget`));
      void markRemoteBuild(remoteUrl);
      reportSharedMismatches(instance.shareScopeMap);
      return widget;
    },
  };
}
