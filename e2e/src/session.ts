import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startStack, type Stack } from './stack';

/** The options `startStack` takes. */
export type StackOptions = Parameters<typeof startStack>[0];

/**
 * Starts the built stack and Chromium side by side. When one of them fails, the other is stopped before the
 * failure is thrown, so a suite's afterAll has nothing half-started to clean up.
 */
export async function startStackAndBrowser(
  options?: StackOptions,
): Promise<{ stack: Stack; browser: Browser }> {
  const [stackResult, browserResult] = await Promise.allSettled([startStack(options), launchBrowser()]);
  if (stackResult.status === 'fulfilled' && browserResult.status === 'fulfilled') {
    return { stack: stackResult.value, browser: browserResult.value };
  }
  await stopStackAndBrowser(
    stackResult.status === 'fulfilled' ? stackResult.value : undefined,
    browserResult.status === 'fulfilled' ? browserResult.value : undefined,
  );
  throw stackResult.status === 'rejected'
    ? stackResult.reason
    : (browserResult as PromiseRejectedResult).reason;
}

/** The stack and browser of a test file, started before its tests and stopped after them. */
export interface StackAndBrowser {
  readonly stack: Stack;
  readonly browser: Browser;
}

/**
 * Starts the built stack and Chromium before the file's tests (`beforeAll`) and stops both after them
 * (`afterAll`); read `stack` and `browser` inside the tests.
 */
export function useStackAndBrowser(options?: StackOptions): StackAndBrowser {
  let started: { stack: Stack; browser: Browser } | undefined;
  beforeAll(async () => {
    started = await startStackAndBrowser(options);
  });
  afterAll(async () => {
    await stopStackAndBrowser(started?.stack, started?.browser);
  });
  const get = (): { stack: Stack; browser: Browser } => {
    if (!started) throw new Error('The stack and browser start in beforeAll: read them inside a test');
    return started;
  };
  return {
    get stack() {
      return get().stack;
    },
    get browser() {
      return get().browser;
    },
  };
}

/** Closes the browser, then stops the stack; either may be missing when a start failed. */
export async function stopStackAndBrowser(stack?: Stack, browser?: Browser): Promise<void> {
  await browser?.close();
  await stack?.stop();
}

/** A fresh page of the given viewport whose uncaught errors are collected. */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
