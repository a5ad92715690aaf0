/**
 * Seats are bounded per departure and per session, not only holds: a reservation keeps how many seats
 * (passengers) its hold takes. Holds made before this count as none.
 */
export const sql = `
ALTER TABLE reservations ADD COLUMN seats integer NOT NULL DEFAULT 0 CHECK (seats >= 0);
CREATE INDEX reservations_departure_live_idx ON reservations (config_id, activity_id, date, start_time_id)
  WHERE status = 'reserved';
`;
