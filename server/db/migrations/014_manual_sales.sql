-- Manual sales (issue 14 point 4): a member records a sale to their own customer; it is a real
-- order that the compensation engine settles like any other, and cancelling it writes
-- compensating rows (never deletes).

-- What the company sells besides packages: the store catalogue.
CREATE TABLE products (
  id          serial PRIMARY KEY,
  sku         text NOT NULL UNIQUE,
  name        text NOT NULL,
  status      smallint NOT NULL DEFAULT 1,
  price_minor bigint NOT NULL CHECK (price_minor >= 0),
  bv          numeric(14, 2) NOT NULL DEFAULT 0 CHECK (bv >= 0),
  image       text,
  description text,
  sort_order  integer NOT NULL DEFAULT 0
);

ALTER TABLE order_lines ADD COLUMN product_id integer REFERENCES products (id);

ALTER TABLE orders DROP CONSTRAINT orders_kind_check;
ALTER TABLE orders ADD CONSTRAINT orders_kind_check
  CHECK (kind IN ('joining', 'upgrade', 'renewal', 'repurchase', 'manual_sale'));

-- Which order a commission came from, so a cancelled sale's bonuses can be reversed exactly.
ALTER TABLE ledger_transactions ADD COLUMN order_id bigint REFERENCES orders (id);
CREATE INDEX ledger_transactions_order_idx ON ledger_transactions (order_id)
  WHERE order_id IS NOT NULL;
CREATE INDEX volume_records_order_idx ON volume_records (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX binary_history_order_idx ON binary_history (order_id) WHERE order_id IS NOT NULL;

-- A member's own customers: nobody else sees them.
CREATE TABLE customers (
  id         bigserial PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members (id),
  name       text NOT NULL,
  email      text,
  phone      text,
  address    text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_member_idx ON customers (member_id, lower(name), id);

CREATE TABLE manual_sales (
  id             bigserial PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members (id),
  customer_id    bigint NOT NULL REFERENCES customers (id),
  order_id       bigint NOT NULL UNIQUE REFERENCES orders (id),
  status         text NOT NULL DEFAULT 'pending'
                 CHECK (status IN ('pending', 'confirmed', 'cancelled')),
  payment_method text NOT NULL CHECK (payment_method IN ('cash', 'bank_transfer', 'card_on_delivery')),
  total_minor    bigint NOT NULL CHECK (total_minor >= 0),
  total_bv       numeric(14, 2) NOT NULL,
  -- The CV the engine credited, so a cancellation takes back exactly that.
  total_cv       numeric(14, 2) NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  confirmed_at   timestamptz,
  cancelled_at   timestamptz
);
CREATE INDEX manual_sales_member_idx ON manual_sales (member_id, created_at DESC, id DESC);
CREATE INDEX manual_sales_customer_idx ON manual_sales (customer_id);
