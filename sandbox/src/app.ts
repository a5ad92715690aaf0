import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { BokunKeyPair } from './bokun/auth';
import { bokunRouter } from './bokun/router';
import { BokunSimulator } from './bokun/simulator';

export interface SandboxOptions {
  /** Time source for holds, availability windows and signature dates. Default: the system clock. */
  clock?: () => Date;
  /** Bokun API keys accepted; default the `demo` pair. */
  bokunKeys?: readonly BokunKeyPair[];
  /** Largest accepted X-Bokun-Date skew in ms; null disables the check. Default 15 minutes. */
  bokunMaxClockSkewMs?: number | null;
}

/** Simulator state that tests inspect and steer, one entry per provider. */
export interface SandboxState {
  bokun: BokunSimulator;
}

export interface SandboxApp {
  app: Koa;
  state: SandboxState;
}

/** Answers malformed bodies and unexpected failures in Bokun's `{message}` shape instead of crashing. */
const errorBoundary: Koa.Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    const clientError = typeof status === 'number' && status >= 400 && status < 500;
    ctx.status = clientError ? status : 500;
    ctx.body = { message: clientError ? (error as Error).message : 'Internal sandbox error' };
  }
};

/** One Koa app hosting every provider simulator. */
export function createSandboxApp(options: SandboxOptions = {}): SandboxApp {
  const clock = options.clock ?? (() => new Date());
  const bokun = new BokunSimulator({
    clock,
    ...(options.bokunKeys ? { keys: options.bokunKeys } : {}),
    ...(options.bokunMaxClockSkewMs !== undefined ? { maxClockSkewMs: options.bokunMaxClockSkewMs } : {}),
  });
  const app = new Koa();
  app.use(errorBoundary);
  app.use(bodyParser({ enableTypes: ['json'] }));
  app.use(async (ctx, next) => {
    // Readiness probe for scripts that start the sandbox and wait for it.
    if (ctx.method === 'GET' && ctx.path === '/__sandbox/health') ctx.body = { ok: true };
    else await next();
  });
  app.use(bokunRouter(bokun));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: `No simulator serves ${ctx.path}` };
  });
  return { app, state: { bokun } };
}
