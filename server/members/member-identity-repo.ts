import type { Queryable } from '../db/connection';

// Members found by who they are rather than by id: by contact (one-time codes), as a sponsor
// or placement of a signup, or by a name a signup wants. Deleted members exist for none of
// these lookups but the uniqueness checks.

export type Contact =
  { kind: 'email'; email: string } | { kind: 'mobile'; mobileCode: string; mobile: string };

/**
 * The one live member reached at an email or a mobile number. A number shared by several
 * members (when phone numbers are not unique) reaches nobody: a code must not pick one.
 */
export async function findMemberIdByContact(q: Queryable, c: Contact): Promise<number | null> {
  const rows =
    c.kind === 'email'
      ? await q.query<{ id: number }>(
          'SELECT id FROM members WHERE lower(email) = lower($1) AND deleted_at IS NULL LIMIT 2',
          [c.email],
        )
      : await q.query<{ id: number }>(
          `SELECT id FROM members
            WHERE ltrim(mobile_code, '+') = ltrim($1, '+') AND mobile = $2 AND deleted_at IS NULL
            LIMIT 2`,
          [c.mobileCode, c.mobile],
        );
  return rows.length === 1 ? rows[0]!.id : null;
}

export type DemoMemberState = {
  isDemo: boolean;
  userAllowed: boolean;
  status: number;
  isMasterDemo: boolean;
};

/** The company's demo flag with the member's own demo flags, in one read. */
export async function demoStateOf(q: Queryable, memberId: number): Promise<DemoMemberState | null> {
  const rows = await q.query<DemoMemberState>(
    `SELECT c.is_demo AS "isDemo", m.user_allowed AS "userAllowed", m.status,
            m.is_master_demo AS "isMasterDemo"
       FROM members m CROSS JOIN company c
      WHERE m.id = $1 AND c.id = 1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** A member as a sponsor or a placement target of a signup. */
export type EnrollerNode = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  status: number;
  path: string;
  defaultLeg: 'L' | 'R';
};

const enrollerColumns = 'id, username, first_name, last_name, status, path, default_leg';
type EnrollerRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string | null;
  status: number;
  path: string;
  default_leg: 'L' | 'R';
};
const toEnroller = (r: EnrollerRow): EnrollerNode => ({
  id: r.id,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
  status: r.status,
  path: r.path,
  defaultLeg: r.default_leg,
});

export async function findEnrollerByUsername(
  q: Queryable,
  username: string,
): Promise<EnrollerNode | null> {
  const rows = await q.query<EnrollerRow>(
    // An operator is nobody's sponsor: the desk stands outside the genealogy.
    `SELECT ${enrollerColumns} FROM members
      WHERE lower(username) = lower($1) AND deleted_at IS NULL AND role_id <> 1`,
    [username],
  );
  return rows[0] ? toEnroller(rows[0]) : null;
}

export async function findEnrollerById(q: Queryable, id: number): Promise<EnrollerNode | null> {
  const rows = await q.query<EnrollerRow>(
    `SELECT ${enrollerColumns} FROM members WHERE id = $1 AND deleted_at IS NULL AND role_id <> 1`,
    [id],
  );
  return rows[0] ? toEnroller(rows[0]) : null;
}

/** The top of the genealogy: the sponsor of a signup that names none (never an operator). */
export async function findRootMember(q: Queryable): Promise<EnrollerNode | null> {
  const rows = await q.query<EnrollerRow>(
    `SELECT ${enrollerColumns} FROM members
      WHERE parent_id IS NULL AND deleted_at IS NULL AND status = 1 AND role_id <> 1
      ORDER BY id LIMIT 1`,
  );
  return rows[0] ? toEnroller(rows[0]) : null;
}

// Deleted members keep their row (and its unique username and email), so they count here.
export async function usernameInUse(q: Queryable, username: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM members WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

export async function emailInUse(q: Queryable, email: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM members WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

export async function mobileInUse(
  q: Queryable,
  mobileCode: string,
  mobile: string,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM members
      WHERE ltrim(mobile_code, '+') = ltrim($1, '+') AND mobile = $2 AND deleted_at IS NULL
      LIMIT 1`,
    [mobileCode, mobile],
  );
  return rows.length > 0;
}

/** Usernames by member id (each id once), for the people a list or a trail names. */
export async function usernamesOf(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: number; username: string }>(
    'SELECT id, username FROM members WHERE id = ANY ($1::int8[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [Number(r.id), r.username]));
}
