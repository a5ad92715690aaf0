/**
 * Payments and their history. The intent row is written before the provider is called, so a crash
 * between the provider's answer and our own write leaves a row the reconciler can settle. Every status
 * change is an event; a provider's event or notification id is unique, so a repeated delivery is
 * recorded (and applied) once. A payment-initiate record ties the transaction to the booking data.
 */
export const sql = `
CREATE TABLE payments (
  id                      bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  config_id               text        NOT NULL,
  idempotency_key         text        NOT NULL,
  reservation_code        text        NOT NULL,
  provider                text        NOT NULL CHECK (provider IN ('tpay', 'stripe_sandbox', 'stripe_production')),
  method                  text        NOT NULL,
  amount_minor            bigint      NOT NULL CHECK (amount_minor > 0),
  currency                text        NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status                  text        NOT NULL
    CHECK (status IN ('initiated', 'pending', 'success', 'error', 'cancelled', 'refunded')),
  provider_transaction_id text,
  provider_title          text,
  session_id              text,
  response                jsonb,
  created_at              timestamptz NOT NULL,
  updated_at              timestamptz NOT NULL,
  CONSTRAINT payments_config_key_key UNIQUE (config_id, idempotency_key)
);
CREATE UNIQUE INDEX payments_provider_tx_idx ON payments (provider, provider_transaction_id)
  WHERE provider_transaction_id IS NOT NULL;
CREATE INDEX payments_title_idx ON payments (provider_title) WHERE provider_title IS NOT NULL;
CREATE INDEX payments_reservation_idx ON payments (config_id, reservation_code);
CREATE INDEX payments_open_idx ON payments (updated_at) WHERE status IN ('initiated', 'pending');

CREATE TABLE payment_events (
  id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id        bigint      NOT NULL REFERENCES payments (id),
  provider          text        NOT NULL,
  provider_event_id text,
  source            text        NOT NULL,
  from_status       text        NOT NULL,
  to_status         text        NOT NULL,
  details           jsonb       NOT NULL DEFAULT '{}'::jsonb,
  created_at        timestamptz NOT NULL
);
CREATE UNIQUE INDEX payment_events_provider_event_idx ON payment_events (provider, provider_event_id)
  WHERE provider_event_id IS NOT NULL;
CREATE INDEX payment_events_payment_idx ON payment_events (payment_id, id);

CREATE TABLE payment_initiations (
  id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  config_id        text        NOT NULL,
  transaction_id   text        NOT NULL,
  reservation_code text        NOT NULL,
  session_id       text        NOT NULL,
  provider         text        NOT NULL,
  payment_id       bigint      REFERENCES payments (id),
  payment_data     jsonb       NOT NULL,
  booking_data     jsonb       NOT NULL,
  widget_prefix    text        NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  CONSTRAINT payment_initiations_config_tx_key UNIQUE (config_id, transaction_id)
);
`;
