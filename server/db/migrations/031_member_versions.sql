-- Issue 32, decision 049: which members changed since the genealogy snapshot last read them.
-- `row_version` is the id of the last transaction that inserted the member or changed a
-- column the genealogy stream carries. A transaction id, not a sequence: a sequence number is
-- taken before the commit, so a row numbered 100 can commit after one numbered 101 has been
-- read, and a reader asking for "above 101" would never see it. With transaction ids the
-- reader asks for everything at or above the oldest transaction still running when it last
-- read (its snapshot's xmin), which every later commit is. 0: unchanged since before this
-- migration (a constant default adds the column without rewriting the table).
ALTER TABLE members ADD COLUMN row_version bigint NOT NULL DEFAULT 0;
ALTER TABLE members ALTER COLUMN row_version SET DEFAULT (pg_current_xact_id()::text::bigint);

-- Updates: only when a streamed column really changes, so the engine's carry and points
-- updates and a member's profile edits that the stream does not carry keep the old version.
CREATE FUNCTION members_bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.row_version := pg_current_xact_id()::text::bigint; RETURN NEW; END $$;

CREATE TRIGGER members_row_version BEFORE UPDATE ON members FOR EACH ROW
  WHEN ((OLD.parent_id, OLD.position, OLD.status, OLD.rank_id, OLD.pv, OLD.tv, OLD.joined_at,
         OLD.left_count, OLD.right_count, OLD.downline_count, OLD.active_until, OLD.username,
         OLD.first_name, OLD.last_name)
        IS DISTINCT FROM
        (NEW.parent_id, NEW.position, NEW.status, NEW.rank_id, NEW.pv, NEW.tv, NEW.joined_at,
         NEW.left_count, NEW.right_count, NEW.downline_count, NEW.active_until, NEW.username,
         NEW.first_name, NEW.last_name))
  EXECUTE FUNCTION members_bump_row_version();

-- The seed and bulk loads run with session_replication_role = replica; their updates must
-- still be seen.
ALTER TABLE members ENABLE ALWAYS TRIGGER members_row_version;

-- The snapshot's refresh reads `row_version >= its last xmin`: a few rows of an index.
CREATE INDEX members_row_version_idx ON members (row_version);
