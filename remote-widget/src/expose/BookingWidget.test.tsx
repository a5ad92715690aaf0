import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@booking/shared-contracts';
import { BookingWidget } from './BookingWidget';
import { catalogueActivity, catalogueSlot, fakeCatalogueBff } from '../testing/fakeCatalogue';
import { buildWidgetConfig, fakeBffFetch } from '../testing/fakeBff';

const krakow: Product = {
  id: 'krakow-tour',
  order: ['POL', 'ENG'],
  variants: [
    { bokunId: 11, type: 'ENG', tabName: 'English tour', icons: [], accordeon: [] },
    { bokunId: 12, type: 'POL', tabName: 'Polish tour', icons: [], accordeon: [] },
  ],
};

function catalogue(products: Product[] = [krakow]) {
  return fakeCatalogueBff({
    activities: { 11: catalogueActivity(11), 12: catalogueActivity(12), 20: catalogueActivity(20) },
    slots: { 11: [catalogueSlot('2026-12-10')], 12: [catalogueSlot('2026-12-11')] },
    config: buildWidgetConfig({ products }),
  });
}

const tabNames = async () =>
  (await screen.findAllByRole('tab')).map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);

describe('BookingWidget', () => {
  // A language switch stores the visitor's choice in the cookie; each test starts without one.
  afterEach(() => {
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('shows the loader, then opens the first product of the loaded config on the variant of its language', async () => {
    const bff = catalogue();
    render(<BookingWidget configId="demo" fetch={bff.fetch} />);
    // The loader is a status of its own beside the widget's live region.
    expect(screen.getByText(/Loading the booking widget/).closest('[role="status"]')).not.toBeNull();
    expect(await tabNames()).toEqual([
      ['Polish tour', 'false'],
      ['English tour', 'true'],
    ]);
    expect(bff.requests).toEqual(
      expect.arrayContaining(['/api/widget-config/demo', '/api/bokun/general-information/12/en']),
    );
  });

  it('calls the BFF at apiBaseUrl in the given language and marks that language', async () => {
    const bff = catalogue();
    const { container } = render(
      <BookingWidget fetch={bff.fetch} configId="gdansk" lang="de" apiBaseUrl="https://api.example" />,
    );
    await tabNames();
    expect(bff.requests).toContain('https://api.example/api/widget-config/gdansk');
    expect(bff.requests).toContain('https://api.example/api/bokun/general-information/11/de');
    expect(container.querySelector('.bw-root')).toHaveAttribute('lang', 'de');
  });

  it("without a lang prop, takes the page's language: here the `lang` cookie", async () => {
    document.cookie = 'lang=fr; Path=/';
    const bff = catalogue();
    const { container } = render(<BookingWidget configId="demo" fetch={bff.fetch} />);
    await tabNames();
    expect(bff.requests).toContain('/api/bokun/general-information/11/fr');
    expect(container.querySelector('.bw-root')).toHaveAttribute('lang', 'fr');
  });

  it("takes the config's accent when white text reads on it, else keeps its own", async () => {
    const themed = (accent: string) =>
      fakeCatalogueBff({
        activities: { 11: catalogueActivity(11), 12: catalogueActivity(12) },
        config: buildWidgetConfig({
          globalConfig: { ...buildWidgetConfig().globalConfig, accent },
          products: [krakow],
        }),
      });
    const blue = render(<BookingWidget configId="demo" fetch={themed('#1d4ed8').fetch} />);
    await tabNames();
    const root = blue.container.querySelector<HTMLElement>('.bw-root');
    expect(root?.style.getPropertyValue('--bw-accent')).toBe('#1d4ed8');
    expect(root?.style.getPropertyValue('--bw-accent-light')).toMatch(/^#[0-9a-f]{6}$/);
    blue.unmount();
    const gold = render(<BookingWidget configId="demo" fetch={themed('#ffd700').fetch} />);
    await tabNames();
    expect(gold.container.querySelector<HTMLElement>('.bw-root')?.style.getPropertyValue('--bw-accent')).toBe(
      '#1f7a4d',
    );
  });

  it('takes the colour mode a page forces', async () => {
    const { container } = render(
      <BookingWidget configId="demo" fetch={catalogue().fetch} colorMode="dark" />,
    );
    await tabNames();
    expect(container.querySelector('.bw-root')).toHaveAttribute('data-color-mode', 'dark');
  });

  it('a lang prop wins over the language cookie', async () => {
    document.cookie = 'lang=fr; Path=/';
    const bff = catalogue();
    const { container } = render(<BookingWidget configId="demo" fetch={bff.fetch} lang="it" />);
    await tabNames();
    expect(container.querySelector('.bw-root')).toHaveAttribute('lang', 'it');
  });

  it("mounting in the page's language does not overwrite the visitor's language cookie (§2)", async () => {
    document.cookie = 'lang=fr; Path=/';
    render(<BookingWidget configId="demo" fetch={catalogue().fetch} lang="de" />);
    await tabNames();
    expect(document.cookie).toContain('lang=fr');
    expect(document.cookie).not.toContain('lang=de');
  });

  it('§2 opens the English variant on a German page, never the Polish one', async () => {
    render(<BookingWidget configId="demo" fetch={catalogue().fetch} lang="de" />);
    expect(await tabNames()).toEqual([
      ['Polish tour', 'false'],
      ['English tour', 'true'],
    ]);
  });

  it('opens the product and tab the host names', async () => {
    const bff = catalogue();
    render(<BookingWidget configId="demo" fetch={bff.fetch} openId="krakow-tour" currentId={11} />);
    expect(await tabNames()).toEqual([
      ['Polish tour', 'false'],
      ['English tour', 'true'],
    ]);
  });

  it('uses the products the host passes instead of the loaded ones', async () => {
    const bff = catalogue();
    const own: Product = {
      id: 'own',
      order: [],
      variants: [{ bokunId: 20, type: 'default', tabName: 'Own', icons: [], accordeon: [] }],
    };
    render(<BookingWidget configId="demo" fetch={bff.fetch} products={[own]} />);
    await screen.findByRole('heading', { name: 'Book your tickets' });
    expect(bff.requests).toContain('/api/bokun/general-information/20/en');
    expect(bff.requests).not.toContain('/api/bokun/general-information/11/en');
  });

  it('switches language when the lang prop changes, without reopening', async () => {
    const bff = catalogue();
    const { rerender, container } = render(<BookingWidget configId="demo" fetch={bff.fetch} />);
    await tabNames();
    rerender(<BookingWidget configId="demo" fetch={bff.fetch} lang="pl" />);
    await screen.findByRole('heading', { name: await plHeading() });
    expect(bff.requests).toContain('/api/bokun/general-information/12/pl');
    expect(bff.requests.filter((url) => url === '/api/widget-config/demo')).toHaveLength(1);
    expect(container.querySelector('.bw-root')).toHaveAttribute('lang', 'pl');
  });

  it('§8 without a configId shows "No configId provided." instead of selling the demo\'s tours', async () => {
    const bff = catalogue();
    render(<BookingWidget fetch={bff.fetch} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No configId provided.');
    expect(bff.requests.filter((url) => url.includes('/api/widget-config/'))).toEqual([]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the "Widget Initialization Error" panel on failure, and "Retry Initialization" recovers', async () => {
    let failing = true;
    const healthy = catalogue();
    const bff = fakeBffFetch(async (url) =>
      failing
        ? { status: 502, body: { error: { code: 'upstream_unavailable', message: 'Bokun is down' } } }
        : { status: 200, body: await healthy.fetch(url.pathname).then((answer) => answer.json()) },
    );
    render(<BookingWidget configId="demo" fetch={bff.fetch} />);

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Widget Initialization Error' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Initialization failed: Bokun is down');

    failing = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry Initialization' }));
    expect(await tabNames()).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** The Polish step heading, read from the catalog so the test does not restate a translation. */
async function plHeading(): Promise<string> {
  const { loadMessages } = await import('../i18n/catalogs');
  const messages = await loadMessages('pl');
  return String(messages['booking.step.heading']);
}
