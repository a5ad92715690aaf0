// `GET /transactions`: the account's transactions, filtered by status and creation day, a page at a time.
// Tpay names the query fields (status, from, to, page, limit); the envelope of the answer is not published, so
// the simulator answers the usual `{result, requestId}` with the page's transactions and its position.
import { randomUUID } from 'node:crypto';
import { TpaySimError } from './errors';
import type { SimTransaction } from './types';

export const DEFAULT_LIMIT = 35;
export const MAX_LIMIT = 100;

export interface ListQuery {
  status?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positive(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw new TpaySimError(400, 'invalid_value', `${name} must be a whole number from 1 to ${max}`, name);
  return number;
}

function day(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !DAY.test(value))
    throw new TpaySimError(400, 'invalid_value', `${name} must be a date as YYYY-MM-DD`, name);
  return value;
}

/** Reads and checks the query; a malformed field is a 400 naming it. */
export function parseListQuery(query: Record<string, unknown>): ListQuery {
  const from = day(query.from, 'from');
  const to = day(query.to, 'to');
  return {
    ...(typeof query.status === 'string' && query.status !== '' ? { status: query.status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: positive(query.page, 'page', 1, Number.MAX_SAFE_INTEGER),
    limit: positive(query.limit, 'limit', DEFAULT_LIMIT, MAX_LIMIT),
  };
}

/** The page of transactions the query selects, newest first, shown with `present`. */
export function transactionListBody<T>(
  transactions: Iterable<SimTransaction>,
  query: ListQuery,
  present: (tx: SimTransaction) => T,
) {
  const selected = [...transactions]
    .filter((tx) => {
      const created = tx.createdAt.toISOString().slice(0, 10);
      if (query.status && tx.status !== query.status) return false;
      if (query.from && created < query.from) return false;
      return !(query.to && created > query.to);
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const start = (query.page - 1) * query.limit;
  return {
    result: 'success',
    requestId: randomUUID(),
    page: query.page,
    limit: query.limit,
    total: selected.length,
    transactions: selected.slice(start, start + query.limit).map(present),
  };
}
