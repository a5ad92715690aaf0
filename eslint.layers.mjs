// The BFF's layer rules and the package boundary, kept apart from the type-aware config so a test can lint planted imports against them
// quickly (bff/src/layers.test.ts). eslint.config.mjs spreads them in.
import tseslint from 'typescript-eslint';

// The BFF's layers point one way: routes → services → providers and store. Provider clients and the store know
// nothing of services, routes, HTTP middleware or the HTTP errors of `bff/src/errors.ts`; services, jobs and
// webhook handlers know nothing of Koa or the routes that call them.
// A package reaches another by its name (`@booking/sandbox`, `@booking/shared-contracts`) and the entries its
// package.json exports, never by a relative path into the other's folder.
export const crossPackageImports = {
  regex: '^(\\.\\./)+(shared-contracts|sandbox|bff|remote-widget|host-shell|e2e|bench)/',
  message:
    "Another package is imported by its name and exports (e.g. '@booking/sandbox'), not by a relative path.",
};
const koaPackages = {
  group: ['koa', 'koa-*', '@koa/*'],
  message: 'Only routes, middleware and pages speak Koa.',
};
const bffLowerLayers = {
  patterns: [
    crossPackageImports,
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
    crossPackageImports,
    koaPackages,
    {
      group: ['**/routes/**', '**/middleware/**', '**/pages/**'],
      message: 'Services and jobs are called by routes, never the reverse.',
    },
  ],
};

/**
 * Files that still reach into another package's folder. The smoke run and a contract test of the sandbox use the
 * BFF's own provider clients, a BFF test prices with the widget's domain rules, and the browser bench starts the
 * e2e stack.
 */
const crossPackageExceptions = [
  'sandbox/src/contracts/smokeProviders.ts',
  'sandbox/src/contracts/bokunContract.test.ts',
  'bff/src/providers/bokun/displayedPrice.integration.test.ts',
  'bench/src/browser.ts',
];

/** Every package: no relative import into another. Zones below that set their own patterns repeat it. */
export const crossPackageZone = {
  files: ['**/*.{ts,tsx,js,mjs,cjs}'],
  ignores: crossPackageExceptions,
  rules: { 'no-restricted-imports': ['error', { patterns: [crossPackageImports] }] },
};

/**
 * The test kits (builders from the contracts' examples, the sandbox's reservation data) are for tests: a shipped
 * module that imported one would carry fixtures to production. A rule of its own, so the zones' own
 * no-restricted-imports settings do not replace it.
 */
export const testKitZone = {
  files: ['*/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'bench/**'],
  plugins: { '@typescript-eslint': tseslint.plugin },
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@booking/shared-contracts/testing', '@booking/sandbox/testing'],
            message: 'Test kits are for tests only.',
          },
        ],
      },
    ],
  },
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
export default [
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
  crossPackageZone,
  testKitZone,
  ...bffLayerZones,
];
