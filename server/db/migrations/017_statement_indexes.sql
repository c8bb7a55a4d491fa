-- Issue 16's reads at a million members.
-- A wallet line explains itself by its ledger transaction, and cancelling a sale finds the
-- earnings its commissions wrote the same way: both look earnings up by ledger_txn_id.
CREATE INDEX earnings_ledger_txn_idx ON earnings (ledger_txn_id);

-- The binary statement's orders of a period start from the period's purchases (a day holds a
-- few thousand in a million-member company) rather than from every member of a big leg.
CREATE INDEX volume_records_purchase_time_idx ON volume_records (created_at)
  WHERE type = 'purchase' AND order_id IS NOT NULL;
