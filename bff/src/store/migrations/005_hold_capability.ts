/**
 * A hold belongs to whoever made it: the reservation keeps the SHA-256 of the hold token reserve
 * answered (never the token), and the client it was made for (a hash of its address) so live holds can
 * be counted per client. Payments: the idempotency key is unique per provider, so one provider's row
 * never overwrites another's, and a reservation has at most one live (initiated or pending) payment,
 * whatever the provider, e-mail or method.
 */
export const sql = `
ALTER TABLE reservations ADD COLUMN hold_token_hash text;
ALTER TABLE reservations ADD COLUMN client_key text;
CREATE INDEX reservations_client_live_idx ON reservations (client_key, expires_at)
  WHERE status = 'reserved' AND client_key IS NOT NULL;

ALTER TABLE payments DROP CONSTRAINT payments_config_key_key;
ALTER TABLE payments ADD CONSTRAINT payments_config_provider_key_key
  UNIQUE (config_id, provider, idempotency_key);
CREATE UNIQUE INDEX payments_live_reservation_idx ON payments (config_id, reservation_code)
  WHERE status IN ('initiated', 'pending');
`;
