// Lints the OpenAPI document the BFF serves (built from the route table in dist/) with Redocly's
// `recommended` rules; exits 1 on any warning or error. Run after `npm run build`.
import { createRequire } from 'node:module';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const require = createRequire(import.meta.url);
const { buildOpenApiDocument, routes } = require('../dist/index.js');

const document = buildOpenApiDocument(routes, { title: 'Booking widget BFF' });
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({
  source: JSON.stringify(document, null, 2),
  absoluteRef: 'openapi.json',
  config,
});
for (const p of problems) {
  const where = p.location[0]?.pointer ?? '';
  console.log(`${p.severity}: ${p.ruleId} ${where} – ${p.message}`);
}
console.log(
  `openapi lint (recommended): ${problems.length} problem(s) in ${Object.keys(document.paths).length} paths`,
);
process.exit(problems.length === 0 ? 0 : 1);
