import { useEffect, useState } from 'react';
import type { Language, Product } from '@booking/shared-contracts';
import { localizedPath } from '../components/LanguageNav';
import { variantFor } from '../config/productVariant';
import { HOME_TEXT } from './homeText';

interface Details {
  title: string;
  excerpt: string;
  photo?: { url: string; alt?: string | undefined } | undefined;
}

/** One product of the config on the home page: photo, title, short description and a Book button. */
export function ProductCard({
  product,
  lang,
  apiBaseUrl,
  configId,
}: {
  product: Product;
  lang: Language;
  apiBaseUrl: string;
  configId: string;
}) {
  const [details, setDetails] = useState<Details | null>(null);
  const activityId = variantFor(product, lang) ?? product.variants[0]?.bokunId;
  useEffect(() => {
    if (!activityId) return;
    let current = true;
    Promise.resolve()
      .then(() =>
        fetch(`${apiBaseUrl}/api/bokun/general-information/${activityId}/${lang}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ configId }),
        }),
      )
      .then(async (response) => {
        const body = (await response.json()) as {
          data?: { title?: string; excerpt?: string; photos?: Details['photo'][] };
        };
        if (!current || !body.data) return;
        setDetails({
          title: body.data.title ?? product.id,
          excerpt: body.data.excerpt ?? '',
          photo: body.data.photos?.[0],
        });
      })
      .catch((error: unknown) => console.warn(`Details of ${product.id} could not be loaded`, error));
    return () => {
      current = false;
    };
  }, [activityId, apiBaseUrl, configId, lang, product.id]);
  const title = details?.title ?? product.variants[0]?.tabName ?? product.id;
  const href = `${localizedPath('booking', lang)}?product=${encodeURIComponent(product.id)}`;
  return (
    <li className="hs-product">
      {details?.photo && (
        <img src={details.photo.url} alt={details.photo.alt ?? ''} width={320} height={200} />
      )}
      <h3>{title}</h3>
      {details?.excerpt && <p>{details.excerpt}</p>}
      <a className="hs-button" href={href} aria-label={`${HOME_TEXT[lang].book}: ${title}`}>
        {HOME_TEXT[lang].book}
      </a>
    </li>
  );
}
