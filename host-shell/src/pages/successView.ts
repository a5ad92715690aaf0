import { decodeSuccessData, type SuccessPayload } from '@booking/shared-contracts';

/** What the success page shows for its query. */
export type SuccessView =
  | { kind: 'confirmed'; payload: SuccessPayload }
  | { kind: 'failed'; payload: SuccessPayload | undefined }
  | { kind: 'neutral' };

/**
 * §2 success redirect read back: `status=error` (or a payload saying error) is a failure; a valid 2.1
 * payload with status success is a confirmation; anything else – no `data`, broken `data` – is neutral,
 * never a false confirmation.
 */
export function successViewOf(search: string): SuccessView {
  const query = new URLSearchParams(search);
  const data = query.get('data');
  const payload = data ? decodeSuccessData(data) : undefined;
  if (query.get('status') === 'error' || payload?.status === 'error') return { kind: 'failed', payload };
  if (payload?.status === 'success' && payload.confirmationCode) return { kind: 'confirmed', payload };
  return { kind: 'neutral' };
}
