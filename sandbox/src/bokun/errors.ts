import type { Context } from 'koa';
import type { BokunErrorBody } from './types';

/** Answers with Bokun's error body `{message, fields}`. */
export function sendBokunError(
  ctx: Context,
  status: number,
  message: string,
  fields?: Record<string, string>,
): void {
  const body: BokunErrorBody = fields ? { message, fields } : { message };
  ctx.status = status;
  ctx.body = body;
}
