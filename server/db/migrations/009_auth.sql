-- Authentication, onboarding and demo mode (issue 4): one-time codes, rate-limit counters,
-- signups waiting for verification or payment, store (SSO) tokens and the demo flags.

-- A signup lives here until its codes are confirmed (and its joining fee paid); only then does
-- the engine place it, so an unverified signup never shows in anyone's genealogy. The key the
-- client holds is random and only its digest is stored.
CREATE TABLE pending_signups (
  id                 bigserial PRIMARY KEY,
  key_hash           text NOT NULL UNIQUE,
  sponsor_id         bigint NOT NULL REFERENCES members (id),
  added_by_id        bigint REFERENCES members (id),
  placement_id       bigint REFERENCES members (id),
  position           char(1) CHECK (position IN ('L', 'R')),
  username           text NOT NULL,
  email              text NOT NULL,
  mobile_code        text,
  mobile             text,
  first_name         text NOT NULL,
  last_name          text,
  password_hash      text NOT NULL,
  country_id         integer REFERENCES countries (id),
  zone_id            integer NOT NULL REFERENCES zones (id),
  city               text NOT NULL,
  address            text NOT NULL,
  postcode           text NOT NULL,
  language           text NOT NULL DEFAULT 'en',
  needs_otp          boolean NOT NULL,
  needs_otp2         boolean NOT NULL DEFAULT false,
  fee_minor          bigint CHECK (fee_minor > 0),
  fee_currency       text,
  fee_package_id     integer REFERENCES packages (id),
  payment_provider   text,
  payment_session_id text UNIQUE,
  verified_at        timestamptz,
  paid_at            timestamptz,
  member_id          bigint REFERENCES members (id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  expires_at         timestamptz NOT NULL
);
CREATE INDEX pending_signups_username_idx ON pending_signups (lower(username)) WHERE member_id IS NULL;
CREATE INDEX pending_signups_email_idx ON pending_signups (lower(email)) WHERE member_id IS NULL;
CREATE INDEX pending_signups_mobile_idx ON pending_signups (mobile_code, mobile) WHERE member_id IS NULL;

-- One-time codes: only an HMAC of the code under a per-row salt is stored. A code is bound to
-- its purpose and to one account (a member, or a pending signup), used once, dead after its
-- expiry or after 5 wrong tries.
CREATE TABLE otp_codes (
  id          bigserial PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('login', 'reset', 'signup', 'signup2')),
  member_id   bigint REFERENCES members (id),
  signup_id   bigint REFERENCES pending_signups (id) ON DELETE CASCADE,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  destination text NOT NULL,
  salt        text NOT NULL,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  CHECK ((member_id IS NULL) <> (signup_id IS NULL))
);
CREATE INDEX otp_codes_member_idx ON otp_codes (member_id, purpose, created_at DESC) WHERE member_id IS NOT NULL;
CREATE INDEX otp_codes_signup_idx ON otp_codes (signup_id, purpose, created_at DESC) WHERE signup_id IS NOT NULL;

-- Rate-limit hits, shared by every API process: one row per counted attempt. The subject is a
-- digest (of an IP address or an account identifier), so the table holds no personal data.
CREATE TABLE rate_limit_hits (
  id      bigserial PRIMARY KEY,
  bucket  text NOT NULL,
  subject text NOT NULL,
  at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_idx ON rate_limit_hits (bucket, subject, at);

-- Store single sign-on: a one-time SSO ticket from login is exchanged for a short-lived
-- store token; both are signed and listed here by their id so they can be revoked.
CREATE TABLE store_tokens (
  jti        text PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members (id),
  kind       text NOT NULL CHECK (kind IN ('sso', 'store')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  revoked_at timestamptz
);
CREATE INDEX store_tokens_member_idx ON store_tokens (member_id, kind);

-- Signing keys created on first use when the environment gives none (STORE_TOKEN_SECRET).
CREATE TABLE server_secrets (
  name       text PRIMARY KEY,
  secret     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Demo mode: the company's master demo account, and the store that is the default in demo mode.
ALTER TABLE members ADD COLUMN is_master_demo boolean NOT NULL DEFAULT false;
ALTER TABLE stores ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
