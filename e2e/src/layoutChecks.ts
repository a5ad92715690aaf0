/// <reference lib="dom" />
// The function below runs in the page, so it speaks the DOM.
import type { Frame, Page } from 'playwright-core';

/** Where the widget is: a page, or the frame of the iframe app. */
export type LayoutScope = Page | Frame;

/** Smallest font size a calendar price may have, in CSS pixels. */
export const MIN_PRICE_FONT_PX = 11;

/**
 * Everything on step 1 that breaks its box, as readable lines (empty when the layout holds):
 * - the widget wider than the viewport, or the page scrolling sideways;
 * - an element of a fieldset (calendar, time, rate, tickets) or of the product header outside its box;
 * - two fieldsets, or two calendar days, overlapping;
 * - a calendar price overflowing its day or smaller than MIN_PRICE_FONT_PX.
 */
export function stepOneOverflows(scope: LayoutScope): Promise<string[]> {
  return scope.evaluate((minFontPx) => {
    const problems: string[] = [];
    const SLACK = 0.5;
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>` +
      (el.textContent ? ` "${el.textContent.trim().slice(0, 30)}"` : '');
    const box = (r: DOMRect) =>
      `[${Math.round(r.left)}..${Math.round(r.right)} × ${Math.round(r.top)}..${Math.round(r.bottom)}]`;
    // Not drawn: hidden, inside a closed <details>, or a visually hidden label.
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (
        r.width > 0 &&
        r.height > 0 &&
        el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) &&
        !el.closest('.bw-visually-hidden')
      );
    };
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - SLACK &&
      inner.right <= outer.right + SLACK &&
      inner.top >= outer.top - SLACK &&
      inner.bottom <= outer.bottom + SLACK;
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;

    const viewport = document.documentElement.clientWidth;
    const root = document.querySelector('.bw-root');
    if (!root) return ['no .bw-root on the page'];
    const rootBox = root.getBoundingClientRect();
    if (rootBox.left < -SLACK || rootBox.right > viewport + SLACK) {
      problems.push(`the widget ${box(rootBox)} is wider than the ${viewport} px viewport`);
    }
    if (document.documentElement.scrollWidth > viewport + SLACK) {
      problems.push(
        `the page scrolls sideways: ${document.documentElement.scrollWidth} px in a ${viewport} px viewport`,
      );
    }

    const boxes = [...root.querySelectorAll('.bw-fieldset, .bw-product')].filter(visible);
    for (const container of boxes) {
      const outer = container.getBoundingClientRect();
      if (!inside(outer, rootBox))
        problems.push(`${name(container)} ${box(outer)} leaves the widget ${box(rootBox)}`);
      for (const el of container.querySelectorAll('*')) {
        if (!visible(el)) continue;
        const r = el.getBoundingClientRect();
        if (!inside(r, outer))
          problems.push(`${name(el)} ${box(r)} overflows ${name(container).slice(0, 40)} ${box(outer)}`);
      }
    }
    const fieldsets = [...root.querySelectorAll('.bw-fieldset')].filter(visible);
    fieldsets.forEach((a, i) =>
      fieldsets.slice(i + 1).forEach((b) => {
        if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect()))
          problems.push(`${name(a).slice(0, 40)} overlaps ${name(b).slice(0, 40)}`);
      }),
    );
    const days = [...root.querySelectorAll('.bw-cal-day_button')].filter(visible);
    days.forEach((a, i) =>
      days.slice(i + 1).forEach((b) => {
        if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect()))
          problems.push(`day ${name(a)} overlaps day ${name(b)}`);
      }),
    );
    for (const price of root.querySelectorAll('.bw-cal-day_price')) {
      const button = price.closest('button');
      const r = price.getBoundingClientRect();
      if (
        price.scrollWidth > price.clientWidth + SLACK ||
        (button && !inside(r, button.getBoundingClientRect()))
      ) {
        problems.push(`price ${name(price)} overflows its day`);
      }
      const size = parseFloat(getComputedStyle(price).fontSize);
      if (size < minFontPx) problems.push(`price ${name(price)} is set at ${size} px, below ${minFontPx} px`);
    }
    return problems;
  }, MIN_PRICE_FONT_PX);
}
