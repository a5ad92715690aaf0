import { systemClock, type Clock } from '../../clock';
import { createTokenSource } from './auth';
import { DEFAULT_TIMEOUT_MS, tpayExchange, type HttpOptions } from './http';
import type {
  TpayBankGroupWire,
  TpayChannelWire,
  TpayCreateTransactionRequest,
  TpayPayChoice,
  TpayPayResultWire,
  TpayTransactionWire,
} from './types';
import { groupsCollection, payRequestBody, TPAY_PATHS } from './vendor';
import { isProviderError, ProviderError } from '../providerError';

export interface TpayClientOptions {
  /** Open API base URL, e.g. `https://api.tpay.com` or the sandbox's `http://127.0.0.1:8090/tpay`. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  clock?: Clock;
  /** Per request, covering headers and body. Default 15 s. */
  timeoutMs?: number;
}

/** The Tpay Open API calls the BFF makes. */
export interface TpayClient {
  createTransaction(request: TpayCreateTransactionRequest): Promise<TpayTransactionWire>;
  /** Pays an existing transaction; success means only that Tpay accepted the choice (tpay.md §5). */
  pay(transactionId: string, choice: TpayPayChoice): Promise<TpayPayResultWire>;
  getTransaction(transactionId: string): Promise<TpayTransactionWire>;
  cancelTransaction(transactionId: string): Promise<void>;
  bankGroups(options?: { onlyOnline?: boolean }): Promise<TpayBankGroupWire[]>;
  channels(): Promise<TpayChannelWire[]>;
}

function asTransaction(body: unknown): TpayTransactionWire {
  const tx = body as Partial<TpayTransactionWire>;
  if (typeof tx.transactionId !== 'string' || typeof tx.title !== 'string' || typeof tx.status !== 'string') {
    throw new ProviderError(
      'tpay',
      'unexpected',
      'Tpay transaction answer lacks transactionId, title or status',
    );
  }
  return tx as TpayTransactionWire;
}

function createBody(request: TpayCreateTransactionRequest) {
  const { pay, ...rest } = request;
  return { ...rest, ...(pay ? { pay: payRequestBody(pay) } : {}) };
}

/** A Tpay client with a cached OAuth token; a 401 renews the token once and repeats the call. */
export function createTpayClient(options: TpayClientOptions): TpayClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const http: HttpOptions = {
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const tokens = createTokenSource({
    ...http,
    apiUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    clock: options.clock ?? systemClock,
  });

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    retried = false,
  ): Promise<unknown> {
    const token = await tokens.token();
    try {
      return await tpayExchange(http, `${apiUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      if (!(isProviderError(error, 'tpay') && error.kind === 'auth') || retried) throw error;
      tokens.invalidate();
      return call(method, path, body, true);
    }
  }

  return {
    async createTransaction(request) {
      return asTransaction(await call('POST', TPAY_PATHS.transactions, createBody(request)));
    },
    async pay(transactionId, choice) {
      // A refusal arrives as an error status or `result: "failed"` and is thrown by the exchange.
      return (await call('POST', TPAY_PATHS.pay(transactionId), payRequestBody(choice))) as TpayPayResultWire;
    },
    async getTransaction(transactionId) {
      return asTransaction(await call('GET', TPAY_PATHS.transaction(transactionId)));
    },
    async cancelTransaction(transactionId) {
      await call('POST', TPAY_PATHS.cancel(transactionId));
    },
    async bankGroups(listOptions = {}) {
      const query = listOptions.onlyOnline ? '?onlyOnline=true' : '';
      return groupsCollection(await call('GET', `${TPAY_PATHS.bankGroups}${query}`)) as TpayBankGroupWire[];
    },
    async channels() {
      const channels = ((await call('GET', TPAY_PATHS.channels)) as { channels?: unknown }).channels;
      if (!Array.isArray(channels))
        throw new ProviderError('tpay', 'unexpected', 'Tpay channels answer has no channels[]');
      return channels as TpayChannelWire[];
    },
  };
}
