-- Running totals kept beside the ledger (decision 008). The ledger stays the truth: these
-- rows are written by statement triggers in the same transaction as the entries and
-- earnings they sum, so they can never disagree with them, and they are rebuilt here from
-- whatever a database already holds. They spare the dashboard and the genealogy from
-- summing tens of thousands of entries for a leader on every request.

-- Per member, account and UTC day: money in and out.
CREATE TABLE ledger_daily (
  member_id    bigint NOT NULL REFERENCES members (id),
  account      text NOT NULL,
  day          date NOT NULL,
  credit_minor bigint NOT NULL DEFAULT 0,
  debit_minor  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, account, day)
);

-- Per member: lifetime earnings (gross), as the earnings table sums them.
CREATE TABLE earning_totals (
  member_id    bigint PRIMARY KEY REFERENCES members (id),
  total_minor  bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION ledger_entries_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily AS d (member_id, account, day, credit_minor, debit_minor)
  SELECT n.member_id, n.account, (t.created_at AT TIME ZONE 'UTC')::date,
         sum(greatest(n.amount_minor, 0)), sum(greatest(-n.amount_minor, 0))
    FROM new_rows n
    JOIN ledger_transactions t ON t.id = n.transaction_id
   WHERE n.member_id IS NOT NULL
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3
  ON CONFLICT (member_id, account, day) DO UPDATE
     SET credit_minor = d.credit_minor + excluded.credit_minor,
         debit_minor = d.debit_minor + excluded.debit_minor;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_entries_summary AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_summarise();

CREATE FUNCTION earnings_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO earning_totals AS e (member_id, total_minor)
  SELECT member_id, sum(amount_minor) FROM new_rows GROUP BY 1 ORDER BY 1
  ON CONFLICT (member_id) DO UPDATE SET total_minor = e.total_minor + excluded.total_minor;
  RETURN NULL;
END $$;

CREATE TRIGGER earnings_summary AFTER INSERT ON earnings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION earnings_summarise();

-- The seed loads with session_replication_role = replica (no foreign-key triggers); the
-- totals must still be kept then.
ALTER TABLE ledger_entries ENABLE ALWAYS TRIGGER ledger_entries_summary;

ALTER TABLE earnings ENABLE ALWAYS TRIGGER earnings_summary;

-- The ledger and the earnings are append-only: a correction is a new entry, never an edit.
CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();

CREATE TRIGGER earnings_append_only BEFORE UPDATE OR DELETE ON earnings
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();

INSERT INTO ledger_daily (member_id, account, day, credit_minor, debit_minor)
SELECT n.member_id, n.account, (t.created_at AT TIME ZONE 'UTC')::date,
       sum(greatest(n.amount_minor, 0)), sum(greatest(-n.amount_minor, 0))
  FROM ledger_entries n
  JOIN ledger_transactions t ON t.id = n.transaction_id
 WHERE n.member_id IS NOT NULL
 GROUP BY 1, 2, 3;

INSERT INTO earning_totals (member_id, total_minor)
SELECT member_id, sum(amount_minor) FROM earnings GROUP BY 1;
