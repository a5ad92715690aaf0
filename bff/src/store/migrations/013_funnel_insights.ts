/**
 * Funnel events as data, for the operators' insights. `funnel_events` is append-only: one row per funnel
 * event, written in the transaction that queues its sheet row (same event id), without contact data.
 * `funnel_sessions` holds each widget session's state (furthest stage, its key in each breakdown, its
 * bookings); `funnel_daily` and `funnel_daily_revenue` are counters per config, day (the session's first),
 * dimension and key (see funnelRollup.ts), so a report over a year reads a few hundred rows whatever the
 * traffic. The counters are rolled up from the events not yet `rolled` by one roller at a time (the row of
 * `funnel_rollup_lock`), off the visitor's path: the hot counter rows never hold up a funnel post.
 * `provider_faults` counts the provider failures met, per hour.
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
  occurred_at timestamptz NOT NULL,
  rolled boolean NOT NULL DEFAULT false
);
CREATE INDEX funnel_events_unrolled_idx ON funnel_events (id) WHERE NOT rolled;
CREATE TABLE funnel_rollup_lock (id smallint PRIMARY KEY);
INSERT INTO funnel_rollup_lock (id) VALUES (1);
CREATE UNIQUE INDEX funnel_events_event_id_key ON funnel_events (event_id);
CREATE INDEX funnel_events_config_occurred_idx ON funnel_events (config_id, occurred_at);
CREATE INDEX funnel_events_occurred_idx ON funnel_events (occurred_at);

CREATE TABLE funnel_sessions (
  session_id text PRIMARY KEY,
  config_id text NOT NULL,
  day date NOT NULL,
  last_at timestamptz NOT NULL,
  stage smallint NOT NULL,
  product text,
  partner_origin text,
  hosting_mode text,
  language text,
  payment_method text,
  device_class text,
  bookings integer NOT NULL DEFAULT 0,
  revenue_minor bigint NOT NULL DEFAULT 0,
  currency text
);
CREATE INDEX funnel_sessions_last_at_idx ON funnel_sessions (last_at);

CREATE TABLE funnel_daily (
  config_id text NOT NULL,
  day date NOT NULL,
  dimension text NOT NULL,
  key text NOT NULL,
  sessions integer NOT NULL DEFAULT 0,
  reached_contact integer NOT NULL DEFAULT 0,
  reached_payment integer NOT NULL DEFAULT 0,
  paid integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  refusals integer NOT NULL DEFAULT 0,
  PRIMARY KEY (config_id, day, dimension, key)
);
CREATE INDEX funnel_daily_day_idx ON funnel_daily (day);

CREATE TABLE funnel_daily_revenue (
  config_id text NOT NULL,
  day date NOT NULL,
  dimension text NOT NULL,
  key text NOT NULL,
  currency text NOT NULL,
  bookings integer NOT NULL DEFAULT 0,
  amount_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (config_id, day, dimension, key, currency)
);
CREATE INDEX funnel_daily_revenue_day_idx ON funnel_daily_revenue (day);

CREATE TABLE provider_faults (
  provider text NOT NULL,
  hour timestamptz NOT NULL,
  faults integer NOT NULL,
  PRIMARY KEY (provider, hour)
);
`;
