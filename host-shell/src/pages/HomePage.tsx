import type { PageConfig } from '@booking/shared-contracts';
import { useWidgetConfig } from '../config/useWidgetConfig';
import { HOME_TEXT } from './homeText';
import { PAGE_TEXT } from './pageText';
import { ProductCard } from './ProductCard';

/** `/`: every product of the config, each with its photo, short description and a button that opens it. */
export function HomePage({ config }: { config: PageConfig }) {
  const text = PAGE_TEXT.home[config.lang];
  const { status, products } = useWidgetConfig(config.apiBaseUrl, config.configId);
  return (
    <article>
      <h1>{text.title}</h1>
      <p className="hs-lead">{text.lead}</p>
      <section aria-labelledby="hs-products">
        <h2 id="hs-products">{HOME_TEXT[config.lang].products}</h2>
        {status === 'failed' && <p role="alert">{HOME_TEXT[config.lang].unavailable}</p>}
        <ul className="hs-products">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              lang={config.lang}
              apiBaseUrl={config.apiBaseUrl}
              configId={config.configId}
            />
          ))}
        </ul>
      </section>
    </article>
  );
}
