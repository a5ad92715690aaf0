import { EMBED_NO_ANSWER_MS, PARTNER_EVENT_NAMES } from '@booking/shared-contracts';
import { BookingEmbed, PARTNER_EVENTS } from './BookingEmbed';

const settings = { configId: 'demo', appUrl: 'https://app.example', dataLayer: true, lang: undefined };

function frameOf(): HTMLIFrameElement {
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  return frame;
}

describe('BookingEmbed', () => {
  afterEach(() => document.body.replaceChildren());

  it('relays exactly the partner events of the shared map', () => {
    expect(PARTNER_EVENTS).toEqual(PARTNER_EVENT_NAMES);
  });

  it('opens a labelled dialog framing /widget with the product, config and embed flag', () => {
    const embed = new BookingEmbed(window, settings);
    embed.open({ openId: 'krakow-old-town', lang: 'pl' });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(
      'Zarezerwuj bilety',
    );
    const src = new URL(frameOf().src);
    expect(src.origin + src.pathname).toBe('https://app.example/widget');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      configId: 'demo',
      embed: '1',
      lang: 'pl',
      openId: 'krakow-old-town',
    });
  });

  it('§4 "A page may force a mode": data-color-mode reaches the frame as colorMode', () => {
    const embed = new BookingEmbed(window, { ...settings, colorMode: 'dark' });
    embed.open({ openId: 'krakow-old-town' });
    expect(new URL(frameOf().src).searchParams.get('colorMode')).toBe('dark');
  });

  it('"messages from other windows are ignored": only its frame at the app origin is heard', () => {
    const embed = new BookingEmbed(window, settings);
    const heard: string[] = [];
    embed.on('*', (_payload, name) => heard.push(name));
    embed.open({ openId: 'krakow-old-town' });
    const data = { action: 'bookingFailed', code: 'payment_refused' };
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'https://app.example', source: window }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'https://evil.example', source: frameOf().contentWindow }),
    );
    expect(heard).toEqual([]);
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: 'https://app.example', source: frameOf().contentWindow }),
    );
    expect(heard).toEqual(['bookingFailed']);
  });

  describe('a frame that never answers', () => {
    let consoleError: jest.SpyInstance;
    beforeEach(() => {
      jest.useFakeTimers();
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      consoleError.mockRestore();
      jest.useRealTimers();
    });

    const fromFrame = (action: string) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { action },
          origin: 'https://app.example',
          source: frameOf().contentWindow,
        }),
      );

    it("logs one console error naming the config id, the page's origin and how the origin gets allowed", () => {
      const embed = new BookingEmbed(window, settings);
      embed.open({ openId: 'krakow-old-town' });
      frameOf().dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(EMBED_NO_ANSWER_MS - 1);
      expect(consoleError).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(consoleError).toHaveBeenCalledTimes(1);
      const [line] = consoleError.mock.calls[0] as [string];
      expect(line).toContain('config "demo"');
      expect(line).toContain(window.location.origin);
      expect(line).toContain(`npm run config -- allow-origin demo ${window.location.origin}`);
      expect(line).toContain('/api/support/widget-configs/demo');
      // Opening again reloads the silent frame; the page is told once.
      embed.close();
      embed.open({ openId: 'krakow-old-town' });
      frameOf().dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(EMBED_NO_ANSWER_MS * 2);
      expect(consoleError).toHaveBeenCalledTimes(1);
    });

    it('says nothing when the frame answers with widgetInitialized', () => {
      const embed = new BookingEmbed(window, settings);
      embed.open({ openId: 'krakow-old-town' });
      frameOf().dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(EMBED_NO_ANSWER_MS / 2);
      fromFrame('widgetInitialized');
      jest.advanceTimersByTime(EMBED_NO_ANSWER_MS * 2);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
});
