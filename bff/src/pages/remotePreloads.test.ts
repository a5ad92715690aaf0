import {
  preloadLinks,
  REMOTE_MANIFEST_TTL_MS,
  remotePreloadLoader,
  sharedNamesOf,
  step1RemoteFiles,
  type RemoteManifest,
} from './remotePreloads';

const manifest = (entry = 'remoteEntry.js'): RemoteManifest => ({
  metaData: { remoteEntry: { name: entry, path: '' } },
  shared: [
    { name: 'react', assets: { js: { sync: ['696.js'] } } },
    { name: 'mobx', assets: { js: { sync: ['582.js'] } } },
    { name: 'mobx-react-lite', assets: { js: { sync: ['10.js', '582.js'] } } },
  ],
  exposes: [
    { name: 'BookingWidget', assets: { js: { sync: ['775.js', '__federation_expose_BookingWidget.js'] } } },
    { name: 'mount', assets: { js: { sync: ['775.js', '__federation_expose_mount.js'] } } },
  ],
});

describe('step1RemoteFiles', () => {
  it("is the entry, the exposed module's chunks and the shared chunks the host does not provide, once each", () => {
    expect(step1RemoteFiles(manifest(), ['react'])).toEqual([
      'remoteEntry.js',
      '775.js',
      '__federation_expose_BookingWidget.js',
      '582.js',
      '10.js',
    ]);
    expect(step1RemoteFiles(manifest(), ['react', 'mobx', 'mobx-react-lite'])).toEqual([
      'remoteEntry.js',
      '775.js',
      '__federation_expose_BookingWidget.js',
    ]);
  });
});

describe('preloadLinks', () => {
  it('preloads the manifest as a CORS fetch and the scripts as classic scripts of the remote origin', () => {
    expect(preloadLinks('https://cdn.example/w/', ['remoteEntry.js'])).toBe(
      '<link rel="preload" href="https://cdn.example/w/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="https://cdn.example/w/remoteEntry.js" as="script">',
    );
  });

  it('escapes file names', () => {
    expect(preloadLinks('https://cdn.example', ['a"><script>.js'])).not.toContain('"><script>');
  });
});

describe('remotePreloadLoader', () => {
  function loader(answers: Array<() => Response>) {
    let time = 0;
    const asked: Array<string | null> = [];
    const load = remotePreloadLoader('https://cdn.example', {
      hostShared: () => Promise.resolve(['react', 'mobx', 'mobx-react-lite']),
      now: () => time,
      fetch: (_url, init) => {
        asked.push(new Headers(init?.headers).get('if-none-match'));
        const next = answers.shift();
        return next ? Promise.resolve(next()) : Promise.reject(new Error('down'));
      },
    });
    return { load, asked, advance: (ms: number) => (time += ms) };
  }
  const ok =
    (body: unknown, etag = '"v1"') =>
    () =>
      new Response(JSON.stringify(body), { status: 200, headers: { etag } });

  it("hints the current deploy's files, reuses them for 30 s and revalidates with the ETag", async () => {
    const { load, asked, advance } = loader([
      ok(manifest('remoteEntry.js')),
      () => new Response(null, { status: 304 }),
    ]);
    const first = await load();
    expect(first).toContain('https://cdn.example/__federation_expose_BookingWidget.js');
    expect(await load()).toBe(first);
    expect(asked).toEqual([null]);
    advance(REMOTE_MANIFEST_TTL_MS);
    expect(await load()).toBe(first);
    expect(asked).toEqual([null, '"v1"']);
  });

  it('keeps the last hints when the remote fails, and sends none (without waiting each time) before any', async () => {
    const { load, asked, advance } = loader([]);
    expect(await load()).toBe('');
    expect(await load()).toBe('');
    expect(asked).toHaveLength(1);
    advance(REMOTE_MANIFEST_TTL_MS);
    const recovered = loader([ok(manifest())]);
    const hints = await recovered.load();
    recovered.advance(REMOTE_MANIFEST_TTL_MS);
    expect(await recovered.load()).toBe(hints);
    expect(await load()).toBe('');
    expect(asked).toHaveLength(2);
  });

  it('sends no hints for an answer that is not a federation manifest', async () => {
    const { load } = loader([ok({ hello: 'world' })]);
    expect(await load()).toBe('');
  });
});

describe('sharedNamesOf', () => {
  it("reads a host build's shared package names, none without a readable manifest", () => {
    expect(sharedNamesOf(JSON.stringify(manifest()))).toEqual(['react', 'mobx', 'mobx-react-lite']);
    expect(sharedNamesOf(null)).toEqual([]);
    expect(sharedNamesOf('{')).toEqual([]);
  });
});
