import { PARTNER_EVENT_NAMES } from '@booking/shared-contracts';
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
});
