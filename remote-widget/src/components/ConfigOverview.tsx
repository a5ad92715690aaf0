import { useId } from 'react';
import type { CredentialsData, WidgetConfigData } from '../stores/ConfigStore';
import { orderedVariants } from '../domain/orderedVariants';

export interface ConfigOverviewProps {
  widgetConfig: WidgetConfigData;
  credentials: CredentialsData;
}

/** What the widget loaded for its config id: products with their variant tabs, and the credential flags. */
export function ConfigOverview({ widgetConfig, credentials }: ConfigOverviewProps) {
  const productsId = useId();
  const credentialsId = useId();
  return (
    <div className="bw-overview">
      <section aria-labelledby={productsId}>
        <h2 id={productsId} className="bw-heading">
          Products of “{widgetConfig.configId}”
        </h2>
        {widgetConfig.products.length === 0 ? (
          <p>This configuration has no products.</p>
        ) : (
          <ul className="bw-products">
            {widgetConfig.products.map((product) => (
              <li key={product.id} className="bw-product">
                <span className="bw-product__id">{product.id}</span>
                <ul className="bw-tabs" aria-label={`Variants of ${product.id}`}>
                  {orderedVariants(product).map((variant) => (
                    <li key={variant.bokunId} className="bw-tab" data-variant-type={variant.type}>
                      {variant.tabName}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={credentialsId} className="bw-credentials">
        <h2 id={credentialsId} className="bw-heading">
          Credentials
        </h2>
        <p>
          <span
            className={credentials.hasCredentials ? 'bw-badge bw-badge--ok' : 'bw-badge bw-badge--missing'}
          >
            {credentials.hasCredentials ? 'Available' : 'Missing'}
          </span>{' '}
          <span className="bw-credentials__message">{credentials.message}</span>
        </p>
        {credentials.missingRequiredVars.length > 0 && (
          <p>Missing variables: {credentials.missingRequiredVars.join(', ')}</p>
        )}
      </section>
    </div>
  );
}
