import { reportHeight } from './reportHeight';

describe('reportHeight', () => {
  it('reports the height once when the browser has no ResizeObserver ("sized by a height message")', () => {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ height: 411.2 }) as DOMRect;
    const heights: number[] = [];
    const stop = reportHeight(element, (height) => heights.push(height));
    stop();
    expect(heights).toEqual([412]);
  });

  it('reports each changed height through ResizeObserver, and stops when asked', () => {
    const callbacks: (() => void)[] = [];
    const disconnect = jest.fn();
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {
        callbacks[0]?.();
      }
      disconnect = disconnect;
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    try {
      let height = 300;
      const element = document.createElement('div');
      element.getBoundingClientRect = () => ({ height }) as DOMRect;
      const heights: number[] = [];
      const stop = reportHeight(element, (value) => heights.push(value));
      callbacks[0]?.();
      height = 500;
      callbacks[0]?.();
      stop();
      expect(heights).toEqual([300, 500]);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
