/**
 * Seats are bounded per departure and per session, not only holds: a reservation keeps how many seats
 * (passengers) its hold takes; holds made before this count as none. Support reads how all the holds of a
 * client or session ended, and metrics how the last day's holds did, so those are indexed too.
 */
export const sql = `
ALTER TABLE reservations ADD COLUMN seats integer NOT NULL DEFAULT 0 CHECK (seats >= 0);
CREATE INDEX reservations_departure_live_idx ON reservations (config_id, activity_id, date, start_time_id)
  WHERE status = 'reserved';
CREATE INDEX reservations_client_idx ON reservations (client_key) WHERE client_key IS NOT NULL;
CREATE INDEX reservations_session_idx ON reservations (session_key) WHERE session_key IS NOT NULL;
CREATE INDEX reservations_created_idx ON reservations (created_at);
`;
