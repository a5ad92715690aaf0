// Webpack's style-loader injects imported CSS; the import has no value.
declare module '*.css';
