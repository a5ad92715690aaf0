/**
 * Funnel events as data, for the operators' insights. `funnel_events` is append-only: one row per funnel
 * event, written in the transaction that queues its sheet row (same event id), without contact data.
 * `funnel_sessions` is its roll-up per widget session (the furthest stage reached, the session's dimensions,
 * its bookings and failures), kept in the same transaction, so a report over a month reads one row per
 * session instead of every event. `provider_faults` counts the provider failures the BFF met, per hour.
 */
export const sql = `
CREATE TABLE funnel_events (
  id bigserial PRIMARY KEY,
  event_id text NOT NULL,
  config_id text NOT NULL,
  session_id text NOT NULL,
  event text NOT NULL,
  step smallint,
  activity_id text,
  rate_id text,
  participants integer,
  amount_minor bigint,
  currency text,
  language text,
  hosting_mode text,
  partner_origin text,
  device_class text,
  payment_method text,
  failure_reason text,
  reported_by text NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX funnel_events_event_id_key ON funnel_events (event_id);
CREATE INDEX funnel_events_occurred_idx ON funnel_events (occurred_at);
CREATE INDEX funnel_events_outcome_idx ON funnel_events (config_id, occurred_at)
  INCLUDE (event, amount_minor, currency, failure_reason)
  WHERE event IN ('PAYMENT_SUCCESS', 'PAYMENT_FAIL');

CREATE TABLE funnel_sessions (
  session_id text PRIMARY KEY,
  config_id text NOT NULL,
  started_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  stage smallint NOT NULL,
  activity_id text,
  language text,
  hosting_mode text,
  partner_origin text,
  device_class text,
  payment_method text,
  bookings integer NOT NULL DEFAULT 0,
  revenue_minor bigint NOT NULL DEFAULT 0,
  currency text
);
CREATE INDEX funnel_sessions_config_started_idx ON funnel_sessions (config_id, started_at)
  INCLUDE (stage, bookings, revenue_minor, currency);

CREATE TABLE provider_faults (
  provider text NOT NULL,
  hour timestamptz NOT NULL,
  faults integer NOT NULL,
  PRIMARY KEY (provider, hour)
);
`;
