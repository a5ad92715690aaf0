import { manifestUrl, startedEarly, type BookingWidgetComponent, type WidgetLoader } from './widgetLoader';

const Widget: BookingWidgetComponent = () => null;

function recordingLoader(outcome: 'fail' | 'ok' = 'ok') {
  const calls: Array<[string, number]> = [];
  const loader: WidgetLoader = {
    load(remoteUrl, attempt) {
      calls.push([remoteUrl, attempt]);
      return outcome === 'ok' ? Promise.resolve(Widget) : Promise.reject(new Error('remote down'));
    },
  };
  return { loader, calls };
}

describe('manifestUrl', () => {
  it('points at mf-manifest.json under the remote base URL from the page config', () => {
    expect(manifestUrl('https://widget.example')).toBe('https://widget.example/mf-manifest.json');
    expect(manifestUrl('https://cdn.example/widget/v3/')).toBe(
      'https://cdn.example/widget/v3/mf-manifest.json',
    );
  });

  it('uses the page origin when the remote URL is empty', () => {
    expect(manifestUrl('')).toBe('/mf-manifest.json');
  });
});

describe('startedEarly', () => {
  it("answers the page's first load with the load the entry started, without loading twice", async () => {
    const { loader, calls } = recordingLoader();
    const early = startedEarly(loader);
    early.start('https://widget.example');
    expect(calls).toEqual([['https://widget.example', 0]]);
    await expect(early.load('https://widget.example', 0)).resolves.toBe(Widget);
    expect(calls).toHaveLength(1);
  });

  it('loads afresh on a retry, after the early load failed', async () => {
    const { loader, calls } = recordingLoader('fail');
    const early = startedEarly(loader);
    early.start('https://widget.example');
    await expect(early.load('https://widget.example', 0)).rejects.toThrow('remote down');
    await expect(early.load('https://widget.example', 1)).rejects.toThrow('remote down');
    expect(calls).toEqual([
      ['https://widget.example', 0],
      ['https://widget.example', 1],
    ]);
  });

  it('does not hand an early load of one remote URL to a page asking for another', async () => {
    const { loader, calls } = recordingLoader();
    const early = startedEarly(loader);
    early.start('https://old.example');
    await early.load('https://widget.example', 0);
    expect(calls.map(([url]) => url)).toEqual(['https://old.example', 'https://widget.example']);
  });

  it('without an early start, loads as the wrapped loader does', async () => {
    const { loader, calls } = recordingLoader();
    await startedEarly(loader).load('https://widget.example', 0);
    expect(calls).toEqual([['https://widget.example', 0]]);
  });
});
