const preset = require('../jest.preset.js')({ rootDir: __dirname });

// Suites named *.cluster.test.ts start several BFF processes on one PostgreSQL and one Redis, which PGlite and
// the in-process cache cannot stand in for: they are selected when TEST_DATABASE_URL and TEST_REDIS_URL name
// those servers (.ci/run sets both when the local servers answer), like the PostgreSQL runs of the other suites.
const sharedServers = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

module.exports = {
  ...preset,
  testPathIgnorePatterns: ['/node_modules/', ...(sharedServers ? [] : ['\\.cluster\\.test\\.ts$'])],
};
