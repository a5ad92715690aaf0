import type { GlobalConfig, Product } from '@booking/shared-contracts';

/** The public configuration of one config id: what `/api/widget-config/{configId}` answers. */
export interface WidgetConfig {
  configId: string;
  globalConfig: GlobalConfig;
  products: Product[];
}

/** Looks up a config by id; undefined when none exists. */
export type WidgetConfigSource = (configId: string) => WidgetConfig | undefined;

/** The config id pages use when none is given. */
export const DEFAULT_CONFIG_ID = 'demo';

// Bokun activity ids of the seeded sandbox catalogue (Kraków Old Town in English and Polish, a private
// Wieliczka tour, Dunajec rafting). Real deployments list their own ids here.
const OLD_TOWN_ENG = 1001;
const OLD_TOWN_POL = 1002;
const PRIVATE_TOUR = 1003;
const RAFTING = 1004;

const meetingPoint = { title: 'Meeting point', content: 'Under the Adam Mickiewicz monument, Main Square.' };

/** Products of the `demo` config: a tour with Polish and English variants (tabs), a private tour, rafting. */
export const demoProducts: Product[] = [
  {
    id: 'krakow-old-town',
    variants: [
      {
        bokunId: OLD_TOWN_POL,
        type: 'POL',
        tabName: 'Po polsku',
        icons: ['walking', 'clock'],
        accordeon: [{ title: 'Miejsce zbiórki', content: 'Pod pomnikiem Adama Mickiewicza, Rynek Główny.' }],
      },
      {
        bokunId: OLD_TOWN_ENG,
        type: 'ENG',
        tabName: 'In English',
        icons: ['walking', 'clock'],
        accordeon: [meetingPoint],
      },
    ],
    order: ['POL', 'ENG'],
  },
  {
    id: 'wieliczka-private',
    variants: [
      {
        bokunId: PRIVATE_TOUR,
        type: 'PRIV',
        tabName: 'Private tour',
        icons: ['car', 'users'],
        accordeon: [{ title: 'Pick-up', content: 'From any hotel in Kraków city centre.' }],
      },
    ],
    order: ['PRIV'],
  },
  {
    id: 'dunajec-rafting',
    variants: [
      {
        bokunId: RAFTING,
        type: 'default',
        tabName: 'Rafting',
        icons: ['water'],
        accordeon: [{ title: 'What to bring', content: 'Sun cream and a light jacket.' }],
      },
    ],
    order: ['default'],
  },
];

/** The `demo` config; its domain is the BFF's public URL so success redirects come back to this site. */
export function demoConfig(publicUrl: string): WidgetConfig {
  return {
    configId: DEFAULT_CONFIG_ID,
    globalConfig: {
      debug: false,
      logLevel: 2,
      accent: 'green',
      position: 'right',
      domain: publicUrl,
      privacyPolicyUrl: '',
      termsUrl: '',
      lang: 'en',
      trackingCode: '',
      paymentProvider: 'tpay',
      payment: { notificationUrl: '', successUrl: '', errorUrl: '' },
      activityIds: demoProducts.flatMap((product) => product.variants.map((variant) => variant.bokunId)),
      googleSheetsEnabled: true,
      activeConfigId: DEFAULT_CONFIG_ID,
    },
    products: demoProducts,
  };
}

/** The seeded configurations of this deployment, looked up by id. */
export function seededWidgetConfigs(publicUrl: string): WidgetConfigSource {
  const configs = new Map([[DEFAULT_CONFIG_ID, demoConfig(publicUrl)]]);
  return (configId) => configs.get(configId);
}
