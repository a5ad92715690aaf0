import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assumedFactsByProvider, contractExamples, type ContractProvider } from './assumedFacts';
import { assumedFactLines, assumedFacts, provenanceGaps, type ExampleProvenance } from './provenance';

const readme = readFileSync(join(__dirname, '../../../docs/configuration.md'), 'utf8');
/** docs/configuration.md's "Before going live, confirm" list of a provider: the bullets nested under its heading bullet. */
function confirmList(provider: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => l.trim().startsWith(`- Before going live, confirm (${provider}`));
  if (start < 0) return [];
  const after = lines.slice(start + 1);
  const end = after.findIndex((l) => !l.startsWith('    - '));
  return after.slice(0, end < 0 ? after.length : end).map((l) => l.slice(6));
}
const names: Record<ContractProvider, string> = {
  bokun: 'Bokun',
  tpay: 'Tpay',
  stripe: 'Stripe',
  sheets: 'Google Sheets',
};
const providers = Object.keys(contractExamples) as ContractProvider[];

describe.each(providers)('provenance of the %s examples', (provider) => {
  const examples = contractExamples[provider];
  const assumed = assumedFactsByProvider()[provider];

  it('gives every fact of every example a source, or a reason and a way to confirm it', () => {
    expect(examples.length).toBeGreaterThan(0);
    expect(provenanceGaps(examples)).toEqual([]);
  });

  it('names a public document, SDK or capture for everything it does not assume', () => {
    const sourced = examples.flatMap((e) => e.provenance).filter((p) => p.kind !== 'assumed');
    expect(sourced.length).toBeGreaterThan(0);
    for (const p of sourced) expect(p.source).toMatch(/[a-z0-9-]+\.[a-z]{2,}|\/|@[0-9a-f]{7}/i);
  });

  it('lists each assumed fact in docs/configuration.md as a thing to confirm before going live', () => {
    const lines = assumedFactLines(assumed);
    console.log(`Assumed ${names[provider]} facts to confirm before going live:\n- ${lines.join('\n- ')}`);
    const list = confirmList(names[provider]);
    expect(list.sort()).toEqual([...new Set(assumed.map((f) => f.fact))].sort());
    expect(lines).toHaveLength(list.length);
  });
});

describe('assumedFacts', () => {
  const documented = { fact: 'a', kind: 'documented', source: 'docs.example/a' } as const;
  const assumed = { fact: 'b', kind: 'assumed', why: 'a client does it', confirmBy: 'a test call' } as const;
  const examples: { name: string; provenance: ExampleProvenance }[] = [
    { name: 'one', provenance: [documented, assumed] },
    { name: 'two', provenance: [assumed] },
    { name: 'three', provenance: [documented] },
  ];

  it('returns the assumed facts with the examples that rely on them, and one line per distinct fact', () => {
    expect(assumedFacts(examples)).toEqual([
      { example: 'one', fact: 'b', why: 'a client does it', confirmBy: 'a test call' },
      { example: 'two', fact: 'b', why: 'a client does it', confirmBy: 'a test call' },
    ]);
    expect(assumedFactLines(assumedFacts(examples))).toEqual(['b (confirm by: a test call)']);
  });

  it('names an example with no provenance and a fact with a blank source or reason', () => {
    expect(
      provenanceGaps([
        { name: 'bare', provenance: [] },
        {
          name: 'blank',
          provenance: [
            { ...documented, source: ' ' },
            { ...assumed, confirmBy: '' },
          ],
        },
      ]),
    ).toEqual([
      'bare: no provenance',
      'blank: "a" lacks a source or a reason',
      'blank: "b" lacks a source or a reason',
    ]);
  });
});
