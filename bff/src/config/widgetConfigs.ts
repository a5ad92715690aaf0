import { demoProducts, type GlobalConfig, type Product } from '@booking/shared-contracts';

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

/** The `demo` config; its domain is the BFF's public URL so success redirects come back to this site. */
export function demoConfig(publicUrl: string, partnerOrigins: readonly string[] = []): WidgetConfig {
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
      allowedOrigins: [...partnerOrigins],
    },
    products: demoProducts,
  };
}

/** The seeded configurations of this deployment, looked up by id. */
export function seededWidgetConfigs(
  publicUrl: string,
  partnerOrigins: readonly string[] = [],
): WidgetConfigSource {
  const configs = new Map([[DEFAULT_CONFIG_ID, demoConfig(publicUrl, partnerOrigins)]]);
  return (configId) => configs.get(configId);
}
