// The BFF's layer rules (eslint.layers.mjs, spread into eslint.config.mjs) shown refusing planted imports, each
// linted as if it stood in a real file of its layer, so a zone that stops matching fails here. ESLint runs in a
// child process (its config is an ES module) with the zones alone, which need no type information.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** The no-restricted-imports messages of each text, linted as the file at its path (from the repository root). */
function lintAll(files: { path: string; text: string }[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ overrideConfigFile: 'eslint.layers.mjs' });
    const out = [];
    for (const f of files) {
      const [result] = await eslint.lintText(f.text, { filePath: f.path });
      out.push(result.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const intoProvider = [
  "import { getSchedule } from '../../services/catalog';",
  "import { bokunRoutes } from '../../routes/bokun';",
  "import { configNotFound } from '../../errors';",
  'export const used = [getSchedule, bokunRoutes, configNotFound];',
].join('\n');
const koaIntoStore = "import type Koa from 'koa';\nexport type Used = Koa;\n";
const intoService = [
  "import type Koa from 'koa';",
  "import { compressResponse } from '../../middleware/compressResponse';",
  'export const used: [Koa | undefined, unknown] = [undefined, compressResponse];',
].join('\n');
const intoSandbox = "import { startSandbox } from '../../sandbox/src';\nexport const used = startSandbox;\n";
const intoContracts =
  "import { PLACEHOLDER_EMAIL } from '../../../../shared-contracts/src';\nexport const used = PLACEHOLDER_EMAIL;\n";
const byName = "import { startSandbox } from '@booking/sandbox';\nexport const used = startSandbox;\n";
const real = (path: string) => ({ path, text: readFileSync(join(root, path), 'utf8') });

describe('package boundary (eslint zone)', () => {
  const [harness, service, widget, named] = lintAll([
    { path: 'bff/test/bokunHarness.ts', text: intoSandbox },
    { path: 'bff/src/services/catalog/months.ts', text: intoContracts },
    { path: 'remote-widget/src/domain/tickets.ts', text: intoContracts.replace('../../../../', '../../../') },
    { path: 'bff/test/bokunHarness.ts', text: byName },
  ]);
  const refused = [expect.stringMatching(/imported by its name and exports/)];

  it('a relative import may not reach into another package', () => {
    expect(harness).toEqual(refused);
    expect(widget).toEqual(refused);
  });

  it('layer zones keep the package boundary', () => {
    expect(service).toEqual(refused);
  });

  it('an import by package name passes', () => {
    expect(named).toEqual([]);
  });
});

describe('BFF layers (eslint zones)', () => {
  const [provider, store, service, job, ...realFiles] = lintAll([
    { path: 'bff/src/providers/bokun/retry.ts', text: intoProvider },
    { path: 'bff/src/store/holds.ts', text: koaIntoStore },
    { path: 'bff/src/services/catalog/months.ts', text: intoService },
    { path: 'bff/src/jobs/backoff.ts', text: intoService.replaceAll('../../', '../') },
    real('bff/src/services/sessions/widgetSession.ts'),
    real('bff/src/providers/bokun/transport.ts'),
    real('bff/src/store/holds.ts'),
    real('bff/src/services/catalog/scheduleAnswer.ts'),
  ]);

  it('a provider client may not import a service, a route or the HTTP errors', () => {
    expect(provider).toHaveLength(3);
  });

  it('the store may not import Koa', () => {
    expect(store).toEqual([expect.stringMatching(/Only routes, middleware and pages speak Koa/)]);
  });

  it('a service or a job may not import Koa or middleware', () => {
    expect(service).toHaveLength(2);
    expect(job).toHaveLength(2);
  });

  it('the real files of each layer pass', () => {
    expect(realFiles).toEqual([[], [], [], []]);
  });
});

describe('test kits stay in tests (eslint zone)', () => {
  const kit =
    "import { successPayload } from '@booking/shared-contracts/testing';\nexport const used = successPayload;\n";
  const sandboxKit = "import { OLD_TOWN } from '@booking/sandbox/testing';\nexport const used = OLD_TOWN;\n";
  const [service, widget, hostTest, bffTesting] = lintAll([
    { path: 'bff/src/services/catalog/months.ts', text: sandboxKit },
    { path: 'remote-widget/src/domain/tickets.ts', text: kit },
    { path: 'host-shell/src/pages/successView.test.ts', text: kit },
    { path: 'bff/src/testing/testDeps.ts', text: sandboxKit },
  ]);

  it('a shipped module may not import a test kit', () => {
    expect(service).toEqual([expect.stringMatching(/Test kits are for tests only/)]);
    expect(widget).toEqual([expect.stringMatching(/Test kits are for tests only/)]);
  });

  it('tests and test helpers may', () => {
    expect(hostTest).toEqual([]);
    expect(bffTesting).toEqual([]);
  });
});
