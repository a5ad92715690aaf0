import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageNav, rememberLanguage } from './LanguageNav';

describe('LanguageNav: the visitor’s pick is remembered (§2 cookie, §9 365 days, lax)', () => {
  afterEach(() => {
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('stores the picked language in the lang cookie, so `/` then answers in it', () => {
    document.cookie = 'lang=pl; Path=/';
    render(<LanguageNav page="home" lang="pl" />);
    const english = screen.getByRole('link', { name: 'EN, English' });
    // jsdom does not navigate; the click handler runs before the browser follows the link.
    english.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(english);
    expect(document.cookie).toContain('lang=en');
  });

  it('writes a 365-day, site-wide, SameSite=Lax cookie', () => {
    const doc = { cookie: '' };
    rememberLanguage('de', doc);
    expect(doc.cookie).toBe('lang=de; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
