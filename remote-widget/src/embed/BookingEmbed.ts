import { EMBED_NO_ANSWER_MS } from '@booking/shared-contracts';
import { EmbedPanel } from './EmbedPanel';
import { EMBED_TEXTS, embedLanguage, type EmbedLanguage } from './embedTexts';
import { EventHub, type EmbedListener } from './eventHub';
import { ga4PushesFor } from './ga4';

// The partner events of shared-contracts' map; listed here so embed.js carries no schema library.
export const PARTNER_EVENTS = [
  'widgetOpened',
  'stepChanged',
  'bookingSucceeded',
  'bookingFailed',
  'widgetClosed',
];

/** What the loader read from its script tag. */
export interface EmbedSettings {
  configId: string;
  /** Origin (and path) of the app serving `/widget`. */
  appUrl: string;
  dataLayer: boolean;
  lang: EmbedLanguage | undefined;
  /** §4 a colour mode the page forces (`data-color-mode`): light or dark. */
  colorMode?: string | undefined;
}

/** `BookingWidget('open', { openId, lang })`. */
export interface OpenCommand {
  openId?: string;
  lang?: string;
}

type Message = { action?: unknown } & Record<string, unknown>;

/**
 * The partner side of embed.js: one side panel with the iframe app, opened on a product, speaking the §7
 * protocol with it (only with that frame, at the app's origin), relaying partner events to listeners and,
 * when asked, GA4 e-commerce events to `window.dataLayer`.
 */
export class BookingEmbed {
  readonly events = new EventHub();
  private panel: EmbedPanel | null = null;
  private ready = false;
  private silence: ReturnType<typeof setTimeout> | undefined;
  private toldWhy = false;
  private readonly appOrigin: string;

  constructor(
    private readonly win: Window,
    private readonly settings: EmbedSettings,
  ) {
    this.appOrigin = new URL(settings.appUrl).origin;
    win.addEventListener('message', (event) => this.onMessage(event));
  }

  /** Opens the panel on a product (the config's first when none is named). */
  open(command: OpenCommand = {}, opener: Element | null = null): void {
    const lang = embedLanguage(command.lang) ?? this.settings.lang;
    const panel = this.ensurePanel(lang);
    panel.show(opener);
    if (!panel.frame.getAttribute('src') || !this.ready) {
      const query = new URLSearchParams({ configId: this.settings.configId, embed: '1' });
      if (lang) query.set('lang', lang);
      if (this.settings.colorMode) query.set('colorMode', this.settings.colorMode);
      if (command.openId) query.set('openId', command.openId);
      this.ready = false;
      panel.frame.src = `${this.settings.appUrl.replace(/\/+$/, '')}/widget?${query.toString()}`;
      return;
    }
    if (command.openId)
      this.post({ action: 'openWidget', openId: command.openId, ...(lang ? { lang } : {}) });
  }

  close(): void {
    if (!this.panel?.isOpen) return;
    this.panel.hide();
    this.post({ action: 'closeWidget' });
  }

  on(name: string, listener: EmbedListener): void {
    this.events.on(name, listener);
  }

  off(name: string, listener?: EmbedListener): void {
    this.events.off(name, listener);
  }

  private ensurePanel(lang: EmbedLanguage | undefined): EmbedPanel {
    if (!this.panel) {
      this.panel = new EmbedPanel(this.win.document, EMBED_TEXTS[lang ?? 'en'], () => this.close());
      this.panel.frame.addEventListener('load', () => this.awaitAnswer());
    }
    return this.panel;
  }

  /**
   * A frame the browser refused (the config does not allow this page's origin: CSP frame-ancestors) still
   * loads, as an error page that never speaks; the partner would see an empty panel and nothing else. Once per
   * page, the console says why and what to do.
   */
  private awaitAnswer(): void {
    // The first, empty document of a new frame is no answer to wait for.
    if (this.ready || this.toldWhy || !this.panel?.frame.getAttribute('src')) return;
    clearTimeout(this.silence);
    this.silence = setTimeout(() => {
      if (this.ready || this.toldWhy) return;
      this.toldWhy = true;
      const { configId } = this.settings;
      const origin = this.win.location.origin;
      console.error(
        `BookingWidget: the booking frame of config "${configId}" did not answer within ${EMBED_NO_ANSWER_MS / 1000} s ` +
          `on ${origin}. Most likely ${origin} is not in the allowedOrigins of config "${configId}", so the ` +
          `browser refused to show the widget here. Ask the widget's operator to add it: ` +
          `npm run config -- allow-origin ${configId} ${origin} (or POST /api/support/widget-configs/${configId}).`,
      );
    }, EMBED_NO_ANSWER_MS);
  }

  private post(message: Message): void {
    this.panel?.frame.contentWindow?.postMessage(message, this.appOrigin);
  }

  private onMessage(event: MessageEvent): void {
    // Messages from any other window or origin are ignored.
    const frame = this.panel?.frame;
    if (!frame || event.source !== frame.contentWindow || event.origin !== this.appOrigin) return;
    const message = event.data as Message | null;
    if (!message || typeof message !== 'object' || typeof message.action !== 'string') return;
    const { action, ...payload } = message;
    if (action === 'widgetInitialized') {
      this.ready = true;
      this.post({ action: 'handshakeAck' });
    } else if (action === 'widgetLayout') {
      this.panel?.setLayout(String(payload.position), String(payload.accent));
    } else if (action === 'heightChanged') {
      this.panel?.setHeight(Number(payload.height));
    } else if (action === 'closeRequested') {
      this.close();
    } else if (action === 'widgetOpened' && !this.panel?.isOpen) {
      // Closed before the frame finished opening: the widget closes too, and the partner hears nothing of it.
      this.post({ action: 'closeWidget' });
    } else if (PARTNER_EVENTS.includes(action)) {
      this.relay(action, payload);
    }
  }

  private relay(name: string, payload: Record<string, unknown>): void {
    this.events.emit(name, payload);
    if (!this.settings.dataLayer) return;
    const w = this.win as Window & { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    for (const push of ga4PushesFor(name as 'widgetOpened', payload as never)) {
      w.dataLayer.push({ ecommerce: null });
      w.dataLayer.push(push);
    }
  }
}
