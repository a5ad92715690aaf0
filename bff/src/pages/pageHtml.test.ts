import { FALLBACK_TEMPLATE, renderPage, scriptJson, type PageConfig } from './pageHtml';

const config = (over: Partial<PageConfig> = {}): PageConfig => ({
  page: 'booking',
  lang: 'de',
  path: '/de/megabilet',
  remoteUrl: 'http://localhost:8081',
  apiBaseUrl: '',
  configId: 'demo',
  ...over,
});

function injected(html: string): unknown {
  const match = /<script type="application\/json" id="booking-config">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('renderPage', () => {
  it('sets <html lang> and replaces the marker with the page config', () => {
    const html = renderPage(FALLBACK_TEMPLATE, config());
    expect(html).toContain('<html lang="de">');
    expect(html).not.toContain('<!--booking-config-->');
    expect(injected(html)).toEqual(config());
    expect(html).toContain('<div id="root"></div>');
  });

  it("gives the browser tab the page title in the page language, in place of the template's", () => {
    const html = renderPage(FALLBACK_TEMPLATE, config());
    expect(html).toContain('<title>Tickets buchen – Touren und Tickets</title>');
    expect(html).not.toContain('<title>Booking</title>');
    const polishHome = renderPage(FALLBACK_TEMPLATE, config({ page: 'home', lang: 'pl', path: '/pl' }));
    expect(polishHome).toContain('<title>Wycieczki i bilety</title>');
  });

  it('keeps other attributes of the html tag', () => {
    const html = renderPage(
      '<html lang="en" class="x"><head><!--booking-config--></head></html>',
      config({ lang: 'fr' }),
    );
    expect(html).toContain('<html lang="fr" class="x">');
  });

  it('renders the not-found message inside the root element (§2)', () => {
    const html = renderPage(
      FALLBACK_TEMPLATE,
      config({ page: 'notFound', lang: 'en', path: '/no-such-page' }),
    );
    expect(html).toContain('<div id="root"><main><h1>Page not found: /no-such-page</h1></main></div>');
  });

  it('cannot be broken out of by a hostile path, neither in the message nor in the script', () => {
    const path = '/</script><script>alert(1)</script>';
    const html = renderPage(FALLBACK_TEMPLATE, config({ page: 'notFound', path }));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Page not found: /&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((injected(html) as PageConfig).path).toBe(path);
  });

  it('treats "$" sequences in values literally', () => {
    const html = renderPage(FALLBACK_TEMPLATE, config({ page: 'notFound', path: "/$&$'" }));
    expect(html).toContain('Page not found: /$&amp;$&#39;');
  });
});

describe('scriptJson', () => {
  it('escapes "<" as \\u003c so the JSON cannot close its script element', () => {
    expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });
});
