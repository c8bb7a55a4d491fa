-- Commissions held until earned, and clawbacks that leave a visible debt (issue 29 points 1-2,
-- decision 037). Two member ledger accounts join the wallet: 'wallet:held' (net commissions
-- whose order is unpaid or inside the return window) and 'wallet:owed' (never above zero: what
-- the member owes after a reversal took back money already withdrawn). The ledger stays
-- append-only; the state of a held commission lives in earning_holds beside it.

-- When the company had the money (a card or wallet order when it settles, a manual sale when
-- the company confirms it was paid) and when its commissions become withdrawable.
ALTER TABLE orders ADD COLUMN paid_at timestamptz;
ALTER TABLE orders ADD COLUMN release_at timestamptz;
-- Orders settled before holds existed paid their commissions straight to the wallet: they
-- count as paid and released when they settled (a pending manual sale stays unpaid).
UPDATE orders SET paid_at = processed_at, release_at = processed_at
 WHERE processed_at IS NOT NULL AND kind <> 'manual_sale';
UPDATE orders o SET paid_at = s.confirmed_at, release_at = s.confirmed_at
  FROM manual_sales s WHERE s.order_id = o.id AND s.status = 'confirmed';

-- One row per held commission. 'held' until the release job moves its net to the wallet
-- ('released') or a cancellation takes it back ('cancelled'); settled_txn_id is the ledger
-- transaction that did either, so each hold is settled exactly once.
CREATE TABLE earning_holds (
  earning_id     bigint PRIMARY KEY REFERENCES earnings (id),
  member_id      bigint NOT NULL REFERENCES members (id),
  order_id       bigint NOT NULL REFERENCES orders (id),
  net_minor      bigint NOT NULL CHECK (net_minor > 0),
  state          text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'released', 'cancelled')),
  created_at     timestamptz NOT NULL,
  settled_at     timestamptz,
  settled_txn_id bigint REFERENCES ledger_transactions (id),
  CHECK ((state = 'held') = (settled_txn_id IS NULL))
);
CREATE INDEX earning_holds_member_idx ON earning_holds (member_id) WHERE state = 'held';
CREATE INDEX earning_holds_order_idx ON earning_holds (order_id);
CREATE UNIQUE INDEX earning_holds_settled_txn_idx ON earning_holds (settled_txn_id);
-- The release job looks for paid orders whose window has passed.
CREATE INDEX orders_release_idx ON orders (release_at) WHERE release_at IS NOT NULL;

-- Each repayment of a debt: which released or paid earning repaid how much of what was owed.
CREATE TABLE debt_repayments (
  ledger_txn_id     bigint PRIMARY KEY REFERENCES ledger_transactions (id),
  member_id         bigint NOT NULL REFERENCES members (id),
  earning_id        bigint NOT NULL REFERENCES earnings (id),
  amount_minor      bigint NOT NULL CHECK (amount_minor > 0),
  owed_before_minor bigint NOT NULL CHECK (owed_before_minor > 0),
  created_at        timestamptz NOT NULL
);
CREATE INDEX debt_repayments_member_idx ON debt_repayments (member_id, created_at);

-- How a reversal of a commission was settled: from the held part, from the wallet, and how
-- much was left owed because it had been withdrawn already.
CREATE TABLE earning_reversals (
  earning_id          bigint PRIMARY KEY REFERENCES earnings (id),
  reversed_earning_id bigint NOT NULL UNIQUE REFERENCES earnings (id),
  member_id           bigint NOT NULL REFERENCES members (id),
  order_id            bigint REFERENCES orders (id),
  from_held_minor     bigint NOT NULL CHECK (from_held_minor >= 0),
  from_wallet_minor   bigint NOT NULL CHECK (from_wallet_minor >= 0),
  owed_minor          bigint NOT NULL CHECK (owed_minor >= 0),
  created_at          timestamptz NOT NULL
);
CREATE INDEX earning_reversals_member_idx ON earning_reversals (member_id, created_at);

CREATE TRIGGER debt_repayments_append_only BEFORE UPDATE OR DELETE ON debt_repayments
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
CREATE TRIGGER earning_reversals_append_only BEFORE UPDATE OR DELETE ON earning_reversals
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
