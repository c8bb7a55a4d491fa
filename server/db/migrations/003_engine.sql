-- The compensation engine (issue 3 points 2-3): slot integrity for binary placement and the
-- ROI runs' idempotency record.

-- Two signups racing for one binary slot: the loser fails instead of both sitting there.
-- Matrix and unilevel children carry no position, so the index ignores them.
CREATE UNIQUE INDEX members_binary_slot_idx ON members (parent_id, position)
  WHERE position IS NOT NULL;

-- One ROI payment per member per period: the primary key makes a second run in the same
-- period a no-op. A package purchase is identified by (package_id, purchased_at), so the
-- cap counts what that purchase has earned and a new purchase starts from zero.
CREATE TABLE roi_payouts (
  member_id    bigint NOT NULL REFERENCES members (id),
  period_key   text NOT NULL,
  package_id   integer NOT NULL REFERENCES packages (id),
  purchased_at timestamptz NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  earning_id   bigint REFERENCES earnings (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, period_key)
);
CREATE INDEX roi_payouts_purchase_idx ON roi_payouts (member_id, package_id, purchased_at);
