import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@booking/shared-contracts';
import de from '../i18n/messages/de.json';
import en from '../i18n/messages/en.json';
import es from '../i18n/messages/es.json';
import fr from '../i18n/messages/fr.json';
import it from '../i18n/messages/it.json';
import pl from '../i18n/messages/pl.json';
import checkoutDe from '../i18n/checkout/de.json';
import checkoutEn from '../i18n/checkout/en.json';
import checkoutEs from '../i18n/checkout/es.json';
import checkoutFr from '../i18n/checkout/fr.json';
import checkoutIt from '../i18n/checkout/it.json';
import checkoutPl from '../i18n/checkout/pl.json';

/** Each language's step-1 and checkout messages together, as the widget has them on steps 2–4. */
const CATALOGS: Record<Language, Record<string, string>> = {
  en: { ...en, ...checkoutEn },
  pl: { ...pl, ...checkoutPl },
  de: { ...de, ...checkoutDe },
  fr: { ...fr, ...checkoutFr },
  es: { ...es, ...checkoutEs },
  it: { ...it, ...checkoutIt },
};

/** Renders a component inside react-intl with the real catalog of a language; rerender keeps it there. */
export function renderWithIntl(ui: ReactElement, lang: Language = 'en'): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider
        locale={lang}
        defaultLocale="en"
        messages={CATALOGS[lang]}
        onError={(error) => {
          throw error;
        }}
      >
        {children}
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
