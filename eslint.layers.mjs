// The BFF's layer rules, kept apart from the type-aware config so a test can lint planted imports against them
// quickly (bff/src/layers.test.ts). eslint.config.mjs spreads them in.
import tseslint from 'typescript-eslint';

// The BFF's layers point one way: routes → services → providers and store. Provider clients and the store know
// nothing of services, routes, HTTP middleware or the HTTP errors of `bff/src/errors.ts`; services, jobs and
// webhook handlers know nothing of Koa or the routes that call them.
const koaPackages = {
  group: ['koa', 'koa-*', '@koa/*'],
  message: 'Only routes, middleware and pages speak Koa.',
};
const bffLowerLayers = {
  patterns: [
    koaPackages,
    {
      group: [
        '**/services',
        '**/services/**',
        '**/routes/**',
        '**/middleware/**',
        '**/pages/**',
        '../errors',
        '../../errors',
      ],
      message: 'Provider clients and the store sit below services and routes: they throw their own errors.',
    },
  ],
};
const bffServiceLayers = {
  patterns: [
    koaPackages,
    {
      group: ['**/routes/**', '**/middleware/**', '**/pages/**'],
      message: 'Services and jobs are called by routes, never the reverse.',
    },
  ],
};

export const bffLayerZones = [
  {
    files: ['bff/src/providers/**/*.ts', 'bff/src/store/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', bffLowerLayers] },
  },
  {
    files: ['bff/src/services/**/*.ts', 'bff/src/jobs/**/*.ts', 'bff/src/webhooks/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', bffServiceLayers] },
  },
];

/** The zones alone, with a parser that needs no type information: what the layer test lints with. */
export default [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...bffLayerZones];
