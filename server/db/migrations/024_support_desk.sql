-- Issue 30: the desk answers tickets and settles manual sales.

-- Who at the desk looks after a ticket (an operator holding `support`), and which operator
-- signed each desk message: staff_name stays the name the member reads, staff_id is the trail.
ALTER TABLE support_tickets ADD COLUMN assignee_id bigint REFERENCES members (id);
ALTER TABLE support_ticket_messages ADD COLUMN staff_id bigint REFERENCES members (id);

-- The queue: a status, oldest waiting first (or newest first for finished tickets).
CREATE INDEX support_tickets_queue_idx ON support_tickets (status, updated_at, id);
CREATE INDEX support_tickets_assignee_idx ON support_tickets (assignee_id, status)
  WHERE assignee_id IS NOT NULL;

-- Answers the desk keeps ready, per language, to insert into a reply and adapt.
CREATE TABLE support_canned_answers (
  id         bigserial PRIMARY KEY,
  title      text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  body       text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  language   text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_canned_answers_language_idx ON support_canned_answers (language, lower(title), id);

CREATE CONSTRAINT TRIGGER support_canned_answers_operator_audit
  AFTER INSERT OR UPDATE OR DELETE ON support_canned_answers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();

-- The desk's queue of manual sales: by status, oldest first.
CREATE INDEX manual_sales_status_idx ON manual_sales (status, created_at, id);
