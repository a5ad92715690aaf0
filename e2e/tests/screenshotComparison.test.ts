// The baseline comparison of the visual tests, on small generated images: no browser needed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { compareWithBaseline, type ComparisonSetup } from '../src/screenshots';

let dir: string;
let setup: ComparisonSetup;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bw-visual-'));
  setup = {
    baselineDir: path.join(dir, 'baselines'),
    artifactDir: path.join(dir, 'artifacts'),
    update: false,
  };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A white `width`×`height` PNG with `dark` pixels painted black, in reading order. */
function png(width: number, height: number, dark = 0): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (let i = 0; i < dark; i += 1) image.data.fill(0, i * 4, i * 4 + 3);
  return PNG.sync.write(image);
}

describe('compareWithBaseline', () => {
  it('fails on a missing baseline and says how to create it', () => {
    const { failure } = compareWithBaseline('step1-x', png(10, 10), setup);
    expect(failure).toMatch(/No baseline .*step1-x\.png: run "npm run screenshots:update"/);
  });

  it('writes the baseline in update mode, then passes against it', () => {
    expect(compareWithBaseline('step1-x', png(10, 10), { ...setup, update: true }).failure).toBeNull();
    expect(readFileSync(path.join(setup.baselineDir, 'step1-x.png'))).toEqual(png(10, 10));
    expect(compareWithBaseline('step1-x', png(10, 10), setup).failure).toBeNull();
  });

  it('tolerates a tiny share of changed pixels (0.2 %), not more', () => {
    compareWithBaseline('step1-x', png(100, 100), { ...setup, update: true });
    expect(compareWithBaseline('step1-x', png(100, 100, 20), setup).failure).toBeNull();
    expect(compareWithBaseline('step1-x', png(100, 100, 21), setup).failure).toMatch(
      /21 pixels \(0\.21 %\) differ/,
    );
  });

  it('leaves the actual and the diff image for a mismatch and names them', () => {
    compareWithBaseline('step1-x', png(100, 100), { ...setup, update: true });
    const { failure } = compareWithBaseline('step1-x', png(100, 100, 500), setup);
    const actual = path.join(setup.artifactDir, 'step1-x.actual.png');
    const diff = path.join(setup.artifactDir, 'step1-x.diff.png');
    expect(failure).toContain(`see ${actual} and ${diff}`);
    expect(existsSync(actual) && existsSync(diff)).toBe(true);
  });

  it('fails when the size changed, keeping the actual image', () => {
    compareWithBaseline('step1-x', png(10, 10), { ...setup, update: true });
    const { failure } = compareWithBaseline('step1-x', png(10, 12), setup);
    expect(failure).toMatch(/10×12 px, the baseline is 10×10 px; see .*step1-x\.actual\.png/);
  });
});
