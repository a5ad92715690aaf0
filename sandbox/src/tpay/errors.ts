import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { TpayApiError } from './types';

const DOC_URL = 'https://openapi.tpay.com/';

/** A refusal carrying Tpay's error shape (tpay.md §3.4). */
export class TpaySimError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly fieldName: string | null = null,
  ) {
    super(message);
  }
}

export function apiError(
  errorCode: string,
  errorMessage: string,
  fieldName: string | null = null,
): TpayApiError {
  return { errorCode, errorMessage, fieldName, devMessage: errorMessage, docUrl: DOC_URL };
}

/** Answers `{result: "failed", requestId, errors[]}`. */
export function sendTpayError(ctx: Context, status: number, errors: TpayApiError[]): void {
  ctx.status = status;
  ctx.body = { result: 'failed', requestId: randomUUID(), errors };
}

/** Turns thrown simulator errors (and Koa's own 4xx) into Tpay's error body; anything else is a 500. */
export async function tpayErrorBoundary(ctx: Context, next: () => Promise<unknown>): Promise<void> {
  try {
    await next();
  } catch (error) {
    if (error instanceof TpaySimError) {
      sendTpayError(ctx, error.status, [apiError(error.errorCode, error.message, error.fieldName)]);
      return;
    }
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      sendTpayError(ctx, status, [apiError('invalid_request', (error as Error).message)]);
      return;
    }
    sendTpayError(ctx, 500, [apiError('internal_error', 'Internal simulator error')]);
  }
}
