import { manifestSignature, watchRemoteVersion } from './remoteUpdates';

const manifest = (entry: string) => ({
  metaData: { buildInfo: { buildVersion: '0.1.0' }, remoteEntry: { name: entry } },
  exposes: [{ assets: { js: { sync: [`__federation_expose_BookingWidget.${entry}.js`] } } }],
});

describe('watchRemoteVersion', () => {
  it('"an open page notices a new remote version (poll the manifest)"', async () => {
    const answers = [manifest('a'), manifest('a'), manifest('b')];
    let tick: () => void = () => undefined;
    const onNewVersion = jest.fn();
    const clearInterval = jest.fn();
    watchRemoteVersion({
      manifestUrl: 'https://cdn.example/mf-manifest.json',
      onNewVersion,
      fetch: () => Promise.resolve({ ok: true, json: () => Promise.resolve(answers.shift()) }),
      setInterval: (callback) => {
        tick = callback;
        return 1;
      },
      clearInterval,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onNewVersion).not.toHaveBeenCalled();
    tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(clearInterval).toHaveBeenCalledWith(1);
  });

  it('tells deploys apart by build info and file names', () => {
    expect(manifestSignature(manifest('a'))).toBe(manifestSignature(manifest('a')));
    expect(manifestSignature(manifest('a'))).not.toBe(manifestSignature(manifest('b')));
    expect(manifestSignature(null)).toBe('[null,null,[]]');
  });
});
