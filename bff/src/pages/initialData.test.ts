import { bokunGeneralInformation, type ActivityDetails } from '@booking/shared-contracts';
import type { BokunClient } from '../providers/bokun';
import { demoConfig } from '../config/widgetConfigs';
import { testDeps } from '../testing/testDeps';
import { initialDataSource, productToOpen } from './initialData';

/** The contract's example activity details. */
const exampleActivityDetails = () =>
  (bokunGeneralInformation.examples.valid.response as { data: ActivityDetails }).data;

const config = demoConfig('http://localhost:8080');

/** Deps whose Bokun client answers activity details (after `delayMs`), failing for the ids in `failing`. */
function depsWith(options: { delayMs?: number; failing?: number[] } = {}) {
  const asked: string[] = [];
  const client = {
    activityDetails: async (activityId: number, lang: string): Promise<ActivityDetails> => {
      asked.push(`${activityId}/${lang}`);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      if (options.failing?.includes(activityId)) throw new Error(`no activity ${activityId}`);
      return { ...exampleActivityDetails(), id: activityId };
    },
  } as unknown as BokunClient;
  const deps = testDeps(undefined, {
    bokunClient: () => client,
    widgetConfigs: (id) => (id === config.configId ? config : undefined),
  });
  return { deps, asked };
}

describe('productToOpen', () => {
  const products = config.products;
  const second = products[1];

  it('opens a product by id, by one of its activities where allowed, else the first', () => {
    expect(second).toBeDefined();
    expect(productToOpen(products, second?.id)).toBe(second);
    const activity = String(second?.variants[0]?.bokunId);
    expect(productToOpen(products, activity)).toBe(second);
    expect(productToOpen(products, activity, false)).toBe(products[0]);
    expect(productToOpen(products, null)).toBe(products[0]);
    expect(productToOpen([], 'x')).toBeNull();
  });
});

describe('initialDataSource', () => {
  it("carries the config, its credentials report and the opened product's activities in the page language", async () => {
    const { deps, asked } = depsWith();
    const data = await initialDataSource(deps)({ configId: 'demo', lang: 'de' });
    const first = config.products[0];
    const ids = first?.variants.map((variant) => variant.bokunId) ?? [];
    expect(data?.widgetConfig).toEqual({
      configId: 'demo',
      globalConfig: config.globalConfig,
      products: config.products,
    });
    expect(data?.credentials?.message).toEqual(expect.any(String));
    expect(data?.activities.map((a) => [a.activityId, a.lang, a.answer.data.id])).toEqual(
      ids.map((id) => [id, 'de', id]),
    );
    expect(asked).toEqual(ids.map((id) => `${id}/de`));
  });

  it('leaves out activities that fail or are slower than the wait, and answers null for an unknown config', async () => {
    const failing = depsWith({ failing: config.products[0]?.variants.map((v) => v.bokunId) });
    expect((await initialDataSource(failing.deps)({ configId: 'demo', lang: 'en' }))?.activities).toEqual([]);
    const slow = depsWith({ delayMs: 200 });
    const data = await initialDataSource(slow.deps, { waitMs: 20 })({ configId: 'demo', lang: 'en' });
    expect(data?.activities).toEqual([]);
    expect(data?.widgetConfig.configId).toBe('demo');
    expect(await initialDataSource(slow.deps)({ configId: 'nope', lang: 'en' })).toBeNull();
  });
});
