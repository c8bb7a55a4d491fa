-- Money destinations are guarded (issue 27). When the member last pointed payouts somewhere
-- new (another method, PayPal address or bank account): payouts to it wait out the company's
-- cooling-off from then. Rows of members who never changed it stay NULL and are not held.
ALTER TABLE members ADD COLUMN payout_destination_changed_at timestamptz;

-- The code that lets the owner unlock an account locked by wrong passwords.
ALTER TABLE otp_codes DROP CONSTRAINT IF EXISTS otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check
  CHECK (purpose IN ('login', 'reset', 'signup', 'signup2', 'email_change', 'phone_change', 'wallet_reset', 'account_unlock'));
