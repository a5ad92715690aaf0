// Where each fact of a recorded example comes from. `documented`: a public document, SDK or schema, named with
// its version or commit. `captured`: an answer of the live API captured in public, and where. `assumed`: no
// public source settles it; says why it is believed and what would confirm it. An example names every fact it
// relies on, so nothing a test checks is taken on trust without being listed.

export type Provenance =
  | { kind: 'documented'; source: string }
  | { kind: 'captured'; source: string }
  | { kind: 'assumed'; why: string; confirmBy: string };

/** One fact of an example and where it comes from. */
export type SourcedFact = { fact: string } & Provenance;

/** At least one fact: an example cannot leave its provenance out. */
export type ExampleProvenance = readonly [SourcedFact, ...SourcedFact[]];

export interface AssumedFact {
  example: string;
  fact: string;
  why: string;
  confirmBy: string;
}

/** The facts of `examples` no public source settles, each with the example that relies on it. */
export function assumedFacts(
  examples: readonly { name: string; provenance: ExampleProvenance }[],
): AssumedFact[] {
  return examples.flatMap(({ name, provenance }) =>
    provenance.flatMap((p) =>
      p.kind === 'assumed' ? [{ example: name, fact: p.fact, why: p.why, confirmBy: p.confirmBy }] : [],
    ),
  );
}

/** Every fact without a usable source: an empty fact, source, reason or way to confirm. */
export function provenanceGaps(examples: readonly { name: string; provenance: readonly SourcedFact[] }[]) {
  return examples.flatMap(({ name, provenance }) => {
    if (provenance.length === 0) return [`${name}: no provenance`];
    return provenance.flatMap((p) => {
      const texts = p.kind === 'assumed' ? [p.fact, p.why, p.confirmBy] : [p.fact, p.source];
      return texts.every((t) => t.trim().length > 0)
        ? []
        : [`${name}: "${p.fact}" lacks a source or a reason`];
    });
  });
}

/** The assumed facts as lines, one per distinct fact, naming the examples that rely on it. */
export function assumedFactLines(facts: readonly AssumedFact[]): string[] {
  const byFact = new Map<string, AssumedFact[]>();
  for (const f of facts) byFact.set(f.fact, [...(byFact.get(f.fact) ?? []), f]);
  return [...byFact.entries()].map(([fact, all]) => `${fact} (confirm by: ${all[0]?.confirmBy ?? ''})`);
}
