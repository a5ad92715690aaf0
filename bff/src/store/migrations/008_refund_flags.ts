/**
 * Paid bookings the booking system would no longer confirm (the hold expired or was released before the
 * money arrived): one row per payment, kept until a person has refunded it, so support can list them.
 */
export const sql = `
CREATE TABLE refund_flags (
  id                      bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id              bigint      NOT NULL REFERENCES payments (id),
  config_id               text        NOT NULL,
  reservation_code        text        NOT NULL,
  provider                text        NOT NULL,
  provider_transaction_id text,
  amount_minor            bigint      NOT NULL,
  currency                text        NOT NULL,
  reason                  text        NOT NULL,
  created_at              timestamptz NOT NULL,
  resolved_at             timestamptz,
  CONSTRAINT refund_flags_payment_key UNIQUE (payment_id)
);
CREATE INDEX refund_flags_open_idx ON refund_flags (created_at, id) WHERE resolved_at IS NULL;
`;
