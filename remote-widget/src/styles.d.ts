// Imported CSS is injected (style-loader in development) or loaded as a stylesheet with its chunk; the import has no value.
declare module '*.css';
