/**
 * Bokun reservations made through the BFF. The surrogate `id` is what later payment tables will
 * reference; (config_id, confirmation_code) is the natural key the API speaks.
 */
export const sql = `
CREATE TABLE reservations (
  id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  config_id         text        NOT NULL,
  confirmation_code text        NOT NULL,
  booking_id        bigint,
  activity_id       bigint      NOT NULL,
  date              date        NOT NULL,
  start_time_id     bigint,
  status            text        NOT NULL CHECK (status IN ('reserved', 'confirmed', 'cancelled', 'expired')),
  amount_minor      bigint      NOT NULL CHECK (amount_minor >= 0),
  currency          text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  expires_at        timestamptz,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  CONSTRAINT reservations_config_code_key UNIQUE (config_id, confirmation_code)
);
CREATE INDEX reservations_activity_date_idx ON reservations (config_id, activity_id, date);
CREATE INDEX reservations_open_expiry_idx ON reservations (expires_at) WHERE status = 'reserved';
`;
