import type { Queryable } from '../db/connection';
import type { Member } from '../shared/types';
import type { LoginIdentifier } from './login-identifier';

/** The columns of a Member, each under its domain name. */
const memberColumns = `id, username, email, mobile_code AS "mobileCode", mobile,
  first_name AS "firstName", last_name AS "lastName", avatar, status, role_id AS "roleId",
  user_allowed AS "userAllowed", sponsor_id AS "sponsorId", parent_id AS "parentId", position,
  path, depth, joined_at AS "joinedAt", language, currency, date_format AS "dateFormat",
  customer_id AS "customerId"`;

export type MemberWithSecret = Member & { passwordHash: string };

/** The WHERE clause that finds the member a login identifier names (case-blind names). */
function loginMatch(id: LoginIdentifier): [string, unknown[]] {
  return id.kind === 'username'
    ? ['lower(username) = lower($1)', [id.username]]
    : id.kind === 'email'
      ? ['lower(email) = lower($1)', [id.email]]
      : ["ltrim(mobile_code, '+') = ltrim($1, '+') AND mobile = $2", [id.mobileCode, id.mobile]];
}

/** Which live member a login identifier names (the rate limiter counts per member). */
export async function findMemberIdForLogin(
  q: Queryable,
  id: LoginIdentifier,
): Promise<number | null> {
  const [where, params] = loginMatch(id);
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM members WHERE ${where} AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    params,
  );
  return rows[0]?.id ?? null;
}

/** A closed account (deleted_at set) cannot sign in: it answers like an unknown one. */
export async function findMemberForLogin(
  db: Queryable,
  id: LoginIdentifier,
): Promise<MemberWithSecret | null> {
  const [where, params] = loginMatch(id);
  const rows = await db.query<MemberWithSecret>(
    `SELECT ${memberColumns}, password_hash AS "passwordHash" FROM members
      WHERE ${where} AND deleted_at IS NULL LIMIT 1`,
    params,
  );
  return rows[0] ?? null;
}

export async function findMemberById(db: Queryable, id: number): Promise<Member | null> {
  const rows = await db.query<Member>(`SELECT ${memberColumns} FROM members WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findSecrets(q: Queryable, memberId: number): Promise<Secrets | null> {
  const rows = await q.query<Secrets>(
    `SELECT password_hash AS "passwordHash", wallet_password_hash AS "walletPasswordHash"
       FROM members WHERE id = $1 AND deleted_at IS NULL`,
    [memberId],
  );
  return rows[0] ?? null;
}

export type Secrets = { passwordHash: string; walletPasswordHash: string | null };
