-- Issue 30: the company's operators (role 1) and the audit of what they do.

-- What an operator may do, one row per permission; an operator without a row may sign in
-- and see the desk, but every queue answers 403. Checked on the server for every call.
CREATE TABLE operator_permissions (
  member_id  bigint NOT NULL REFERENCES members (id),
  permission text NOT NULL
             CHECK (permission IN ('kyc', 'payouts', 'support', 'sales', 'content', 'settings',
                                   'members', 'audit')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, permission)
);

-- Every operator action: who, when, what, before and after, from which address. Append-only
-- like the ledger. tx_id is the writing transaction, so the check below can find the row.
CREATE TABLE operator_audit (
  id           bigserial PRIMARY KEY,
  operator_id  bigint NOT NULL REFERENCES members (id),
  action       text NOT NULL,
  subject_type text NOT NULL,
  subject_id   text,
  before       jsonb,
  after        jsonb,
  reason       text,
  address      text NOT NULL,
  tx_id        bigint NOT NULL DEFAULT txid_current(),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_created_idx ON operator_audit (created_at DESC, id DESC);
CREATE INDEX operator_audit_tx_idx ON operator_audit (tx_id);
CREATE INDEX operator_audit_subject_idx ON operator_audit (subject_type, subject_id, created_at DESC);
CREATE INDEX operator_audit_operator_idx ON operator_audit (operator_id, created_at DESC, id DESC);

CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();

-- An operator's transaction says who it is (SET LOCAL app.operator_id); at commit, any row
-- it wrote in a table below needs an audit row of the same transaction, or nothing commits.
-- So an operator action that forgot its audit row fails instead of leaving no trail.
-- The WHEN clause of a constraint trigger runs at once, so a member's or the engine's writes
-- queue no check at all; only an operator's transaction pays for it.
CREATE FUNCTION operator_writes() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.operator_id', true), '') <> ''
$$;

CREATE FUNCTION require_operator_audit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF operator_writes() AND NOT EXISTS (SELECT 1 FROM operator_audit WHERE tx_id = txid_current()) THEN
    RAISE EXCEPTION 'an operator change to % has no audit row in its transaction', TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER members_operator_audit AFTER INSERT OR UPDATE OR DELETE ON members
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER auth_tokens_operator_audit AFTER INSERT OR UPDATE OR DELETE ON auth_tokens
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER kyc_documents_operator_audit AFTER INSERT OR UPDATE OR DELETE ON kyc_documents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER payout_requests_operator_audit AFTER INSERT OR UPDATE OR DELETE ON payout_requests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER ledger_transactions_operator_audit AFTER INSERT OR UPDATE OR DELETE ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER support_tickets_operator_audit AFTER INSERT OR UPDATE OR DELETE ON support_tickets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER support_ticket_messages_operator_audit AFTER INSERT OR UPDATE OR DELETE ON support_ticket_messages
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER orders_operator_audit AFTER INSERT OR UPDATE OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER manual_sales_operator_audit AFTER INSERT OR UPDATE OR DELETE ON manual_sales
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER content_items_operator_audit AFTER INSERT OR UPDATE OR DELETE ON content_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER events_operator_audit AFTER INSERT OR UPDATE OR DELETE ON events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER learning_courses_operator_audit AFTER INSERT OR UPDATE OR DELETE ON learning_courses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER settings_operator_audit AFTER INSERT OR UPDATE OR DELETE ON settings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
CREATE CONSTRAINT TRIGGER operator_permissions_operator_audit AFTER INSERT OR UPDATE OR DELETE ON operator_permissions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
