import { demoProducts, productSchema } from '@booking/shared-contracts';
import { demoCatalogue } from '@booking/sandbox';
import { demoConfig, seededWidgetConfigs } from './widgetConfigs';

describe('seeded widget config "demo"', () => {
  it('names only activities the sandbox catalogue serves', () => {
    const seededIds = new Set(demoCatalogue().keys());
    for (const product of demoProducts) {
      for (const variant of product.variants) expect(seededIds.has(variant.bokunId)).toBe(true);
    }
  });

  it('has products valid against the contract', () => {
    for (const product of demoProducts) expect(productSchema.isValidSync(product)).toBe(true);
  });

  it('takes its domain from the public URL and lists every variant as an activity id', () => {
    const config = demoConfig('http://localhost:8080');
    expect(config.globalConfig.domain).toBe('http://localhost:8080');
    expect(config.globalConfig.activityIds).toEqual(
      demoProducts.flatMap((product) => product.variants.map((variant) => variant.bokunId)),
    );
  });

  it('knows no other config id', () => {
    const source = seededWidgetConfigs('http://localhost:8080');
    expect(source('demo')).toBeDefined();
    expect(source('nope')).toBeUndefined();
  });
});
