import { createHash } from 'node:crypto';
import type {
  HostedStep1RenderRequest,
  InitialData,
  Step1Render,
  Step1RenderRequest,
  WidgetServerModule,
} from '@booking/shared-contracts';
import type { Logger } from '../../logging/createLogger';
import { reasonOf, type ServerBuildSource } from './serverBuild';

/** Rendered step-1 markups kept (per build, data block, language, colour mode, hosting mode and day). */
export const STEP1_CACHE_ENTRIES = 256;
/** A render that takes longer is given up: the page goes out for the browser to render. */
export const STEP1_RENDER_TIMEOUT_MS = 1_000;

/** What the page asks a render for: the request without the clock, which the renderer reads. */
export type Step1Ask = Omit<Step1RenderRequest, 'now'>;

/** Renders step 1 with the current deploy's server build; null when there is none or it cannot. */
export type Step1Renderer = (ask: Step1Ask) => Promise<Step1Render | null>;

/** What a host page asks of its federated widget's render: the request without the clock. */
export type HostedStep1Ask = Omit<HostedStep1RenderRequest, 'now'>;

/** Renders a host page's federated widget with the current deploy's server build; null when it cannot. */
export type HostedStep1Renderer = (ask: HostedStep1Ask) => Promise<Step1Render | null>;

export interface Step1RendererOptions {
  serverBuild: ServerBuildSource;
  logger: Pick<Logger, 'warn'>;
  now?: () => number;
  maxEntries?: number;
  timeoutMs?: number;
}

const localDay = (now: number): string => {
  const date = new Date(now);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
};

/**
 * Step 1's markup for a page, rendered by the remote's server build from the page's own data block and kept:
 * the key is the build, a hash of the whole data block (so a reservation that drops a month's schedule from
 * the catalogue cache changes the block and with it the key – the schedule's invalidation is the markup's),
 * the language, colour mode, opening and hosting mode, and the day (the calendar's today). Concurrent asks for
 * one key share one render; at most STEP1_CACHE_ENTRIES are kept, the least recently used dropped first. A
 * render that throws, answers nothing or takes over a second is logged (once per build and reason) and
 * answered with null.
 */
export function step1Renderer(options: Step1RendererOptions): Step1Renderer {
  return keptRenders(options, (module, request: Step1RenderRequest) => module.renderIframeStep1(request));
}

/**
 * The federated widget's step 1 for a host page (its `renderHostedStep1`), kept as `step1Renderer` keeps the
 * iframe app's; a build without that renderer (an older deploy) draws none.
 */
export function hostedStep1Renderer(options: Step1RendererOptions): HostedStep1Renderer {
  return keptRenders(options, (module, request: HostedStep1RenderRequest) =>
    module.renderHostedStep1 ? module.renderHostedStep1(request) : 'unsupported',
  );
}

function keptRenders<Request extends { initialData: InitialData; now: number }>(
  options: Step1RendererOptions,
  call: (module: WidgetServerModule, request: Request) => Promise<Step1Render | null> | 'unsupported',
): (ask: Omit<Request, 'now'>) => Promise<Step1Render | null> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? STEP1_CACHE_ENTRIES;
  const timeoutMs = options.timeoutMs ?? STEP1_RENDER_TIMEOUT_MS;
  const kept = new Map<string, Promise<Step1Render | null>>();
  const reported = new Set<string>();
  const report = (build: string, reason: string, error?: unknown) => {
    const key = `${build}:${reason}`;
    if (reported.has(key)) return;
    reported.add(key);
    options.logger.warn(
      { err: error, reason: reasonOf(error), build },
      `Step 1 was not rendered on the server (${reason}): the browser renders it`,
    );
  };

  const render = async (build: NonNullable<Awaited<ReturnType<ServerBuildSource>>>, request: Request) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const rendering = call(build.module, request);
      if (rendering === 'unsupported') {
        report(build.build, 'the server build does not draw this page');
        return null;
      }
      const result = await Promise.race([rendering, timeout]);
      if (result === 'timeout') {
        report(build.build, `took over ${timeoutMs} ms`);
        return null;
      }
      if (result === null) report(build.build, 'the data block does not draw a priced calendar on its own');
      return result;
    } catch (error) {
      report(build.build, 'the server build threw', error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  return async (ask) => {
    const build = await options.serverBuild();
    if (!build) return null;
    const at = now();
    const key = cacheKey(build.sha256, ask, localDay(at));
    let rendered = kept.get(key);
    if (rendered) {
      // Most recently used last.
      kept.delete(key);
      kept.set(key, rendered);
      return rendered;
    }
    rendered = render(build, { ...ask, now: at } as Request);
    kept.set(key, rendered);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
    // A failed render is not kept: the next page asks again (and its failure is already logged).
    void rendered.then((result) => {
      if (result === null && kept.get(key) === rendered) kept.delete(key);
    });
    return rendered;
  };
}

function cacheKey(sha256: string, ask: { initialData: InitialData }, day: string): string {
  const { initialData, ...rest } = ask;
  return createHash('sha1')
    .update(sha256)
    .update(JSON.stringify(rest))
    .update(day)
    .update(dataText(initialData))
    .digest('base64');
}

const dataText = (data: InitialData) => JSON.stringify(data);
