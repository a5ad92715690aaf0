// Sets the sandbox's fault switches over HTTP, as any test (or a person with curl) does.
import type { FaultSpec } from '@booking/sandbox/faults';

/** Sets one fault switch on the sandbox at `sandboxUrl`; answers its id. */
export async function setFault(sandboxUrl: string, spec: FaultSpec): Promise<number> {
  const response = await fetch(`${sandboxUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  if (response.status !== 201) throw new Error(`fault refused: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** Clears every fault switch of the sandbox. */
export async function clearFaults(sandboxUrl: string): Promise<void> {
  await fetch(`${sandboxUrl}/__sandbox/faults`, { method: 'DELETE' });
}
