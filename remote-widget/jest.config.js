module.exports = require('../jest.preset.js')({
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});
