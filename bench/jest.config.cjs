// Unit tests of the benchmark helpers (the benchmarks themselves run with `npm run bench*`).
module.exports = require('../jest.preset.js')({ rootDir: __dirname });
