import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnvFiles } from './loadEnvFiles';

describe('loadEnvFiles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'env-files-'));
  const demo = path.join(dir, '.env.demo');
  const local = path.join(dir, '.env');
  writeFileSync(demo, '# sandbox\nDEMO_KEY=from-demo\nSHARED=demo\nONLY_DEMO="quoted value"\n');
  writeFileSync(local, 'SHARED=local\nDEMO_KEY=from-local\n');

  it('lets .env override .env.demo and the real environment override both', () => {
    const target: Record<string, string | undefined> = { SHARED: 'real' };
    const read = loadEnvFiles([demo, local], target);
    expect(read).toEqual([demo, local]);
    expect(target).toEqual({ SHARED: 'real', DEMO_KEY: 'from-local', ONLY_DEMO: 'quoted value' });
  });

  it('skips files that do not exist', () => {
    const target: Record<string, string | undefined> = {};
    expect(loadEnvFiles([demo, path.join(dir, 'missing.env')], target)).toEqual([demo]);
    expect(target.DEMO_KEY).toBe('from-demo');
  });
});
