const preset = require('../jest.preset.js')({ rootDir: __dirname });
module.exports = {
  ...preset,
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  testTimeout: 120000,
};
