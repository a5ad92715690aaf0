import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '@booking/shared-contracts';
import de from '../../i18n/messages/de.json';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import fr from '../../i18n/messages/fr.json';
import it from '../../i18n/messages/it.json';
import pl from '../../i18n/messages/pl.json';

const CATALOGS: Record<Language, Record<string, string>> = { en, pl, de, fr, es, it };

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
