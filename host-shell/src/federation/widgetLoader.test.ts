import type { HydrateWidget } from '@booking/shared-contracts';
import { loadedWidgetOf, startedEarly, type LoadedWidget, type WidgetLoader } from './widgetLoader';

const loaded: LoadedWidget = { Widget: () => null };

function recordingLoader(outcome: 'fail' | 'ok' = 'ok') {
  const calls: Array<[string, number]> = [];
  const loader: WidgetLoader = {
    load(remoteUrl, attempt) {
      calls.push([remoteUrl, attempt]);
      return outcome === 'ok' ? Promise.resolve(loaded) : Promise.reject(new Error('remote down'));
    },
  };
  return { loader, calls };
}

describe('startedEarly', () => {
  it("answers the page's first load with the load the entry started, without loading twice", async () => {
    const { loader, calls } = recordingLoader();
    const early = startedEarly(loader);
    early.start('https://widget.example');
    expect(calls).toEqual([['https://widget.example', 0]]);
    await expect(early.load('https://widget.example', 0)).resolves.toBe(loaded);
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

describe('loadedWidgetOf', () => {
  const Widget = () => null;
  const hydrateWidget: HydrateWidget<Element> = () => ({ update: () => undefined, unmount: () => undefined });

  it("hands back the module's component and its named hydrateWidget", () => {
    expect(loadedWidgetOf({ default: Widget, hydrateWidget })).toEqual({ Widget, hydrate: hydrateWidget });
  });

  it('answers the component alone for a deploy without hydrateWidget, or with one that is no function', () => {
    expect(loadedWidgetOf({ default: Widget })).toEqual({ Widget });
    expect(loadedWidgetOf({ default: Widget, hydrateWidget: 'soon' })).toEqual({ Widget });
  });

  it('refuses a module without a default export', () => {
    expect(() => loadedWidgetOf({ hydrateWidget })).toThrow('widget/BookingWidget has no default export');
    expect(() => loadedWidgetOf(undefined)).toThrow('widget/BookingWidget has no default export');
  });
});
