/**
 * Stored results of side-effecting calls under their idempotency key (spec §7): a retry or a
 * concurrent duplicate returns the stored response instead of repeating the effect.
 */
export const sql = `
CREATE TABLE idempotency_records (
  scope        text        NOT NULL,
  key          text        NOT NULL,
  request_hash text        NOT NULL,
  status       text        NOT NULL CHECK (status IN ('in_progress', 'completed', 'failed')),
  response     jsonb,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  CONSTRAINT idempotency_records_scope_key_key UNIQUE (scope, key)
);
CREATE INDEX idempotency_records_expires_at_idx ON idempotency_records (expires_at);
`;
