import { ColorModeStore } from './ColorModeStore';
import { Logger } from '../infra/Logger';
import { fakeMatchMedia, recordingSink } from '../testing/testDoubles';

function colorMode(dark = false) {
  const sink = recordingSink();
  const media = fakeMatchMedia(dark);
  return { store: new ColorModeStore(new Logger({ sink }), media), media, sink };
}

describe('ColorModeStore', () => {
  it('follows the device scheme with the "system" preference (§4)', () => {
    const { store, media } = colorMode(true);
    expect(store.mode).toBe('dark');
    media.setDark(false);
    expect(store.mode).toBe('light');
  });

  it('uses an explicit light or dark preference whatever the device says', () => {
    const { store } = colorMode(true);
    store.setPreference('light');
    expect(store.mode).toBe('light');
  });

  it('lets a page force a mode over the preference', () => {
    const { store } = colorMode(false);
    store.forceMode('dark');
    expect(store.mode).toBe('dark');
  });

  it('warns about and ignores forcing "system" (§4)', () => {
    const { store, sink } = colorMode(false);
    store.forceMode('dark');
    store.forceMode('system');
    expect(store.forcedMode).toBe('dark');
    expect(sink.lines.some((line) => line.level === 'warn')).toBe(true);
  });

  it('stops following the device after dispose', () => {
    const { store, media } = colorMode(false);
    store.dispose();
    media.setDark(true);
    expect(store.mode).toBe('light');
  });

  it('is light for "system" where the page has no matchMedia', () => {
    expect(new ColorModeStore(new Logger({ sink: recordingSink() })).mode).toBe('light');
  });
});
