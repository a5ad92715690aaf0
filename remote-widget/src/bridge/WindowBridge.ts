import {
  HANDSHAKE_ACK_WARNING_MS,
  NO_ACTION_WARNING_THROTTLE_MS,
  WIDGET_INITIALIZED_DELAY_MS,
  canonicalMessageKey,
  createSessionId,
  decodeIncomingMessage,
  incomingIgnoreReason,
  originPolicy,
  type IncomingMessage,
  type OriginPolicy,
  type PartnerEventName,
  type PartnerEventPayloads,
  type PaymentStatus,
  type IncomingPayloads,
} from '@booking/shared-contracts';
import type { WidgetController } from '../controller/WidgetController';
import type { CheckoutEvent } from '../stores/checkoutHost';
import type { TimerHandle } from '../infra/deps';
import { OutgoingChannel } from './OutgoingChannel';
import { partnerEventOf, watchPartnerEvents } from './partnerEventsOf';
import type { BridgeMessageEvent, BridgePhase, BridgeWindow } from './types';

export const MESSAGE_SOURCE = 'booking-widget';

export interface WindowBridgeOptions {
  window: BridgeWindow;
  controller: WidgetController;
  configId: string;
  lang?: string | undefined;
  /** Product to open when the widget starts on its own (the `openId` URL parameter). */
  openId?: string | null | undefined;
  /** Framed by embed.js: it loads its own config and opens at once, without the configData handshake. */
  embedded?: boolean | undefined;
  /** The widget page's own origin, always allowed to drive it. */
  ownOrigin?: string;
}

/**
 * The iframe app's window-message adapter (§7 "Window messages"), following the §4 initialization order:
 * load config by configId, register handlers, send widgetInitialized 200 ms after mount, request configData
 * once the handshake is acknowledged. Without a parent page, or when no parent answers within 1 s, it opens
 * `openId` or the first product of the loaded configuration on its own. Only messages from the parent window
 * at an origin the loaded config allows are acted on.
 */
export class WindowBridge {
  phase: BridgePhase = 'idle';
  private disposed = false;
  private readonly outgoing: OutgoingChannel | null;
  private readonly timers: TimerHandle[] = [];
  private ackTimer: TimerHandle = null;
  private lastConfigKey: string | null = null;
  private pendingOpen: IncomingPayloads['openWidget'] | null = null;
  private lastNoActionWarning = Number.NEGATIVE_INFINITY;
  private policy: OriginPolicy = originPolicy({});
  private paymentStatus: PaymentStatus = 'not_paid';
  private stopWatching: (() => void) | null = null;
  private initialized = false;
  private lastHeight: number | null = null;
  /** The start from the widget's own config, once it opened on its own (a late configData waits for it). */
  private ownStart: Promise<void> | null = null;
  /** A late configData being applied: an openWidget sent with it waits for the parent's products. */
  private replacing = false;
  private readonly listener = (event: BridgeMessageEvent) => this.onMessage(event);

  constructor(private readonly options: WindowBridgeOptions) {
    const { parent } = options.window;
    this.outgoing = this.hasParent ? new OutgoingChannel(parent, () => this.clock.now(), this.logger) : null;
  }

  /** False when the page is not inside a frame (window.parent === window). */
  get hasParent(): boolean {
    return this.options.window.parent !== this.options.window;
  }

  private get stores() {
    return this.options.controller.stores;
  }

  private get clock() {
    return this.stores.clock;
  }

  private get logger() {
    return this.stores.logger;
  }

  /** Runs the initialization order; resolves when the widget waits for the parent (or opened standalone). */
  async start(): Promise<void> {
    const { controller, configId, lang } = this.options;
    const mountedAt = this.clock.now();
    if (lang) this.stores.ui.setLanguage(lang);
    if (!this.hasParent) {
      this.phase = 'standalone';
      // A page of its own opens what its URL names, as the embed panel does (and as the server drew it).
      await controller.start({ configId, lang, openId: this.options.openId ?? null });
      return;
    }
    this.phase = 'loadingConfig';
    this.stores.diagnostics.startFlow('widgetInit');
    await this.stores.config.load(configId);
    if (this.disposed) return;
    this.applyLoadedConfig();
    this.options.window.addEventListener('message', this.listener);
    this.stopWatching = watchPartnerEvents(this.stores, this.sendEvent, () => this.paymentStatus);
    this.phase = 'awaitingHandshake';
    const wait = Math.max(0, WIDGET_INITIALIZED_DELAY_MS - (this.clock.now() - mountedAt));
    this.later(() => this.sendWidgetInitialized(), wait);
    if (this.options.embedded) await this.openOnItsOwn();
  }

  /** The loaded config decides who may drive the widget. */
  private applyLoadedConfig(): void {
    const global = this.stores.config.globalConfig;
    this.policy = originPolicy({
      allowedOrigins: global?.allowedOrigins,
      domain: global?.domain,
      ownOrigin: this.options.ownOrigin,
    });
    if (this.policy.anyOrigin)
      this.logger.warn('The config allows any origin to drive the widget (allowedOrigins "*")');
  }

  /** No parent speaks the handshake (or embed.js asked for it): the widget opens from its own config. */
  private openOnItsOwn(): Promise<void> {
    if (this.phase !== 'awaitingHandshake') return Promise.resolve();
    this.phase = 'standalone';
    this.ownStart = this.startFromOwnConfig();
    return this.ownStart;
  }

  private async startFromOwnConfig(): Promise<void> {
    const pending = this.pendingOpen;
    this.pendingOpen = null;
    const { configId, lang, openId } = this.options;
    await this.options.controller.start({
      configId,
      lang: pending?.lang ?? lang,
      openId: pending?.openId ?? openId ?? null,
      currentId: pending?.currentId ?? null,
    });
    this.reportOpened(pending?.openId ?? openId ?? this.stores.ui.products[0]?.id ?? '');
    const later = this.pendingOpen;
    this.pendingOpen = null;
    if (later) await this.onOpenWidget(later);
  }

  private readonly sendEvent = <E extends PartnerEventName>(name: E, payload: PartnerEventPayloads[E]) => {
    this.outgoing?.send(name, payload as never);
  };

  /** Tells the parent about a booking or a failure (an event with a code, never a thrown error). */
  notify(event: CheckoutEvent): void {
    const partnerEvent = partnerEventOf(this.stores, event);
    this.paymentStatus = partnerEvent.name === 'bookingSucceeded' ? 'success' : 'error';
    this.sendEvent(partnerEvent.name, partnerEvent.payload);
    if (event.action === 'bookingCompleted') {
      const { action: _action, ...payload } = event;
      this.outgoing?.send('bookingCompleted', payload);
    } else {
      this.outgoing?.send('widgetError', { code: event.code, message: event.message, flow: event.flow });
    }
  }

  /** Auto-height: the content's height, for the embedding page to size its frame. */
  reportHeight(height: number): void {
    // §4: widgetInitialized is the first message; a height measured before it waits.
    this.lastHeight = Math.ceil(height);
    if (this.initialized) this.outgoing?.send('heightChanged', { height: this.lastHeight });
  }

  /** Escape inside the frame: the embedding page closes its panel. */
  requestClose(): void {
    this.outgoing?.send('closeRequested', { reason: 'escape' });
  }

  dispose(): void {
    this.disposed = true;
    this.phase = 'disposed';
    this.options.window.removeEventListener('message', this.listener);
    this.stopWatching?.();
    for (const handle of this.timers) this.clock.clearTimeout(handle);
  }

  private sendWidgetInitialized(): void {
    this.outgoing?.send('widgetInitialized', {
      timestamp: this.clock.now(),
      legacyActivitiesLoaded: false,
      readyForConfigData: true,
      messageId: createSessionId('msg', { now: () => this.clock.now() }),
      handshakeRequired: !this.options.embedded,
    });
    this.initialized = true;
    const global = this.stores.config.globalConfig;
    if (global) this.outgoing?.send('widgetLayout', { position: global.position, accent: global.accent });
    if (this.lastHeight !== null) this.reportHeight(this.lastHeight);
    this.stores.diagnostics.markStage('widgetInit', 'widgetInitialized');
    if (this.phase !== 'awaitingHandshake') return;
    this.ackTimer = this.later(() => {
      this.logger.warn(`No handshakeAck from the parent page within ${HANDSHAKE_ACK_WARNING_MS} ms`);
      void this.openOnItsOwn();
    }, HANDSHAKE_ACK_WARNING_MS);
  }

  private onMessage(event: BridgeMessageEvent): void {
    // SPEC-NOTES: only the parent window may drive the widget.
    if (event.source !== this.options.window.parent) return;
    if (!this.policy.allows(event.origin)) {
      this.logger.debug(`Ignored a window message from ${event.origin}: not an allowed origin`);
      return;
    }
    const ignore = incomingIgnoreReason(event.data);
    if (ignore) {
      if (ignore === 'no_action') this.warnNoAction();
      return;
    }
    const decoded = decodeIncomingMessage(event.data);
    if (!decoded.ok) {
      this.logger.warn('Ignored an invalid window message', decoded);
      return;
    }
    this.outgoing?.setParentOrigin(event.origin);
    void this.handle(decoded.message);
  }

  private async handle(message: IncomingMessage): Promise<void> {
    switch (message.action) {
      case 'handshakeAck':
        return this.onHandshakeAck();
      case 'configData':
        return this.onConfigData(message);
      case 'openWidget':
        return this.onOpenWidget(message);
      case 'setLanguage':
        return this.options.controller.setLanguage(message.lang);
      case 'setColorMode':
        // §4 "A page may force a mode": iframe hosts force it the way the federated `colorMode` prop does.
        return this.stores.colorMode.forceMode(message.colorMode);
      case 'closeWidget':
        return this.options.controller.close();
    }
  }

  private onHandshakeAck(): void {
    if (this.ackTimer !== null) this.clock.clearTimeout(this.ackTimer);
    this.ackTimer = null;
    if (this.phase === 'awaitingHandshake') {
      this.phase = 'awaitingConfigData';
    } else if (!this.lateParentMayConfigure()) {
      return;
    }
    this.outgoing?.send('requestConfigData', { reason: 'handshakeAck', source: MESSAGE_SOURCE });
  }

  /**
   * §7 "Window messages": a slow partner page that answers after the widget opened on its own config still
   * configures it (not embed.js, whose frame always runs on the widget's own config).
   */
  private lateParentMayConfigure(): boolean {
    return this.phase === 'standalone' && !this.options.embedded && this.lastConfigKey === null;
  }

  /**
   * §7 "configData is ignored if it is a duplicate, already loaded, or missing parts" (decoding checks parts).
   * "Already loaded" means from the parent: one that arrives after the widget fell back to its own config
   * is applied, not dropped (slow partner pages exist).
   */
  private async onConfigData(message: IncomingPayloads['configData']): Promise<void> {
    const key = canonicalMessageKey(message);
    if (this.lastConfigKey !== null || (this.phase !== 'standalone' && this.stores.ui.products.length > 0)) {
      this.logger.debug('Ignored configData: duplicate or already loaded');
      return;
    }
    this.lastConfigKey = key;
    if (this.phase === 'standalone') {
      this.replacing = true;
      return this.replaceOwnConfig(message);
    }
    this.stores.diagnostics.startFlow('configData');
    this.options.controller.setConfig(message.globalConfig, message.products);
    this.stores.diagnostics.completeFlow('configData');
    this.phase = 'ready';
    const pending = this.pendingOpen;
    this.pendingOpen = null;
    if (pending) await this.onOpenWidget(pending);
  }

  /** The parent's late configData replaces the widget's own config; step 1 reopens on one of its products. */
  private async replaceOwnConfig(message: IncomingPayloads['configData']): Promise<void> {
    await this.ownStart;
    this.replacing = false;
    if (this.disposed) return;
    this.options.controller.setConfig(message.globalConfig, message.products);
    this.phase = 'ready';
    const pending = this.pendingOpen;
    this.pendingOpen = null;
    if (pending) return this.onOpenWidget(pending);
    // A visitor already past step 1 keeps the booking in hand; the parent's products serve the next opening.
    if (this.stores.ui.currentStep > 1) return;
    const wanted = this.options.openId;
    const openId = message.products.some((product) => product.id === wanted)
      ? wanted
      : message.products[0]?.id;
    if (openId) await this.onOpenWidget({ openId });
  }

  private async onOpenWidget(message: IncomingPayloads['openWidget']): Promise<void> {
    if (this.stores.ui.products.length === 0 || this.phase === 'awaitingHandshake' || this.replacing) {
      // The parent clicked before configData arrived (or before the widget opened on its own): open then.
      this.pendingOpen = message;
      return;
    }
    const opened = await this.options.controller.open(message.openId, {
      currentId: message.currentId,
      lang: message.lang,
    });
    this.reportOpened(message.openId, opened);
  }

  private reportOpened(openId: string, opened = this.stores.ui.initializationError === null): void {
    const { ui } = this.stores;
    const activityId = ui.activeTab?.activityId;
    if (opened && activityId && openId) {
      this.sendEvent('widgetOpened', { openId, activityId, lang: ui.currentLanguage });
    } else {
      this.outgoing?.send('widgetError', {
        code: 'open_failed',
        message: ui.initializationError ?? 'The widget could not be opened',
        flow: 'widgetInit',
      });
    }
  }

  /** §9 "No-action warning throttle 10 s". */
  private warnNoAction(): void {
    const now = this.clock.now();
    if (now - this.lastNoActionWarning < NO_ACTION_WARNING_THROTTLE_MS) return;
    this.lastNoActionWarning = now;
    this.logger.warn('Ignored a window message without an action');
  }

  private later(callback: () => void, ms: number): TimerHandle {
    const handle = this.clock.setTimeout(callback, ms);
    this.timers.push(handle);
    return handle;
  }
}
