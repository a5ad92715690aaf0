import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Committed reference screenshots. */
export const BASELINE_DIR = path.join(__dirname, '../baselines');
/** Where a failed comparison leaves the actual and the diff image (git-ignored, kept by CI as artifacts). */
export const VISUAL_ARTIFACT_DIR = path.join(__dirname, '../artifacts/visual');

/** The command that rewrites every baseline from the current build. */
export const UPDATE_COMMAND = 'npm run screenshots:update';

/** Per-pixel colour distance pixelmatch tolerates (0–1): anti-aliasing noise, not a changed colour. */
const PIXEL_THRESHOLD = 0.1;
/** Share of pixels that may differ before a screenshot counts as changed. */
export const MAX_DIFF_RATIO = 0.002;

/** True when this run writes baselines instead of comparing against them (`UPDATE_SCREENSHOTS=1`). */
export const updatingBaselines = () => process.env.UPDATE_SCREENSHOTS === '1';

export interface Comparison {
  /** Why the screenshot does not match, or null when it does (or the baseline was just written). */
  failure: string | null;
}

/** Where baselines are read and written, and failures left; whether this run writes baselines. */
export interface ComparisonSetup {
  baselineDir: string;
  artifactDir: string;
  update: boolean;
}

const DEFAULT_SETUP = (): ComparisonSetup => ({
  baselineDir: BASELINE_DIR,
  artifactDir: VISUAL_ARTIFACT_DIR,
  update: updatingBaselines(),
});

/**
 * Compares a PNG screenshot with its baseline `name`.png. Writing mode stores it as the baseline. A missing
 * baseline fails (it never passes silently); a mismatch writes `name`.actual.png and `name`.diff.png to the
 * artifact folder and names them in the failure.
 */
export function compareWithBaseline(
  name: string,
  actual: Buffer,
  setup: ComparisonSetup = DEFAULT_SETUP(),
): Comparison {
  const baselinePath = path.join(setup.baselineDir, `${name}.png`);
  if (setup.update) {
    mkdirSync(setup.baselineDir, { recursive: true });
    writeFileSync(baselinePath, actual);
    return { failure: null };
  }
  if (!existsSync(baselinePath)) {
    return {
      failure: `No baseline ${path.relative(process.cwd(), baselinePath)}: run "${UPDATE_COMMAND}" to create it, look at it, and commit it.`,
    };
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const got = PNG.sync.read(actual);
  const keep = (diff?: PNG) => {
    mkdirSync(setup.artifactDir, { recursive: true });
    const actualPath = path.join(setup.artifactDir, `${name}.actual.png`);
    writeFileSync(actualPath, actual);
    if (!diff) return actualPath;
    const diffPath = path.join(setup.artifactDir, `${name}.diff.png`);
    writeFileSync(diffPath, PNG.sync.write(diff));
    return `${actualPath} and ${diffPath}`;
  };
  if (expected.width !== got.width || expected.height !== got.height) {
    return {
      failure:
        `${name}: ${got.width}×${got.height} px, the baseline is ${expected.width}×${expected.height} px; ` +
        `see ${keep()}. If the change is intended, run "${UPDATE_COMMAND}".`,
    };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (got.width * got.height);
  if (ratio <= MAX_DIFF_RATIO) return { failure: null };
  return {
    failure:
      `${name}: ${differing} pixels (${(ratio * 100).toFixed(2)} %) differ from the baseline, more than ` +
      `${(MAX_DIFF_RATIO * 100).toFixed(1)} %; see ${keep(diff)}. If the change is intended, run "${UPDATE_COMMAND}".`,
  };
}
