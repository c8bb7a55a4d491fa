-- Issue 30 point 4: the desk's member tools.

-- "View as member": an operator opens a short-lived, read-only session of a member. The
-- token names the operator; the route policy lets it call only GET routes (and logout), it
-- never notes a browser in the member's list of sessions, and that list leaves it out.
ALTER TABLE auth_tokens ADD COLUMN read_only boolean NOT NULL DEFAULT false;
ALTER TABLE auth_tokens ADD COLUMN viewed_by bigint REFERENCES members (id);
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_view_names_operator
  CHECK (read_only = (viewed_by IS NOT NULL));

-- Why a session ended, when it was not the member's own logout: 'blocked' when an operator
-- blocked the account, so the member's open tab is told the account is blocked (spec §8
-- user_blocked) instead of a bare "session ended", while the token itself stays dead for ever.
ALTER TABLE auth_tokens ADD COLUMN revoked_reason text
  CHECK (revoked_reason IS NULL OR revoked_reason IN ('blocked'));
