import { readFileSync } from 'node:fs';
import type AxeCore from 'axe-core';
import type { ImpactValue, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

/** axe-core's browser build, read once and evaluated in each frame that is checked. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a check. */
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

/** One serious or critical axe violation, with where it was found. */
export interface AxeViolation {
  /** The URL of the frame checked. */
  frame: string;
  rule: string;
  impact: ImpactValue;
  help: string;
  /** CSS selectors of the failing elements, each with axe's explanation. */
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe with every rule it ships, experimental ones included, in the page's main frame and each of its
 * frames (an embedded widget is checked in its own frame, whatever its origin), and answers the serious
 * and critical violations. axe is evaluated through the DevTools protocol, so a page's CSP cannot block it.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const frames = page.frames().filter((frame) => !frame.isDetached() && frame.url() !== 'about:blank');
  const perFrame = await Promise.all(frames.map((frame) => violationsIn(frame)));
  return perFrame.flat();
}

async function violationsIn(frame: Frame): Promise<AxeViolation[]> {
  const loaded = await frame.evaluate('typeof globalThis.axe === "object"');
  if (!loaded) await frame.evaluate(AXE_SOURCE);
  const results = await frame.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: typeof AxeCore }).axe;
    // Every rule by id, so the experimental ones (off by default) run too. The bar is WCAG 2.2 AA: the three
    // rules for AAA alone are left out (AAA contrast, 7:1, would rule out the configs' accent colours).
    const rules = axe.getRules().filter((rule) => !rule.tags.includes('wcag2aaa'));
    const options: RunOptions = {
      runOnly: { type: 'rule', values: rules.map((rule) => rule.ruleId) },
      // Each frame is checked on its own (a cross-origin frame cannot be reached from its parent).
      iframes: false,
      resultTypes: ['violations'],
    };
    const { violations } = await axe.run(options);
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
  });
  return results
    .filter((violation) => FAILING.includes(violation.impact))
    .map((violation) => ({ frame: frame.url(), ...violation }));
}

/** A readable account of violations for a failing expectation: rule, impact, help and each element. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.rule} (${violation.impact}) in ${violation.frame}: ${violation.help}`,
        ...violation.nodes.map((node) => `  - ${node.target}: ${node.summary.replace(/\s+/g, ' ')}`),
      ].join('\n'),
    )
    .join('\n');
}
