import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '@booking/shared-contracts';
import { loadMessages, loadedMessages, type Messages } from './catalogs';

export interface WidgetIntlProviderProps {
  lang: Language;
  children: ReactNode;
}

/**
 * react-intl for one widget: messages of `lang`, formats (prices, dates) in `lang`. Until the first
 * catalog arrives nothing renders, so a visitor never sees a flash of English; on a language change the
 * widget stays in the previous language until the next catalog arrives, so nothing unmounts and what the
 * visitor chose and where the focus is stay put.
 */
export function WidgetIntlProvider({ lang, children }: WidgetIntlProviderProps) {
  const [catalog, setCatalog] = useState<{ lang: Language; messages: Messages } | null>(() => {
    const messages = loadedMessages(lang);
    return messages ? { lang, messages } : null;
  });
  useEffect(() => {
    if (catalog?.lang === lang) return;
    let current = true;
    void loadMessages(lang).then((messages) => {
      if (current) setCatalog({ lang, messages });
    });
    return () => {
      current = false;
    };
  }, [lang, catalog?.lang]);
  if (!catalog) return null;
  return (
    <IntlProvider locale={catalog.lang} defaultLocale={DEFAULT_LANGUAGE} messages={catalog.messages}>
      {children}
    </IntlProvider>
  );
}
