import { runInThisContext } from 'node:vm';
import type * as PgliteModule from '@electric-sql/pglite';

/**
 * Loads PGlite through the host Node loader. PGlite's CommonJS build fetches its WASM and Node
 * built-ins with dynamic `import()`, which a sandboxed module registry (jest's vm contexts, which
 * also wrap `process.getBuiltinModule`) cannot serve without `--experimental-vm-modules`.
 * `runInThisContext('process')` reaches the real process object, whose `createRequire` is Node's
 * own; in a plain Node process this is exactly an ordinary `require`.
 */
export function loadPglite(): typeof PgliteModule {
  const hostProcess = runInThisContext('process') as NodeJS.Process;
  const hostRequire = hostProcess.getBuiltinModule('node:module').createRequire(__filename);
  return hostRequire('@electric-sql/pglite') as typeof PgliteModule;
}
