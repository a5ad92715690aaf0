import type { Variant } from '@booking/shared-contracts';
import { orderedVariants } from './orderedVariants';

function buildVariant(overrides: Partial<Variant>): Variant {
  return { bokunId: 1, type: 'default', tabName: 'Tab', icons: [], accordeon: [], ...overrides };
}

describe('orderedVariants', () => {
  it('puts variants in the order of their types listed in product.order', () => {
    const variants = [
      buildVariant({ bokunId: 1, type: 'ENG', tabName: 'EN' }),
      buildVariant({ bokunId: 2, type: 'POL', tabName: 'PL' }),
    ];
    expect(orderedVariants({ variants, order: ['POL', 'ENG'] }).map((v) => v.tabName)).toEqual(['PL', 'EN']);
  });

  it('keeps unlisted types after the listed ones, in their original order', () => {
    const variants = [
      buildVariant({ bokunId: 1, type: 'PRIV', tabName: 'Private' }),
      buildVariant({ bokunId: 2, type: 'default', tabName: 'Other' }),
      buildVariant({ bokunId: 3, type: 'ENG', tabName: 'EN' }),
    ];
    expect(orderedVariants({ variants, order: ['ENG'] }).map((v) => v.tabName)).toEqual([
      'EN',
      'Private',
      'Other',
    ]);
  });

  it('does not change the product it reads', () => {
    const variants = [buildVariant({ bokunId: 1, type: 'ENG' }), buildVariant({ bokunId: 2, type: 'POL' })];
    orderedVariants({ variants, order: ['POL'] });
    expect(variants.map((v) => v.bokunId)).toEqual([1, 2]);
  });
});
