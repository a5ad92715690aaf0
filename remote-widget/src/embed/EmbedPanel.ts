import { FOCUS_RING_COLOR } from '@booking/shared-contracts';

const STYLE_ID = 'booking-widget-embed-style';
const CSS = `.bwe-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.4);z-index:2147483646}
.bwe-panel{position:fixed;top:0;bottom:0;right:0;width:min(480px,100vw);background:#fff;z-index:2147483647;
display:flex;flex-direction:column;box-shadow:0 0 24px rgba(0,0,0,.3);border-top:4px solid var(--bwe-accent,green)}
.bwe-panel[data-position=left]{right:auto;left:0}.bwe-panel[hidden],.bwe-backdrop[hidden]{display:none}
.bwe-bar{display:flex;justify-content:space-between;align-items:center;padding:4px 8px}
.bwe-title{font:600 16px/1.4 system-ui,sans-serif;margin:0}
.bwe-close{font:24px/1 system-ui,sans-serif;background:none;border:0;cursor:pointer;padding:8px;color:inherit;
min-width:44px;min-height:44px}
.bwe-close:focus-visible{outline:3px solid ${FOCUS_RING_COLOR}}
.bwe-body{flex:1;overflow:auto}.bwe-body:focus-visible{outline:3px solid ${FOCUS_RING_COLOR};outline-offset:-3px}.bwe-frame{display:block;width:100%;min-height:100%;border:0}
.bwe-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (max-width:767.98px){.bwe-panel{width:100vw;left:0;right:0}}`;

/** Texts of the panel's own controls. */
export interface PanelTexts {
  title: string;
  close: string;
}

/**
 * The side panel holding the widget's iframe: a modal dialog (`role="dialog"`, labelled by its title) that
 * traps focus while open, returns it to the opener, closes on Escape and goes full screen below 768 px.
 */
export class EmbedPanel {
  readonly frame: HTMLIFrameElement;
  private readonly backdrop: HTMLDivElement;
  private readonly panel: HTMLDivElement;
  private readonly closeButton: HTMLButtonElement;
  private opener: Element | null = null;
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') this.onClose();
  };

  constructor(
    private readonly doc: Document,
    texts: PanelTexts,
    private readonly onClose: () => void,
  ) {
    if (!doc.getElementById(STYLE_ID)) {
      const style = doc.createElement('style');
      style.id = STYLE_ID;
      style.textContent = CSS;
      doc.head.append(style);
    }
    this.backdrop = this.element('div', 'bwe-backdrop');
    this.backdrop.addEventListener('click', () => this.onClose());
    this.panel = this.element('div', 'bwe-panel');
    this.panel.setAttribute('role', 'dialog');
    this.panel.setAttribute('aria-modal', 'true');
    this.panel.setAttribute('aria-labelledby', 'bwe-title');
    const bar = this.element('div', 'bwe-bar');
    const title = this.element('h2', 'bwe-title');
    title.id = 'bwe-title';
    title.textContent = texts.title;
    this.closeButton = this.element('button', 'bwe-close');
    this.closeButton.type = 'button';
    this.closeButton.setAttribute('aria-label', texts.close);
    this.closeButton.textContent = '×';
    this.closeButton.addEventListener('click', () => this.onClose());
    bar.append(title, this.closeButton);
    const body = this.element('div', 'bwe-body');
    // The frame grows with the widget, so this box scrolls: a tab stop of its own lets the keys scroll it.
    body.tabIndex = 0;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-labelledby', 'bwe-title');
    this.frame = this.element('iframe', 'bwe-frame');
    this.frame.title = texts.title;
    this.frame.allow = 'payment';
    body.append(this.frame);
    // Focus leaving the last control wraps to the first, and back: the trap around a cross-origin frame.
    const start = this.sentinel(() => this.frame.focus());
    const end = this.sentinel(() => this.closeButton.focus());
    this.panel.append(start, bar, body, end);
    this.backdrop.hidden = true;
    this.panel.hidden = true;
    doc.body.append(this.backdrop, this.panel);
  }

  get isOpen(): boolean {
    return !this.panel.hidden;
  }

  /** Shows the panel and moves focus into it, remembering the element to return focus to. */
  show(opener: Element | null): void {
    if (!this.isOpen) this.opener = opener ?? this.doc.activeElement;
    this.backdrop.hidden = false;
    this.panel.hidden = false;
    this.doc.addEventListener('keydown', this.onKey);
    this.closeButton.focus();
  }

  /** Hides the panel and returns focus to the opener. */
  hide(): void {
    if (!this.isOpen) return;
    this.backdrop.hidden = true;
    this.panel.hidden = true;
    this.doc.removeEventListener('keydown', this.onKey);
    const opener = this.opener as HTMLElement | null;
    this.opener = null;
    if (opener && typeof opener.focus === 'function') opener.focus();
  }

  /** Position and accent colour from the widget's config. */
  setLayout(position: string, accent: string): void {
    this.panel.dataset.position = position === 'left' ? 'left' : 'right';
    this.panel.style.setProperty('--bwe-accent', accent);
  }

  /** Auto-height: the frame is as tall as the widget's content, the panel scrolls. */
  setHeight(height: number): void {
    if (Number.isFinite(height) && height > 0) this.frame.style.height = `${Math.ceil(height)}px`;
  }

  private sentinel(onFocus: () => void): HTMLSpanElement {
    const span = this.element('span', 'bwe-sr');
    span.tabIndex = 0;
    span.addEventListener('focus', onFocus);
    return span;
  }

  private element<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    className: string,
  ): HTMLElementTagNameMap[K] {
    const element = this.doc.createElement(tag);
    element.className = className;
    return element;
  }
}
