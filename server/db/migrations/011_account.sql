-- Account settings (issue 12): the member's profile and address, bank details, payout method,
-- notification choices, FAQs, where a member is signed in, and the codes that confirm a new
-- email, a new phone or a forgotten wallet password.

ALTER TABLE members ADD COLUMN date_of_birth date;
ALTER TABLE members ADD COLUMN gender text CHECK (gender IN ('female', 'male', 'other'));
ALTER TABLE members ADD COLUMN address_1 text;
ALTER TABLE members ADD COLUMN address_2 text;
ALTER TABLE members ADD COLUMN city text;
ALTER TABLE members ADD COLUMN country_id integer REFERENCES countries (id);
ALTER TABLE members ADD COLUMN zone_id integer REFERENCES zones (id);
ALTER TABLE members ADD COLUMN postcode text;
-- The payout method: 'bank_transfer' (the bank details below) or 'paypal' (its address).
ALTER TABLE members ADD COLUMN payout_method text CHECK (payout_method IN ('bank_transfer', 'paypal'));
ALTER TABLE members ADD COLUMN paypal_email text;

-- One bank record per member. The number is kept whole (the company pays to it); the API
-- only ever answers its last four characters.
CREATE TABLE member_bank_accounts (
  member_id      bigint PRIMARY KEY REFERENCES members (id),
  account_holder text NOT NULL,
  bank_name      text NOT NULL,
  branch         text,
  account_number text NOT NULL,
  is_iban        boolean NOT NULL,
  swift_bic      text,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- A row per event the member has switched away from the default (every channel on).
CREATE TABLE notification_preferences (
  member_id bigint NOT NULL REFERENCES members (id),
  event     text NOT NULL,
  email     boolean NOT NULL,
  in_app    boolean NOT NULL,
  PRIMARY KEY (member_id, event)
);

CREATE TABLE faqs (
  id         serial PRIMARY KEY,
  language   text NOT NULL,
  category   text NOT NULL,
  question   text NOT NULL,
  answer     text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX faqs_language_idx ON faqs (language, category, sort_order);

-- Where the member is signed in: the browser that asked, from where, and when it last did.
ALTER TABLE auth_tokens ADD COLUMN user_agent text;
ALTER TABLE auth_tokens ADD COLUMN ip text;
ALTER TABLE auth_tokens ADD COLUMN last_used_at timestamptz;

ALTER TABLE otp_codes DROP CONSTRAINT IF EXISTS otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check
  CHECK (purpose IN ('login', 'reset', 'signup', 'signup2', 'email_change', 'phone_change', 'wallet_reset'));
