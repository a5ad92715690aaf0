const preset = require('../jest.preset.js')({
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});

module.exports = {
  ...preset,
  // react-intl and its formatjs dependencies ship only ES modules; swc compiles them for jest's CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
};
