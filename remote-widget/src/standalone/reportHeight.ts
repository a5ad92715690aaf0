/**
 * Calls `report` with the element's height whenever it changes (auto-height of an embedded frame); answers
 * the function that stops watching. Browsers without ResizeObserver report once.
 */
export function reportHeight(element: Element, report: (height: number) => void): () => void {
  let last = -1;
  const measure = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    report(height);
  };
  if (typeof ResizeObserver === 'undefined') {
    measure();
    return () => undefined;
  }
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  return () => observer.disconnect();
}
