-- Core of the back office: company, reference data, members with their genealogy,
-- sessions, volumes, earnings, the ledger and payouts. Later migrations add to it.

CREATE TABLE settings (
  key   text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE company (
  id            smallint PRIMARY KEY CHECK (id = 1),
  name          text NOT NULL,
  email         text NOT NULL,
  support_email text,
  phone         text,
  logo          text,
  logo_small    text,
  is_demo       boolean NOT NULL DEFAULT false,
  demo_info     jsonb
);

CREATE TABLE currencies (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  code           text NOT NULL UNIQUE,
  symbol         text NOT NULL,
  symbol_position char(1) NOT NULL CHECK (symbol_position IN ('L', 'R')),
  decimal_place  smallint NOT NULL CHECK (decimal_place BETWEEN 0 AND 8),
  value          numeric(18, 8) NOT NULL CHECK (value > 0),
  is_default     boolean NOT NULL DEFAULT false
);

CREATE TABLE languages (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  code        text NOT NULL UNIQUE,
  native_name text NOT NULL,
  is_default  boolean NOT NULL DEFAULT false
);

CREATE TABLE countries (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  iso_code_2 char(2) NOT NULL UNIQUE,
  iso_code_3 char(3) NOT NULL,
  phone_code text NOT NULL,
  is_default boolean NOT NULL DEFAULT false
);

CREATE TABLE zones (
  id         serial PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries (id),
  name       text NOT NULL,
  code       text NOT NULL
);
CREATE INDEX zones_country_idx ON zones (country_id);

CREATE TABLE stores (
  id      serial PRIMARY KEY,
  name    text NOT NULL,
  address text,
  url     text
);

CREATE TABLE packages (
  id           serial PRIMARY KEY,
  name         text NOT NULL,
  status       smallint NOT NULL DEFAULT 1,
  sku          text NOT NULL UNIQUE,
  sort_order   integer NOT NULL DEFAULT 0,
  price_minor  bigint NOT NULL CHECK (price_minor >= 0),
  bv           integer NOT NULL DEFAULT 0,
  expiry_days  integer,
  image        text,
  description  text,
  max_levels   integer,
  direct_bonus numeric(7, 4) NOT NULL DEFAULT 0,
  roi_bonus    numeric(7, 4) NOT NULL DEFAULT 0
);

CREATE TABLE ranks (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  icon        text,
  bonus_minor bigint NOT NULL DEFAULT 0,
  sort_order  integer NOT NULL
);

-- The genealogy: `path` is the materialised placement path ("<id36>." per ancestor, root
-- first) in the "C" collation, so a subtree is one btree range scan (DESIGN §3).
CREATE TABLE members (
  id                   bigserial PRIMARY KEY,
  username             text NOT NULL,
  email                text NOT NULL,
  mobile_code          text,
  mobile               text,
  first_name           text NOT NULL,
  last_name            text,
  avatar               text,
  password_hash        text NOT NULL,
  wallet_password_hash text,
  role_id              smallint NOT NULL DEFAULT 3 CHECK (role_id IN (1, 2, 3)),
  status               smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  user_allowed         boolean NOT NULL DEFAULT true,
  sponsor_id           bigint REFERENCES members (id),
  parent_id            bigint REFERENCES members (id),
  position             char(1) CHECK (position IN ('L', 'R')),
  default_leg          char(1) NOT NULL DEFAULT 'L' CHECK (default_leg IN ('L', 'R')),
  path                 text COLLATE "C" NOT NULL,
  depth                integer NOT NULL,
  joined_at            timestamptz NOT NULL DEFAULT now(),
  package_id           integer REFERENCES packages (id),
  package_purchased_at timestamptz,
  package_expires_at   timestamptz,
  rank_id              integer REFERENCES ranks (id),
  rank_achieved_at     timestamptz,
  language             text NOT NULL DEFAULT 'en',
  currency             text NOT NULL DEFAULT 'USD',
  date_format          text NOT NULL DEFAULT 'M d, Y',
  customer_id          text,
  pv                   numeric(14, 2) NOT NULL DEFAULT 0,
  tv                   numeric(14, 2) NOT NULL DEFAULT 0,
  cv                   numeric(14, 2) NOT NULL DEFAULT 0,
  left_points          numeric(14, 2) NOT NULL DEFAULT 0,
  right_points         numeric(14, 2) NOT NULL DEFAULT 0,
  left_carry           numeric(14, 2) NOT NULL DEFAULT 0,
  right_carry          numeric(14, 2) NOT NULL DEFAULT 0,
  left_count           integer NOT NULL DEFAULT 0,
  right_count          integer NOT NULL DEFAULT 0,
  downline_count       integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX members_username_idx ON members (lower(username));
CREATE UNIQUE INDEX members_email_idx ON members (lower(email));
CREATE INDEX members_mobile_idx ON members (mobile_code, mobile);
CREATE INDEX members_path_idx ON members (path);
CREATE INDEX members_parent_idx ON members (parent_id, position);
CREATE INDEX members_sponsor_idx ON members (sponsor_id);
CREATE INDEX members_joined_idx ON members (joined_at DESC, id DESC);

-- Bearer tokens are stored only as a SHA-256 digest, so a database leak yields no live token.
CREATE TABLE auth_tokens (
  id           bigserial PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members (id),
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX auth_tokens_member_idx ON auth_tokens (member_id);

CREATE TABLE volume_records (
  id             bigserial PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members (id),
  from_member_id bigint REFERENCES members (id),
  type           text NOT NULL,
  pv             numeric(14, 2) NOT NULL DEFAULT 0,
  tv             numeric(14, 2) NOT NULL DEFAULT 0,
  total_pv       numeric(14, 2) NOT NULL DEFAULT 0,
  total_tv       numeric(14, 2) NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX volume_records_member_idx ON volume_records (member_id, created_at DESC, id DESC);

-- Double-entry ledger in integer minor units of the base currency. Every transaction's
-- entries sum to zero; a wallet balance is the sum of its account's entries.
CREATE TABLE ledger_transactions (
  id             bigserial PRIMARY KEY,
  txn_group      text NOT NULL,
  txn_type       text NOT NULL,
  txn_key        text NOT NULL,
  member_id      bigint REFERENCES members (id),
  from_member_id bigint REFERENCES members (id),
  level          integer,
  rank_id        integer REFERENCES ranks (id),
  memo           text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_member_idx ON ledger_transactions (member_id, created_at DESC, id DESC);

CREATE TABLE ledger_entries (
  id             bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account        text NOT NULL,
  member_id      bigint REFERENCES members (id),
  amount_minor   bigint NOT NULL CHECK (amount_minor <> 0)
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account, member_id);
CREATE INDEX ledger_entries_txn_idx ON ledger_entries (transaction_id);

CREATE TABLE earnings (
  id                   bigserial PRIMARY KEY,
  member_id            bigint NOT NULL REFERENCES members (id),
  from_member_id       bigint REFERENCES members (id),
  bonus_type           text NOT NULL,
  amount_minor         bigint NOT NULL,
  tax_minor            bigint NOT NULL DEFAULT 0,
  service_charge_minor bigint NOT NULL DEFAULT 0,
  level                integer,
  rank_id              integer REFERENCES ranks (id),
  ledger_txn_id        bigint REFERENCES ledger_transactions (id),
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX earnings_member_idx ON earnings (member_id, created_at DESC, id DESC);

CREATE TABLE payout_requests (
  id            bigserial PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members (id),
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor     bigint NOT NULL DEFAULT 0,
  status        text NOT NULL CHECK (status IN ('pending', 'approved', 'paid', 'rejected')),
  ledger_txn_id bigint REFERENCES ledger_transactions (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_requests_member_idx ON payout_requests (member_id, created_at DESC, id DESC);

CREATE TABLE notifications (
  id         bigserial PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members (id),
  kind       text NOT NULL CHECK (kind IN ('order', 'payout', 'message')),
  title      text NOT NULL,
  body       text,
  ref_id     bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at    timestamptz
);
CREATE INDEX notifications_member_idx ON notifications (member_id, read_at);
