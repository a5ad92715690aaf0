// Lets the browser benchmark (run on Node's type stripping, as ES modules) reuse the e2e suite's stack
// starter, which is written for jest (CommonJS, extensionless imports): files under e2e/src are compiled
// with swc to CommonJS on load and their relative imports resolved to `.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const E2E_SRC = new URL('../../../e2e/src/', import.meta.url).href;
const require = createRequire(import.meta.url);
const swc = require('@swc/core');

registerHooks({
  resolve(specifier, context, next) {
    if (
      specifier.startsWith('.') &&
      !/\.[cm]?[jt]s$/.test(specifier) &&
      context.parentURL?.startsWith(E2E_SRC)
    ) {
      const candidate = new URL(`${specifier}.ts`, context.parentURL);
      if (existsSync(fileURLToPath(candidate))) return next(`${specifier}.ts`, context);
    }
    return next(specifier, context);
  },
  load(url, context, next) {
    if (!url.startsWith(E2E_SRC) || !url.endsWith('.ts')) return next(url, context);
    const filename = fileURLToPath(url);
    const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    return { format: 'commonjs', source: code, shortCircuit: true };
  },
});
