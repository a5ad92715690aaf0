import { render, screen, within } from '@testing-library/react';
import type { PageConfig } from '@booking/shared-contracts';
import type { BookingWidgetProps, WidgetLoader } from '../federation/widgetLoader';
import { App } from './App';

function FakeWidget({ configId, lang }: BookingWidgetProps) {
  return <p>{`Widget for ${configId ?? '?'} in ${lang ?? '?'}`}</p>;
}

function recordingLoader() {
  const remoteUrls: string[] = [];
  const loader: WidgetLoader = {
    load(remoteUrl) {
      remoteUrls.push(remoteUrl);
      return Promise.resolve({ Widget: FakeWidget });
    },
  };
  return { loader, remoteUrls };
}

function buildConfig(overrides: Partial<PageConfig> = {}): PageConfig {
  return {
    page: 'home',
    lang: 'en',
    path: '/',
    remoteUrl: 'https://widget.example',
    apiBaseUrl: '',
    configId: 'demo',
    ...overrides,
  };
}

describe('App', () => {
  it('renders the federated widget on the booking page, from the injected remote URL', async () => {
    const { loader, remoteUrls } = recordingLoader();
    render(
      <App config={buildConfig({ page: 'booking', lang: 'de', path: '/de/megabilet' })} loader={loader} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets buchen' })).toBeInTheDocument();
    expect(await screen.findByText('Widget for demo in de')).toBeInTheDocument();
    expect(remoteUrls).toEqual(['https://widget.example']);
  });

  it.each([
    ['home', 'Tours and tickets'],
    ['dev', 'Developer page'],
    ['success', 'Booking status'],
    ['paymentCompletion', 'Completing your payment'],
  ] as const)('renders the %s page without loading the widget', async (page, title) => {
    const { loader, remoteUrls } = recordingLoader();
    render(<App config={buildConfig({ page })} loader={loader} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(remoteUrls).toEqual([]);
  });

  it.each(['booking', 'success', 'paymentCompletion'] as const)(
    'gives visitors on the %s page no link to the developer page; the developer page keeps its own',
    (page) => {
      const { loader } = recordingLoader();
      const { unmount } = render(<App config={buildConfig({ page })} loader={loader} />);
      const site = screen.getByRole('navigation', { name: 'Site' });
      expect(within(site).queryByRole('link', { name: 'Developer page' })).toBeNull();
      expect(within(site).getByRole('link', { name: 'Book your tickets' })).toBeInTheDocument();
      unmount();
      render(<App config={buildConfig({ page: 'dev' })} loader={loader} />);
      expect(
        within(screen.getByRole('navigation', { name: 'Site' })).getByRole('link', {
          name: 'Developer page',
        }),
      ).toHaveAttribute('aria-current', 'page');
    },
  );

  it('renders "Page not found: {path}" for the not-found page (§2), like the server does', async () => {
    const { loader } = recordingLoader();
    render(
      <App config={buildConfig({ page: 'notFound', path: '/pl/nowhere', lang: 'pl' })} loader={loader} />,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found: /pl/nowhere');
  });

  it('links the current page in all six languages, marking the current one', () => {
    const { loader } = recordingLoader();
    render(
      <App
        config={buildConfig({ page: 'success', lang: 'fr', path: '/fr/megabilet/success' })}
        loader={loader}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/megabilet/success',
      '/pl/megabilet/success',
      '/de/megabilet/success',
      '/fr/megabilet/success',
      '/es/megabilet/success',
      '/it/megabilet/success',
    ]);
    expect(within(nav).getByRole('link', { name: 'FR, Français' })).toHaveAttribute('aria-current', 'page');
  });

  it("the booking page's language links keep the product asked for, and nothing else of the query", () => {
    const { loader } = recordingLoader();
    render(
      <App
        config={buildConfig({ page: 'booking', lang: 'en', path: '/megabilet' })}
        loader={loader}
        search="?product=rafting&email=anna%40example.com"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getByRole('link', { name: 'PL, Polski' })).toHaveAttribute(
      'href',
      '/pl/megabilet?product=rafting',
    );
  });

  it('the success page does not carry its receipt to the other languages', () => {
    const { loader } = recordingLoader();
    render(
      <App
        config={buildConfig({ page: 'success', lang: 'en', path: '/megabilet/success' })}
        loader={loader}
        search={`?receipt=${'a'.repeat(64)}`}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getByRole('link', { name: 'DE, Deutsch' })).toHaveAttribute(
      'href',
      '/de/megabilet/success',
    );
  });

  it('names each language link starting with the code it shows (WCAG 2.5.3 label in name)', () => {
    const { loader } = recordingLoader();
    render(<App config={buildConfig()} loader={loader} />);
    for (const link of within(screen.getByRole('navigation', { name: 'Language' })).getAllByRole('link')) {
      expect(link.getAttribute('aria-label')?.startsWith(`${link.textContent ?? '?'}, `)).toBe(true);
    }
  });

  it.each([
    ['booking', 'pl', 'Przejdź do rezerwacji', '#booking'],
    ['home', 'de', 'Zum Inhalt springen', '#main'],
  ] as const)(
    'starts the %s page with a skip link (%s), whose target takes the focus',
    async (page, lang, text, href) => {
      const { loader } = recordingLoader();
      const { container } = render(<App config={buildConfig({ page, lang })} loader={loader} />);
      const first = container.querySelector('a, button, input, select, textarea, [tabindex="0"]');
      expect(first).toBe(screen.getByRole('link', { name: text }));
      expect(first).toHaveAttribute('href', href);
      const target = container.querySelector(href);
      expect(target).toHaveAttribute('tabindex', '-1');
      if (page === 'booking')
        expect(await screen.findByText(`Widget for demo in ${lang}`)).toBeInTheDocument();
      if (page === 'booking') expect(target).toContainElement(screen.getByText(`Widget for demo in ${lang}`));
    },
  );

  it('links each language home page from the not-found page', () => {
    const { loader } = recordingLoader();
    render(<App config={buildConfig({ page: 'notFound', path: '/x' })} loader={loader} />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/pl', '/de', '/fr', '/es', '/it']);
  });
});
