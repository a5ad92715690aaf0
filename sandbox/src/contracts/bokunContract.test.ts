// Requests are signed by the BFF client's signer, pinned below to the worked example of Bokun's docs, so the
// simulator's verification is checked against Bokun's algorithm rather than against itself.
import { bokunAuthHeaders } from '../../../bff/src/providers/bokun/signing';
import { startSandbox, type RunningSandbox } from '../server';
import { bokunExamples, EXAMPLE_CLOCK } from './bokunExamples';
import { bokunSchemaErrors } from './bokunValidator';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, clock: () => EXAMPLE_CLOCK });
});
afterAll(() => sandbox.close());

/** The key pair the sandbox's `demo` config accepts. */
const DEMO_KEY = { accessKey: 'demo-access-key', secretKey: 'demo-secret-key' };

it("signs with a signer that reproduces the worked example of Bokun's docs", () => {
  const keys = {
    accessKey: 'de235a6a15c340b6b1e1cb5f3687d04a',
    secretKey: '23e2c7da7f7048e5b46f96bc91324800',
  };
  const at = new Date('2013-11-09T14:33:46Z');
  expect(
    bokunAuthHeaders(keys, 'POST', '/activity.json/search?lang=EN&currency=ISK', at)['X-Bokun-Signature'],
  ).toBe('XrOiTYa9Y34zscnLCsAEh8ieoyo=');
});

describe('the recorded Bokun examples themselves', () => {
  it.each(bokunExamples.map((example) => [example.name, example] as const))('%s', (_name, example) => {
    expect(bokunSchemaErrors(example.response.shape, example.response.body)).toEqual([]);
    expect(example.response.body).toMatchObject(example.response.facts as object);
  });
});

describe('Bokun simulator against the recorded examples', () => {
  let code = '';

  it.each(bokunExamples.map((example) => [example.name, example] as const))('%s', async (_name, example) => {
    const { method, body, forged } = example.request;
    const path = example.request.path.replace('{code}', code);
    const key = forged ? { ...DEMO_KEY, secretKey: 'not-the-secret' } : DEMO_KEY;
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...bokunAuthHeaders(key, method, path, EXAMPLE_CLOCK),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json;charset=UTF-8' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer: unknown = await response.json();
    expect(response.status).toBe(example.response.status);
    expect(bokunSchemaErrors(example.response.shape, answer)).toEqual([]);
    expect(answer).toMatchObject(example.response.facts as object);
    const reserved = (answer as { booking?: { status?: string; confirmationCode?: string } }).booking;
    if (example.endpoint === 'submit' && reserved?.status === 'RESERVED')
      code = reserved.confirmationCode ?? '';
  });
});

describe('bokunSchemaErrors', () => {
  it('names a tiered band of no participants, a master on an independent category and a price off the rate', () => {
    const [activityExample, , , slotsExample] = bokunExamples;
    const activity = structuredClone(activityExample?.response.body) as {
      rates: { tiers: { minPassengersRequired: number }[] }[];
      pricingCategories: { masterCategoryId: number }[];
    };
    activity.rates[0]!.tiers[0]!.minPassengersRequired = 0;
    expect(bokunSchemaErrors('activity', activity)).toContain(
      '/rates/0/tiers/0/minPassengersRequired must be >= 1',
    );
    activity.rates[0]!.tiers[0]!.minPassengersRequired = 5;
    activity.pricingCategories[1]!.masterCategoryId = 60_001;
    expect(bokunSchemaErrors('activity', activity)).toEqual([
      '/pricingCategories 60002 has master 60001 (0 unless it depends on one)',
    ]);
    const slots = JSON.parse(JSON.stringify(slotsExample?.response.body)) as {
      pricesByRate: { pricePerCategoryUnit: { id: number; minParticipantsRequired: number }[] }[];
    }[];
    slots[0]!.pricesByRate[0]!.pricePerCategoryUnit[0]!.minParticipantsRequired = 0;
    slots[1]!.pricesByRate[0]!.pricePerCategoryUnit[0]!.id = 123;
    expect(bokunSchemaErrors('availabilities', slots)).toEqual([
      '/60010_20260616 rate 60021 price 0 is a band of 0..8 participants',
      '/60011_20260616 prices category 123 off the rate',
    ]);
  });

  it('refuses a start point address given as text and a QuestionDto without answerRequired', () => {
    const [, hikeExample] = bokunExamples;
    const hike = structuredClone(hikeExample?.response.body) as {
      startPoints: { address: unknown }[];
      bookingQuestions: Record<string, unknown>[];
    };
    hike.startPoints[0]!.address = 'Zakopane, Krupówki 1';
    delete hike.bookingQuestions[0]!.answerRequired;
    expect(bokunSchemaErrors('activity', hike)).toEqual([
      "/bookingQuestions/0 must have required property 'answerRequired'",
      '/startPoints/0/address must be object',
    ]);
  });
});
