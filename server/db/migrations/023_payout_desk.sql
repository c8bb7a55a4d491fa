-- Issue 30 point 2: the payouts queue of the operator desk.

-- Who approved a payout and when. Append-only like the ledger: an approval is a fact, and a
-- payout above the company's threshold needs two of them from two different operators.
CREATE TABLE payout_approvals (
  id          bigserial PRIMARY KEY,
  payout_id   bigint NOT NULL REFERENCES payout_requests (id),
  operator_id bigint NOT NULL REFERENCES members (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payout_id, operator_id)
);
CREATE TRIGGER payout_approvals_append_only BEFORE UPDATE OR DELETE ON payout_approvals
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();

-- A batch: approved payouts the treasury paid together, under the company's own reference.
CREATE TABLE payout_batches (
  id           bigserial PRIMARY KEY,
  reference    text NOT NULL UNIQUE CHECK (length(reference) BETWEEN 1 AND 35),
  operator_id  bigint NOT NULL REFERENCES members (id),
  payout_count integer NOT NULL CHECK (payout_count > 0),
  total_minor  bigint NOT NULL CHECK (total_minor > 0),
  currency     text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_batches_created_idx ON payout_batches (created_at DESC, id DESC);

-- A payout is in at most one batch (the primary key). The destination is copied when the
-- batch is made, so an export shows where the money was sent even after the member changes
-- their bank details.
CREATE TABLE payout_batch_items (
  payout_id      bigint PRIMARY KEY REFERENCES payout_requests (id),
  batch_id       bigint NOT NULL REFERENCES payout_batches (id),
  account_holder text,
  account_number text,
  is_iban        boolean NOT NULL DEFAULT false,
  swift_bic      text
);
CREATE INDEX payout_batch_items_batch_idx ON payout_batch_items (batch_id, payout_id);

CREATE TRIGGER payout_batches_append_only BEFORE UPDATE OR DELETE ON payout_batches
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
CREATE TRIGGER payout_batch_items_append_only BEFORE UPDATE OR DELETE ON payout_batch_items
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();

-- The ledger transaction that settled a payout (paid or rejected), beside the request's own.
ALTER TABLE payout_requests ADD COLUMN settled_ledger_txn_id bigint REFERENCES ledger_transactions (id);

-- The desk's queue: newest first by status (the member's index serves the member's list).
CREATE INDEX payout_requests_status_idx ON payout_requests (status, created_at DESC, id DESC);
CREATE INDEX payout_requests_created_idx ON payout_requests (created_at DESC, id DESC);

CREATE CONSTRAINT TRIGGER payout_approvals_operator_audit AFTER INSERT OR UPDATE OR DELETE ON payout_approvals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER payout_batches_operator_audit AFTER INSERT OR UPDATE OR DELETE ON payout_batches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER payout_batch_items_operator_audit AFTER INSERT OR UPDATE OR DELETE ON payout_batch_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
