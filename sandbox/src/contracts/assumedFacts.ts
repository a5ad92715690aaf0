// The facts the recorded examples take on trust, per provider: what to confirm against the real provider
// before going live. The "Before going live, confirm" lists of docs/configuration.md name each of them.
import { bokunExamples } from './bokunExamples';
import { assumedFacts, type AssumedFact } from './provenance';
import { sheetsExamples } from './sheetsExamples';
import { stripeExamples } from './stripeExamples';
import { tpayExamples } from './tpayExamples';

export type ContractProvider = 'bokun' | 'tpay' | 'stripe' | 'sheets';

export const contractExamples = {
  bokun: bokunExamples,
  tpay: tpayExamples,
  stripe: stripeExamples,
  sheets: sheetsExamples,
} as const;

/** The assumed facts of each provider's examples, each with the example relying on it. */
export function assumedFactsByProvider(): Record<ContractProvider, AssumedFact[]> {
  return {
    bokun: assumedFacts(bokunExamples),
    tpay: assumedFacts(tpayExamples),
    stripe: assumedFacts(stripeExamples),
    sheets: assumedFacts(sheetsExamples),
  };
}
