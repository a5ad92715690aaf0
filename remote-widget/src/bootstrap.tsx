import { LANGUAGES, type Language } from '@booking/shared-contracts';
import { mount } from './expose/mount';

/** Element id a page uses to get the widget mounted by this bundle's own entry (no federation host needed). */
export const STANDALONE_ROOT_ID = 'booking-widget-root';

function languageFrom(value: string | null): Language | undefined {
  return LANGUAGES.find((lang) => lang === value);
}

const element = document.getElementById(STANDALONE_ROOT_ID);
if (element) {
  const query = new URLSearchParams(window.location.search);
  mount(element, {
    configId: query.get('configId') ?? undefined,
    lang: languageFrom(query.get('lang')),
    apiBaseUrl: element.getAttribute('data-api-base-url') ?? '',
  });
}
