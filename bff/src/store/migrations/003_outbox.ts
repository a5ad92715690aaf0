/**
 * Messages written in the same transaction as a state change and delivered later by a worker
 * (sheet rows, confirmations). Workers claim due rows with FOR UPDATE SKIP LOCKED, served by the
 * partial index on pending rows.
 */
export const sql = `
CREATE TABLE outbox (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic           text        NOT NULL,
  payload         jsonb       NOT NULL,
  status          text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
  attempts        integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL,
  last_error      text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE status = 'pending';
`;
