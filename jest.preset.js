// Shared jest settings: swc transpiles TypeScript/TSX (type errors are the typecheck script's job),
// and the contracts and sandbox packages resolve to their sources so tests never need a build first.
const path = require('node:path');

/** @param {{ testEnvironment?: 'node' | 'jsdom', setupFilesAfterEnv?: string[], rootDir: string }} options */
module.exports = function preset(options) {
  return {
    rootDir: options.rootDir,
    testEnvironment: options.testEnvironment ?? 'node',
    setupFilesAfterEnv: options.setupFilesAfterEnv ?? [],
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@booking/shared-contracts$': path.join(__dirname, 'shared-contracts/src/index.ts'),
      '^@booking/shared-contracts/testing$': path.join(__dirname, 'shared-contracts/src/testing/index.ts'),
      '^@booking/sandbox$': path.join(__dirname, 'sandbox/src/index.ts'),
      '^@booking/sandbox/(tpay|stripe|sheets|faults|contracts|testing)$': path.join(__dirname, 'sandbox/src/$1/index.ts'),
      '\\.(css)$': path.join(__dirname, 'jest.style-stub.js'),
    },
    clearMocks: true,
    // A ceiling against hangs, not a speed check: component tests with userEvent take seconds on a loaded
    // two-core machine, and speed targets live in bench/.
    testTimeout: 30_000,
  };
};
