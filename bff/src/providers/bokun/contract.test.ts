import {
  activityDetailsSchema,
  reservationDataSchema,
  scheduleSlotSchema,
  toMinorUnits,
  type ReservationData,
} from '@booking/shared-contracts';
import {
  bokunExamples,
  EXAMPLE_CLOCK,
  EXAMPLE_DATE,
  KAYAK_BOOKING_TOTAL,
  type BokunExample,
} from '@booking/sandbox/contracts';
import { createBokunApi } from './api';
import { bokunClientOver, type BokunClient } from './client';
import { signBokunRequest } from './signing';
import { ProviderError } from '../providerError';

const KEYS = { accessKey: 'contract-access-key', secretKey: 'contract-secret-key' };
const BASE_URL = 'https://api.bokun.example';

interface SentRequest {
  method: string;
  pathAndQuery: string;
  headers: Headers;
  body: unknown;
}

/** A client whose transport records the one request and answers it with the example's recorded answer. */
function replaying(example: BokunExample): { client: BokunClient; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetchRecorded: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push({
      method: init?.method ?? 'GET',
      pathAndQuery: `${url.pathname}${url.search}`,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const { status, body } = example.response;
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  };
  const api = createBokunApi({
    baseUrl: BASE_URL,
    ...KEYS,
    fetch: fetchRecorded,
    clock: { now: () => EXAMPLE_CLOCK },
    maxRetries: 0,
  });
  return { client: bokunClientOver(api), sent };
}

/** The §7 reservation a booking request of the examples comes from. */
function reservationOf(directBooking: unknown): ReservationData {
  return reservationDataSchema.validateSync({
    checkoutOption: 'CUSTOMER_FULL_PAYMENT',
    paymentMethod: 'RESERVE_FOR_EXTERNAL_PAYMENT',
    source: 'DIRECT_REQUEST',
    directBooking,
    sendNotificationToMainContact: true,
    showPricesInNotification: false,
    amount: KAYAK_BOOKING_TOTAL,
    currency: 'PLN',
  });
}

const activityIdOf = (path: string) => Number(/^\/activity\.json\/(\d+)/.exec(path)?.[1]);
type Body = Record<string, unknown>;

/** The client call that makes the example's request, from the domain values the BFF holds. */
function callFor(example: BokunExample, client: BokunClient, code: string): Promise<unknown> {
  const body = (example.request.body ?? {}) as Body;
  switch (example.endpoint) {
    case 'activity':
      return client.activityDetails(activityIdOf(example.request.path), 'en', 'PLN');
    case 'availabilities':
      return client.scheduleSlots(
        activityIdOf(example.request.path),
        EXAMPLE_DATE,
        EXAMPLE_DATE,
        'PLN',
        'en',
      );
    case 'checkoutOptions':
      return client.quote(reservationOf(body));
    case 'submit':
      return client.reserve(reservationOf(body.directBooking), {
        checkoutOption: String(body.checkoutOption),
        amount: toMinorUnits(KAYAK_BOOKING_TOTAL, 'PLN'),
        currency: 'PLN',
      });
    case 'confirm':
      return client.confirmReservation(code, {
        amount: toMinorUnits(Number(body.amount), 'PLN'),
        currency: 'PLN',
        sendNotificationToMainContact: true,
        showPricesInNotification: false,
      });
    case 'abort':
      return client.abortReservation(code);
  }
}

/** What the BFF makes of each successful answer: contract shapes, with the facts the product relies on. */
function expectUnderstood(example: BokunExample, result: unknown, code: string): void {
  const answer = example.response.body as Body;
  switch (example.endpoint) {
    case 'activity':
      expect(activityDetailsSchema.validateSync(result, { strict: true })).toEqual(result);
      expect(result).toMatchObject({ id: answer.id, title: answer.title });
      break;
    case 'availabilities':
      expect(result).toHaveLength((answer as unknown as unknown[]).length);
      for (const slot of result as unknown[]) {
        expect(scheduleSlotSchema.validateSync(slot, { strict: true })).toEqual(slot);
      }
      break;
    case 'checkoutOptions':
      expect(result).toEqual({
        checkoutOption: 'CUSTOMER_FULL_PAYMENT',
        amount: toMinorUnits(KAYAK_BOOKING_TOTAL, 'PLN'),
        currency: 'PLN',
      });
      break;
    case 'submit': {
      const booking = answer.booking as Body;
      expect(result).toEqual({ confirmationCode: booking.confirmationCode, bookingId: booking.bookingId });
      break;
    }
    case 'confirm':
      expect(result).toEqual({ confirmationCode: code, status: 'CONFIRMED' });
      break;
    case 'abort':
      expect(result).toEqual({ alreadyReleased: false, message: answer.message });
      break;
  }
}

/** The examples the client makes, each with the confirmation code `{code}` stands for at that point. */
function clientExamples(): [string, BokunExample, string][] {
  let code = '';
  return bokunExamples.flatMap((example): [string, BokunExample, string][] => {
    const here = code;
    const reserved = (example.response.body as { booking?: { confirmationCode?: string; status?: string } })
      .booking;
    if (example.endpoint === 'submit' && reserved?.status === 'RESERVED')
      code = reserved.confirmationCode ?? '';
    return example.request.simulatorOnly ? [] : [[example.name, example, here]];
  });
}

describe("the BFF's Bokun client against the recorded examples", () => {
  it.each(clientExamples())('%s', async (_name, example, code) => {
    const { client, sent } = replaying(example);
    const outcome = await callFor(example, client, code).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );

    const path = example.request.path.replace('{code}', code);
    const { status, body } = example.response;
    // A fresh client meeting a 404 at abort does not know yet whether POST is the method: it asks by GET too.
    const fallsBack = example.endpoint === 'abort' && status === 404;
    expect(sent).toHaveLength(fallsBack ? 2 : 1);
    if (fallsBack) expect(sent[1]?.method).toBe('GET');
    const [request] = sent as [SentRequest];
    expect({ method: request.method, pathAndQuery: request.pathAndQuery }).toEqual({
      method: example.request.method,
      pathAndQuery: path,
    });
    const date = '2026-06-10 09:00:00';
    expect(request.headers.get('X-Bokun-Date')).toBe(date);
    expect(request.headers.get('X-Bokun-AccessKey')).toBe(KEYS.accessKey);
    // The client's signer, held to Bokun's documented test vector in signing.test.ts – never the simulator's.
    expect(request.headers.get('X-Bokun-Signature')).toBe(
      signBokunRequest({ ...KEYS, date, method: example.request.method, pathAndQuery: path }),
    );
    expect(request.headers.get('Content-Type')).toBe(
      example.request.body === undefined ? null : 'application/json;charset=UTF-8',
    );
    expect(request.body).toEqual(example.request.body);

    const alreadyConfirmed =
      example.endpoint === 'confirm' &&
      /not in reserved state: CONFIRMED/.test(String((body as Body).message));
    if (status < 300 || alreadyConfirmed) {
      expect(outcome).not.toHaveProperty('error');
      expectUnderstood(example, (outcome as { result: unknown }).result, code);
    } else {
      const { error } = outcome as { error: ProviderError };
      expect(error).toBeInstanceOf(ProviderError);
      expect({ status: error.status, fields: error.fields }).toEqual({
        status,
        fields: (body as Body).fields ?? {},
      });
    }
  });

  it('reads the extras of the recorded activity and their prices from the recorded slot', async () => {
    const [activityExample, , , slotsExample] = bokunExamples as [
      BokunExample,
      BokunExample,
      BokunExample,
      BokunExample,
    ];
    const details = await callFor(activityExample, replaying(activityExample).client, '');
    expect(details).toMatchObject({
      extras: [
        { id: 60_031, pricedPerPerson: true, maxPerBooking: 8 },
        { id: 60_032, pricedPerPerson: false, maxPerBooking: 1 },
      ],
      startTimes: [{ label: null }, { label: null }],
    });
    const [slot] = (await callFor(slotsExample, replaying(slotsExample).client, '')) as {
      pricesByRate: Body[];
    }[];
    expect(slot?.pricesByRate[0]).toMatchObject({
      pricePerCategoryUnit: [
        { id: 60_001, minParticipantsRequired: 5, maxParticipantsRequired: 8 },
        { id: 60_001, minParticipantsRequired: 1, maxParticipantsRequired: 1 },
        { id: 60_002, minParticipantsRequired: 2, maxParticipantsRequired: 8 },
        { id: 60_001, minParticipantsRequired: 2, maxParticipantsRequired: 4 },
      ],
      extras: [
        { extraId: 60_031, prices: [{ categoryId: 60_001 }, { categoryId: 60_002 }] },
        { extraId: 60_032, prices: [], bookingPrice: { amount: 20, currency: 'PLN' } },
      ],
    });
    expect(slot?.pricesByRate[1]).toMatchObject({ pricePerBooking: { amount: 600, currency: 'PLN' } });
  });

  it('reads the recorded QuestionDto questions as required or optional choices', async () => {
    const hikeExample = bokunExamples[1] as BokunExample;
    const details = await callFor(hikeExample, replaying(hikeExample).client, '');
    expect(details).toMatchObject({
      bookingQuestions: [
        {
          questionId: '50101',
          required: true,
          options: [{ value: '38' }, { value: '40' }, { value: '42' }, { value: '44' }],
        },
        { questionId: '50102', required: false, options: [] },
      ],
      mainContactFields: [
        { field: 'FIRST_NAME', required: true },
        { field: 'LAST_NAME', required: true },
        { field: 'PHONE_NUMBER', required: true },
        { field: 'EMAIL', required: false },
      ],
    });
  });
});
