/**
 * Live holds are counted per widget session as well as per client address: the reservation keeps the
 * session id the widget sent with reserve.
 */
export const sql = `
ALTER TABLE reservations ADD COLUMN session_key text;
CREATE INDEX reservations_session_live_idx ON reservations (session_key, expires_at)
  WHERE status = 'reserved' AND session_key IS NOT NULL;
`;
