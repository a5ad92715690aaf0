// color-name: the CSS named colours as [r, g, b] (used by the server build, which has no CSS engine to ask).
declare module 'color-name' {
  const colors: Record<string, [number, number, number]>;
  export default colors;
}
