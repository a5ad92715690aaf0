import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@booking/shared-contracts';
import type { Messages } from './catalogs';
import { loadCheckoutMessages, loadedCheckoutMessages } from './checkoutCatalogs';

export interface CheckoutIntlProps {
  children: ReactNode;
  /** What shows while the language's checkout messages load. */
  fallback?: ReactNode;
}

/**
 * react-intl for steps 2–4: the enclosing widget's messages plus the checkout catalog of the same language,
 * loaded with the checkout chunk. A language switch loads that language's checkout catalog before rendering.
 */
export function CheckoutIntl({ children, fallback = null }: CheckoutIntlProps) {
  const parent = useIntl();
  const lang = parent.locale as Language;
  const [catalog, setCatalog] = useState<{ lang: Language; messages: Messages } | null>(() => {
    const messages = loadedCheckoutMessages(lang);
    return messages ? { lang, messages } : null;
  });
  useEffect(() => {
    if (catalog?.lang === lang) return;
    let current = true;
    void loadCheckoutMessages(lang).then((messages) => {
      if (current) setCatalog({ lang, messages });
    });
    return () => {
      current = false;
    };
  }, [lang, catalog?.lang]);
  const messages = useMemo(
    () => (catalog ? { ...(parent.messages as Messages), ...catalog.messages } : null),
    [parent.messages, catalog],
  );
  if (catalog?.lang !== lang || messages === null) return <>{fallback}</>;
  return (
    <IntlProvider locale={parent.locale} defaultLocale={parent.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
