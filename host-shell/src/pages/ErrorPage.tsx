import type { Language } from '@booking/shared-contracts';
import { localizedPath } from '../components/LanguageNav';

const ERROR_TEXT: Record<Language, { title: string; lead: string; home: string }> = {
  en: {
    title: 'Something went wrong',
    lead: 'The page could not be shown. Please try again.',
    home: 'Home page',
  },
  pl: {
    title: 'Coś poszło nie tak',
    lead: 'Nie udało się wyświetlić strony. Spróbuj ponownie.',
    home: 'Strona główna',
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    lead: 'Die Seite konnte nicht angezeigt werden. Bitte versuchen Sie es erneut.',
    home: 'Startseite',
  },
  fr: {
    title: 'Un problème est survenu',
    lead: "La page n'a pas pu s'afficher. Veuillez réessayer.",
    home: "Page d'accueil",
  },
  es: {
    title: 'Algo salió mal',
    lead: 'No se pudo mostrar la página. Inténtalo de nuevo.',
    home: 'Página de inicio',
  },
  it: {
    title: 'Qualcosa è andato storto',
    lead: 'Non è stato possibile mostrare la pagina. Riprova.',
    home: 'Pagina iniziale',
  },
};

/** The generic error page (§2 "any other error uses a generic error page"), in the page language. */
export function ErrorPage({ lang }: { lang: Language }) {
  const text = ERROR_TEXT[lang];
  return (
    <article>
      <h1>{text.title}</h1>
      <p className="hs-lead" role="alert">
        {text.lead}
      </p>
      <p>
        <a href={localizedPath('home', lang)}>{text.home}</a>
      </p>
    </article>
  );
}
