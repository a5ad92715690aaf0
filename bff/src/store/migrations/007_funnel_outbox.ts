/**
 * Funnel rows for Google Sheets travel through the outbox. An event id makes a row's delivery idempotent:
 * the same event is queued once (unique), and written into the sheet beside the row so a retry after a crash
 * can see it already landed. Expression indexes serve the support API (a session's funnel events) and the
 * newsletter duplicate check (an e-mail already signed up for a config).
 */
export const sql = `
ALTER TABLE outbox ADD COLUMN event_id text;
CREATE UNIQUE INDEX outbox_event_id_key ON outbox (event_id) WHERE event_id IS NOT NULL;
CREATE INDEX outbox_topic_status_idx ON outbox (topic, status, id);
CREATE INDEX outbox_session_idx ON outbox ((payload->>'sessionId')) WHERE payload ? 'sessionId';
CREATE INDEX outbox_newsletter_email_idx ON outbox ((payload->>'configId'), (lower(payload->>'email')))
  WHERE topic = 'sheets.append' AND payload->>'sheet' = 'Newsletter';
`;
