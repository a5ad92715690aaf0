import {
  HANDSHAKE_ACK_WARNING_MS,
  NO_ACTION_WARNING_THROTTLE_MS,
  WIDGET_INITIALIZED_DELAY_MS,
  canonicalMessageKey,
  createSessionId,
  decodeIncomingMessage,
  incomingIgnoreReason,
  type IncomingMessage,
  type IncomingPayloads,
} from '@booking/shared-contracts';
import type { WidgetController } from '../controller/WidgetController';
import type { CheckoutEvent } from '../stores/checkoutHost';
import type { TimerHandle } from '../stores/deps';
import { OutgoingChannel } from './OutgoingChannel';
import type { BridgeMessageEvent, BridgePhase, BridgeWindow } from './types';

export const MESSAGE_SOURCE = 'booking-widget';

export interface WindowBridgeOptions {
  window: BridgeWindow;
  controller: WidgetController;
  configId: string;
  lang?: string;
}

/**
 * The iframe app's window-message adapter (§7 "Window messages"), following the §4 initialization order:
 * load config by configId, register handlers, send widgetInitialized 200 ms after mount, request configData
 * once the handshake is acknowledged (a warning if none within 1 s). Without a parent page it opens the first
 * product of the loaded configuration on its own.
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
      await controller.start({ configId, lang });
      return;
    }
    this.phase = 'loadingConfig';
    this.stores.diagnostics.startFlow('widgetInit');
    await this.stores.config.load(configId);
    if (this.disposed) return;
    this.options.window.addEventListener('message', this.listener);
    this.phase = 'awaitingHandshake';
    const wait = Math.max(0, WIDGET_INITIALIZED_DELAY_MS - (this.clock.now() - mountedAt));
    this.later(() => this.sendWidgetInitialized(), wait);
  }

  /** Tells the parent about a booking or a failure (an event with a code, never a thrown error). */
  notify(event: CheckoutEvent): void {
    if (event.action === 'bookingCompleted') {
      const { action: _action, ...payload } = event;
      this.outgoing?.send('bookingCompleted', payload);
    } else {
      this.outgoing?.send('widgetError', { code: event.code, message: event.message, flow: event.flow });
    }
  }

  dispose(): void {
    this.disposed = true;
    this.phase = 'disposed';
    this.options.window.removeEventListener('message', this.listener);
    for (const handle of this.timers) this.clock.clearTimeout(handle);
  }

  private sendWidgetInitialized(): void {
    this.outgoing?.send('widgetInitialized', {
      timestamp: this.clock.now(),
      legacyActivitiesLoaded: false,
      readyForConfigData: true,
      messageId: createSessionId('msg', { now: () => this.clock.now() }),
      handshakeRequired: true,
    });
    this.stores.diagnostics.markStage('widgetInit', 'widgetInitialized');
    this.ackTimer = this.later(() => {
      this.logger.warn(`No handshakeAck from the parent page within ${HANDSHAKE_ACK_WARNING_MS} ms`);
    }, HANDSHAKE_ACK_WARNING_MS);
  }

  private onMessage(event: BridgeMessageEvent): void {
    // SPEC-NOTES: only the parent window may drive the widget.
    if (event.source !== this.options.window.parent) return;
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
    }
  }

  private onHandshakeAck(): void {
    if (this.ackTimer !== null) this.clock.clearTimeout(this.ackTimer);
    this.ackTimer = null;
    if (this.phase !== 'awaitingHandshake') return;
    this.phase = 'awaitingConfigData';
    this.outgoing?.send('requestConfigData', { reason: 'handshakeAck', source: MESSAGE_SOURCE });
  }

  /** §7 "configData is ignored if it is a duplicate, already loaded, or missing parts" (decoding checks parts). */
  private async onConfigData(message: IncomingPayloads['configData']): Promise<void> {
    const key = canonicalMessageKey(message);
    if (key === this.lastConfigKey || this.stores.ui.products.length > 0) {
      this.logger.debug('Ignored configData: duplicate or already loaded');
      return;
    }
    this.lastConfigKey = key;
    this.stores.diagnostics.startFlow('configData');
    this.options.controller.setConfig(message.globalConfig, message.products);
    this.stores.diagnostics.completeFlow('configData');
    this.phase = 'ready';
    const pending = this.pendingOpen;
    this.pendingOpen = null;
    if (pending) await this.onOpenWidget(pending);
  }

  private async onOpenWidget(message: IncomingPayloads['openWidget']): Promise<void> {
    if (this.stores.ui.products.length === 0) {
      // The parent clicked before configData arrived: open once it does.
      this.pendingOpen = message;
      return;
    }
    const opened = await this.options.controller.open(message.openId, {
      currentId: message.currentId,
      lang: message.lang,
    });
    const { ui } = this.stores;
    const activityId = ui.activeTab?.activityId;
    if (opened && activityId) {
      this.outgoing?.send('widgetOpened', { openId: message.openId, activityId, lang: ui.currentLanguage });
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
