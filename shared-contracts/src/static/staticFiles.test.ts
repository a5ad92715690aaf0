import { staticCacheControl } from './staticFiles';

describe('the cache policy of build files (one for the BFF and the remote origin)', () => {
  it.each(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'embed-config.json'])(
    'revalidates the entry file %s after 30 s, so a deploy shows quickly',
    (name) => expect(staticCacheControl(name)).toBe('public, max-age=30, must-revalidate'),
  );

  it.each([
    'main.3f9a1c2b.js',
    '470.8ddf308f79.js',
    '470.8ddf308f79.js.LICENSE.txt',
    '512.a1b2c3d4e5f6.chunk.js',
  ])('keeps the content-hashed %s for a year as immutable', (name) =>
    expect(staticCacheControl(name)).toBe('public, max-age=31536000, immutable'),
  );

  it.each(['favicon.ico', 'logo.svg', 'main.js'])('caches any other file (%s) for 5 minutes', (name) =>
    expect(staticCacheControl(name)).toBe('public, max-age=300'),
  );
});
