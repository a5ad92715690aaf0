import { step1Files, type FederationManifest } from './bundleStep1.ts';

const manifest: FederationManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'react', assets: { js: { sync: ['react.js'] } } },
    { name: 'mobx', assets: { js: { sync: ['mobx.js'] } } },
    { name: 'mobx-react-lite', assets: { js: { sync: ['mobx.js', 'mrl.js'] } } },
  ],
  exposes: [
    { name: 'BookingWidget', assets: { js: { sync: ['vendors.js', 'expose.js'], async: ['i18n-pl.js'] } } },
  ],
};

describe('step1Files', () => {
  it('counts the entry, the exposed chunks and the shared packages the host lacks, once each', () => {
    expect(step1Files(manifest, 'BookingWidget', ['react']).map((entry) => entry.file)).toEqual([
      'remoteEntry.js',
      'vendors.js',
      'expose.js',
      'mobx.js',
      'mrl.js',
    ]);
  });

  it('leaves out lazy chunks and everything the host shares', () => {
    const files = step1Files(manifest, 'BookingWidget', ['react', 'mobx', 'mobx-react-lite']).map(
      (e) => e.file,
    );
    expect(files).toEqual(['remoteEntry.js', 'vendors.js', 'expose.js']);
  });

  it('fails for an expose the manifest does not have', () => {
    expect(() => step1Files(manifest, 'Nope', [])).toThrow('exposes no "Nope"');
  });
});
