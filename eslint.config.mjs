// ESLint flat config: type-aware typescript-eslint for TS sources, react-hooks for the web packages,
// and a boundary rule that keeps contracts and domain code free of UI, state and I/O libraries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { bffLayerZones, crossPackageImports, crossPackageZone, testKitZone } from './eslint.layers.mjs';

const pureBoundary = {
  patterns: [
    crossPackageImports,
    {
      group: [
        'react',
        'react-*',
        'mobx',
        'mobx-*',
        'formik',
        'koa',
        'koa-*',
        '@koa/*',
        'node-fetch',
        'axios',
      ],
      message: 'Contracts and domain code stay pure: no React, MobX, Formik, Koa or HTTP clients.',
    },
  ],
};

// The widget's domain/ is the rules the stores call: on top of the pure boundary it reaches none of the widget's
// state, I/O or UI, whether by package name or by a relative path (`../stores/RootStore`).
const widgetDomainBoundary = {
  patterns: [
    ...pureBoundary.patterns,
    {
      group: ['**/stores', '**/stores/**', '**/api', '**/api/**', '**/components', '**/components/**'],
      message:
        'Widget domain rules stay pure: stores, the API client and components call domain/, never the reverse.',
    },
  ],
};

// The widget's test doubles (src/testing/) are for tests only: nothing an entry point reaches imports them, so
// none ships in dist/.
const widgetTestingPattern = {
  group: ['**/testing', '**/testing/**'],
  message: 'Test doubles stay out of the shipped widget: only tests import src/testing/.',
};

// Browser I/O and page state a pure rule has no business touching; stores receive them as dependencies.
const widgetDomainGlobals = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'window',
  'document',
  'localStorage',
  'sessionStorage',
].map((name) => ({
  name,
  message: `Widget domain rules stay pure: no ${name}; a store passes in what a rule needs.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/server-dist/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['remote-widget/**/*.{ts,tsx}', 'host-shell/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
    languageOptions: { globals: { ...globals.browser } },
  },
  crossPackageZone,
  testKitZone,
  {
    files: ['shared-contracts/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', pureBoundary] },
  },
  {
    files: ['remote-widget/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'remote-widget/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [widgetTestingPattern] }] },
  },
  {
    files: ['remote-widget/src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', widgetDomainBoundary],
      'no-restricted-globals': ['error', ...widgetDomainGlobals],
    },
  },
  {
    files: ['remote-widget/src/domain/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...widgetDomainBoundary.patterns, widgetTestingPattern] },
      ],
    },
  },
  ...bffLayerZones,
);
