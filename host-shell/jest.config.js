const preset = require('../jest.preset.js')({
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});

module.exports = {
  ...preset,
  // react-intl (offered to the widget remote) and its formatjs dependencies ship only ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
};
