-- Network reads: a level of a subtree as one index range, and the sponsor (enroller) line as a
-- materialised path so "my sponsor downline" is a range scan too, never recursive SQL.

-- `depth = d AND path > p AND path < p || '~'` (table_view_single, the genealogy's levels,
-- the downline report's level filter) is a tight range on this index; the plain path index
-- would read the whole subtree and filter by depth.
CREATE INDEX members_depth_path_idx ON members (depth, path);

-- Lifetime earnings of every node shown (genealogy, table view, downline report) are summed
-- from this index alone: a leader's thousands of earning rows are never read from the heap.
CREATE INDEX earnings_member_amount_idx ON earnings (member_id) INCLUDE (amount_minor);

-- The sponsor path: the same "<id36>." segments as `path`, but along sponsor_id, root first,
-- the member itself last. A member's own segment is the last segment of its placement path.
ALTER TABLE members ADD COLUMN sponsor_path text COLLATE "C";
CREATE INDEX members_sponsor_path_idx ON members (sponsor_path);

-- Filled on insert when the writer leaves it out (signup, tests, the seed), from the sponsor's
-- row, which every writer inserts before its recruits (earlier rows of the same statement
-- included). A writer that computes it in code skips the trigger through the WHEN clause.
-- (migrate.ts keeps a dollar-quoted body whole, so the body may span lines.)
CREATE FUNCTION members_fill_sponsor_path() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.sponsor_id IS NULL THEN NEW.sponsor_path := right(NEW.path, 8); ELSE NEW.sponsor_path := (SELECT s.sponsor_path FROM members s WHERE s.id = NEW.sponsor_id) || right(NEW.path, 8); END IF; RETURN NEW; END $$;

CREATE TRIGGER members_fill_sponsor_path BEFORE INSERT ON members FOR EACH ROW
  WHEN (NEW.sponsor_path IS NULL) EXECUTE FUNCTION members_fill_sponsor_path();

-- The seed loads with session_replication_role = replica (no foreign-key triggers); this one
-- must still run then, or a seeded company would have no sponsor lines.
ALTER TABLE members ENABLE ALWAYS TRIGGER members_fill_sponsor_path;

-- Rows that existed before this migration: one sponsor generation per pass.
UPDATE members SET sponsor_path = right(path, 8) WHERE sponsor_id IS NULL;

DO $$ BEGIN LOOP UPDATE members m SET sponsor_path = s.sponsor_path || right(m.path, 8) FROM members s WHERE s.id = m.sponsor_id AND m.sponsor_path IS NULL AND s.sponsor_path IS NOT NULL; EXIT WHEN NOT FOUND; END LOOP; END $$;
