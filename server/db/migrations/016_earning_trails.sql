-- The computation trail of every earning (issue 16): what produced it, written by the engine in
-- the same transaction as the earning and its ledger entry, and by the seed with the same domain
-- builders. Append-only like the ledger: a reversal is a new earning with its own trail.
CREATE TABLE earning_trails (
  earning_id             bigint PRIMARY KEY REFERENCES earnings (id),
  member_id              bigint NOT NULL REFERENCES members (id),
  bonus_type             text NOT NULL,
  -- One document per bonus type (contract/earning-trail.ts trailRuleSchema).
  rule                   jsonb NOT NULL,
  -- What the rule applied to, in minor units (a volume point is one currency unit).
  base_minor             bigint NOT NULL,
  -- Before the cap (binary, ROI); equal to gross_minor otherwise.
  generated_minor        bigint NOT NULL,
  gross_minor            bigint NOT NULL,
  tax_percent            numeric(7, 4) NOT NULL,
  service_charge_percent numeric(7, 4) NOT NULL,
  tax_minor              bigint NOT NULL,
  service_charge_minor   bigint NOT NULL,
  net_minor              bigint NOT NULL,
  -- The orders and members behind it (contract/earning-trail.ts trailSourceSchema[]).
  sources                jsonb NOT NULL,
  period_key             text,
  ledger_txn_id          bigint NOT NULL REFERENCES ledger_transactions (id),
  created_at             timestamptz NOT NULL
);
CREATE INDEX earning_trails_member_idx ON earning_trails (member_id, created_at DESC);
CREATE UNIQUE INDEX earning_trails_txn_idx ON earning_trails (ledger_txn_id);

CREATE TRIGGER earning_trails_append_only BEFORE UPDATE OR DELETE ON earning_trails
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
