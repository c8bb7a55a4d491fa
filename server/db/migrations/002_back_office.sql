-- The rest of the back office: orders, binary history, rank criteria, payouts' settings,
-- KYC, mail, content and demo requests.

ALTER TABLE members ADD COLUMN deleted_at timestamptz;
ALTER TABLE members ADD COLUMN binary_first_pair_done boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN active_until timestamptz;

CREATE TABLE addresses (
  id               bigserial PRIMARY KEY,
  member_id        bigint NOT NULL REFERENCES members (id),
  first_name       text NOT NULL,
  last_name        text,
  company          text,
  address_1        text NOT NULL,
  address_2        text,
  city             text NOT NULL,
  postcode         text,
  email            text,
  phone            text,
  country_id       integer REFERENCES countries (id),
  zone_id          integer REFERENCES zones (id),
  store_address_id integer
);
CREATE INDEX addresses_member_idx ON addresses (member_id);

CREATE TABLE orders (
  id                  bigserial PRIMARY KEY,
  member_id           bigint NOT NULL REFERENCES members (id),
  invoice_no          text NOT NULL UNIQUE,
  kind                text NOT NULL CHECK (kind IN ('joining', 'upgrade', 'renewal', 'repurchase')),
  status              text NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'cancelled', 'refunded')),
  total_minor         bigint NOT NULL CHECK (total_minor >= 0),
  total_bv            numeric(14, 2) NOT NULL DEFAULT 0,
  payment_method      text NOT NULL,
  billing_address_id  bigint REFERENCES addresses (id),
  shipping_address_id bigint REFERENCES addresses (id),
  processed_at        timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_member_idx ON orders (member_id, created_at DESC, id DESC);

CREATE TABLE order_lines (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES orders (id),
  package_id  integer REFERENCES packages (id),
  sku         text NOT NULL,
  name        text NOT NULL,
  price_minor bigint NOT NULL,
  bv          numeric(14, 2) NOT NULL DEFAULT 0,
  expiry_days integer,
  image       text,
  quantity    integer NOT NULL DEFAULT 1 CHECK (quantity > 0)
);
CREATE INDEX order_lines_order_idx ON order_lines (order_id);

ALTER TABLE volume_records ADD COLUMN order_id bigint REFERENCES orders (id);

-- One row per binary pairing run for a member (spec §3 binary history entry).
CREATE TABLE binary_history (
  id                    bigserial PRIMARY KEY,
  member_id             bigint NOT NULL REFERENCES members (id),
  from_member_id        bigint REFERENCES members (id),
  order_id              bigint REFERENCES orders (id),
  leg                   char(1) CHECK (leg IN ('L', 'R')),
  pv_added              numeric(14, 2) NOT NULL DEFAULT 0,
  pv_deducted_left      numeric(14, 2) NOT NULL DEFAULT 0,
  pv_deducted_right     numeric(14, 2) NOT NULL DEFAULT 0,
  total_left            numeric(14, 2) NOT NULL DEFAULT 0,
  total_right           numeric(14, 2) NOT NULL DEFAULT 0,
  carry_left            numeric(14, 2) NOT NULL DEFAULT 0,
  carry_right           numeric(14, 2) NOT NULL DEFAULT 0,
  bonus_generated_minor bigint NOT NULL DEFAULT 0,
  bonus_to_pay_minor    bigint NOT NULL DEFAULT 0,
  capping_limit_minor   bigint,
  period_key            text NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX binary_history_member_idx ON binary_history (member_id, created_at DESC, id DESC);
CREATE INDEX binary_history_period_idx ON binary_history (member_id, period_key);

-- Rank criteria (spec §3 rank data: licensedLegCount, licensedDownlineCount, salesVolume,
-- downlineRankRequirements) and the history of ranks achieved.
ALTER TABLE ranks ADD COLUMN type text NOT NULL DEFAULT 'criteria';
ALTER TABLE ranks ADD COLUMN licensed_leg_count integer NOT NULL DEFAULT 0;
ALTER TABLE ranks ADD COLUMN licensed_downline_count integer NOT NULL DEFAULT 0;
ALTER TABLE ranks ADD COLUMN sales_volume numeric(14, 2) NOT NULL DEFAULT 0;
ALTER TABLE ranks ADD COLUMN downline_rank_id integer REFERENCES ranks (id);
ALTER TABLE ranks ADD COLUMN downline_rank_count integer NOT NULL DEFAULT 0;

CREATE TABLE rank_history (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members (id),
  rank_id     integer NOT NULL REFERENCES ranks (id),
  bonus_minor bigint NOT NULL DEFAULT 0,
  achieved_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rank_history_member_idx ON rank_history (member_id, achieved_at DESC, id DESC);

ALTER TABLE payout_requests ADD COLUMN payment_method text NOT NULL DEFAULT 'bank_transfer';
ALTER TABLE payout_requests ADD COLUMN note text;

CREATE TABLE kyc_categories (
  id          serial PRIMARY KEY,
  name        text NOT NULL,
  description text,
  sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE kyc_documents (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members (id),
  category_id integer NOT NULL REFERENCES kyc_categories (id),
  status      text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason      text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_documents_member_idx ON kyc_documents (member_id, created_at DESC, id DESC);

CREATE TABLE kyc_files (
  id           bigserial PRIMARY KEY,
  document_id  bigint NOT NULL REFERENCES kyc_documents (id) ON DELETE CASCADE,
  file_name    text NOT NULL,
  stored_name  text NOT NULL,
  mime_type    text NOT NULL,
  size_bytes   integer NOT NULL
);
CREATE INDEX kyc_files_document_idx ON kyc_files (document_id);

-- Mail between a member and the company's support desk (sender/recipient null = support).
CREATE TABLE mail_threads (
  id         bigserial PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members (id),
  subject    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_threads_member_idx ON mail_threads (member_id, updated_at DESC, id DESC);

CREATE TABLE mail_messages (
  id           bigserial PRIMARY KEY,
  thread_id    bigint NOT NULL REFERENCES mail_threads (id),
  sender_id    bigint REFERENCES members (id),
  recipient_id bigint REFERENCES members (id),
  body         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz
);
CREATE INDEX mail_messages_thread_idx ON mail_messages (thread_id, created_at, id);

-- Articles, videos, learnings, FAQs, notices and promotional links.
CREATE TABLE content_items (
  id            bigserial PRIMARY KEY,
  kind          text NOT NULL CHECK (kind IN ('article', 'video', 'learning', 'faq', 'notice', 'link')),
  title         text NOT NULL,
  description   text,
  content       text,
  url           text,
  image_preview text,
  language      text NOT NULL DEFAULT 'en',
  published     boolean NOT NULL DEFAULT true,
  sort_order    integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_items_kind_idx ON content_items (kind, updated_at DESC, id DESC);

CREATE TABLE events (
  id            bigserial PRIMARY KEY,
  title         text NOT NULL,
  venue         text,
  about         text,
  image_preview text,
  tag           text,
  start_date    timestamptz NOT NULL,
  end_date      timestamptz,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_start_idx ON events (start_date, id);

CREATE TABLE industries (
  id   serial PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE demo_requests (
  id                bigserial PRIMARY KEY,
  name              text NOT NULL,
  email             text NOT NULL,
  mobile            text NOT NULL,
  platform          text NOT NULL,
  country_id        integer REFERENCES countries (id),
  industry_id       integer REFERENCES industries (id),
  compensation_plan text,
  created_at        timestamptz NOT NULL DEFAULT now()
);
