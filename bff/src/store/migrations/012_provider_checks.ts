/**
 * When a payment's status was last asked of its provider on a visitor's behalf: the status route asks at
 * most once per interval per payment, however many instances serve the polls.
 */
export const sql = `
ALTER TABLE payments ADD COLUMN provider_checked_at timestamptz;
`;
