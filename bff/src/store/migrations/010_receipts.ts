/**
 * Receipts: the success pages read a paid booking back by its receipt key (the hash of the hold's token),
 * and the booking data stored for its payment.
 */
export const sql = `
CREATE INDEX reservations_hold_token_hash_idx ON reservations (hold_token_hash)
  WHERE hold_token_hash IS NOT NULL;
CREATE INDEX payment_initiations_payment_idx ON payment_initiations (payment_id, updated_at);
`;
