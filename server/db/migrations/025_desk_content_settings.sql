-- The operator desk writes the company's content and settings (issue 30 point 3).

-- A story or learning is a draft, published or withdrawn. `published` stays the flag every
-- member query and the list index read; the check keeps it equal to the state, so a member
-- never sees a draft or a withdrawn item whichever column a query reads.
ALTER TABLE content_items ADD COLUMN state text NOT NULL DEFAULT 'published'
  CHECK (state IN ('draft', 'published', 'withdrawn'));
UPDATE content_items SET state = 'draft' WHERE NOT published;
ALTER TABLE content_items ADD CONSTRAINT content_items_state_published
  CHECK (published = (state = 'published'));
-- A writer that names only the flag (the seed's, older tools) writes an unpublished item as a
-- draft instead of breaking the check; the desk always names both.
CREATE FUNCTION content_items_state_of_flag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.published AND NEW.state = 'published' THEN NEW.state := 'draft'; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER content_items_state_of_flag BEFORE INSERT ON content_items
  FOR EACH ROW EXECUTE FUNCTION content_items_state_of_flag();
ALTER TABLE content_items ENABLE ALWAYS TRIGGER content_items_state_of_flag;
ALTER TABLE content_items ADD COLUMN published_at timestamptz DEFAULT now();
ALTER TABLE content_items ADD COLUMN withdrawn_at timestamptz;
UPDATE content_items SET published_at = CASE WHEN published THEN updated_at END;
-- The desk lists every state, newest edit first.
CREATE INDEX content_items_desk_idx ON content_items (kind, updated_at DESC, id DESC);

-- Events get the same life cycle, a language and, when online, the link to join.
ALTER TABLE events ADD COLUMN state text NOT NULL DEFAULT 'published'
  CHECK (state IN ('draft', 'published', 'withdrawn'));
ALTER TABLE events ADD COLUMN published_at timestamptz DEFAULT now();
ALTER TABLE events ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE events ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE events ADD COLUMN online_url text;
UPDATE events SET published_at = updated_at;
CREATE INDEX events_desk_idx ON events (updated_at DESC, id DESC);

-- A scheduled change of one setting (a whole scalar setting such as kyc_required_for_payout,
-- or one field of an object setting such as payout.min_minor or modules.stories). Readers
-- take the latest change with effective_from <= the time asked, else the base `settings`
-- row, so a change never applies before its time and settled periods keep the old value.
CREATE TABLE settings_changes (
  id             bigserial PRIMARY KEY,
  key            text NOT NULL,
  value          jsonb NOT NULL,
  effective_from timestamptz NOT NULL,
  created_by     bigint NOT NULL REFERENCES members (id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  cancelled_at   timestamptz,
  cancelled_by   bigint REFERENCES members (id)
);
CREATE INDEX settings_changes_key_idx ON settings_changes (key, effective_from DESC, id DESC)
  WHERE cancelled_at IS NULL;

CREATE CONSTRAINT TRIGGER settings_changes_operator_audit AFTER INSERT OR UPDATE OR DELETE ON settings_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (operator_writes())
  EXECUTE FUNCTION require_operator_audit();
