import fc from 'fast-check';
import { errorResponseSchema, routes, type RouteDef } from '@booking/shared-contracts';
import { IN_MEMORY, openStore, type Store } from '../src/store';
import { STORE_OPEN_TIMEOUT_MS } from '../src/store/testing/testStores';
import { fuzzRequests, type FuzzRequest } from './fuzzRequests';
import { startPaymentHarness, type PaymentHarness } from './paymentHarness';

/** A fixed seed and a bounded budget: about 2,500 requests over the whole route table. */
const SEED = 20_261_123;
const RUNS_PER_ROUTE = 120;

let store: Store;
let h: PaymentHarness;

beforeAll(async () => {
  store = await openStore({ dataDir: IN_MEMORY });
  h = await startPaymentHarness(store);
}, STORE_OPEN_TIMEOUT_MS);
afterAll(async () => {
  await h.close();
  await store.close();
});

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(request: FuzzRequest): Promise<Answer> {
  const response = await fetch(`${h.bffUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** A 4xx answer is the one JSON error body of the catalogue; nothing is ever a 5xx. */
function assertAnswer(request: FuzzRequest, answer: Answer): void {
  const where = `${request.method} ${request.path} → ${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) throw new Error(`server error: ${where}`);
  if (answer.status < 400) return;
  if (!answer.contentType.startsWith('application/json')) throw new Error(`not JSON: ${where}`);
  const body = JSON.parse(answer.text) as unknown;
  if (!errorResponseSchema.isValidSync(body, { strict: true }))
    throw new Error(`not the error shape: ${where}`);
}

describe('every route of the route table under random input', () => {
  it.each(Object.entries(routes as Record<string, RouteDef>))(
    '%s never answers a 5xx and every 4xx is the JSON error body',
    async (_id, route) => {
      await fc.assert(
        fc.asyncProperty(fuzzRequests(route), async (request) => {
          assertAnswer(request, await send(request));
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
    60_000,
  );
});
