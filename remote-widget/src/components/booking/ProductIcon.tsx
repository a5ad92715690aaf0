// Line icons of the product header, drawn on a 24-unit grid with the text colour. Names are those a config's
// variant `icons` may list, plus the header's own (clock, pin).

const PATHS = {
  walking: 'M13 5.5a1.5 1.5 0 1 0 0-.01M10 21l2-6 3 3v3M12 15l1-6-3 1-2 3M13 9l2 3 3 1',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  car: 'M3 16v-4l2-5h14l2 5v4zM3 16v3h3v-3M18 16v3h3v-3M7 12.5h.01M17 12.5h.01',
  users:
    'M9 5a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM3 20c0-4 3-6 6-6s6 2 6 6M17 7a2.5 2.5 0 1 0 0 5M17 14c3 0 4 2 4 5',
  water: 'M2 8c3-2 5 2 8 0s5-2 8 0 3 1 4 0M2 14c3-2 5 2 8 0s5-2 8 0 3 1 4 0M2 20c3-2 5 2 8 0s5-2 8 0 3 1 4 0',
  pin: 'M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
} as const;

/** An icon the header can draw. */
export type ProductIconName = keyof typeof PATHS;

/** A decorative icon: the text beside it says what it means. */
export function ProductIcon({ name }: { name: ProductIconName }) {
  return (
    <svg className="bw-product__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
