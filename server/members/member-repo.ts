import type { Queryable } from '../db/connection';
import type { Member } from '../shared/types';
import type { LoginIdentifier } from './login-identifier';

const memberColumns = `id, username, email, mobile_code, mobile, first_name, last_name, avatar,
  status, role_id, user_allowed, sponsor_id, parent_id, position, path, depth, joined_at,
  language, currency, date_format, customer_id`;

type MemberRow = {
  id: number;
  username: string;
  email: string;
  mobile_code: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string | null;
  avatar: string | null;
  status: number;
  role_id: number;
  user_allowed: boolean;
  sponsor_id: number | null;
  parent_id: number | null;
  position: 'L' | 'R' | null;
  path: string;
  depth: number;
  joined_at: Date;
  language: string;
  currency: string;
  date_format: string;
  customer_id: string | null;
};

const toMember = (r: MemberRow): Member => ({
  id: r.id,
  username: r.username,
  email: r.email,
  mobileCode: r.mobile_code,
  mobile: r.mobile,
  firstName: r.first_name,
  lastName: r.last_name,
  avatar: r.avatar,
  status: r.status,
  roleId: r.role_id,
  userAllowed: r.user_allowed,
  sponsorId: r.sponsor_id,
  parentId: r.parent_id,
  position: r.position,
  path: r.path,
  depth: r.depth,
  joinedAt: r.joined_at,
  language: r.language,
  currency: r.currency,
  dateFormat: r.date_format,
  customerId: r.customer_id,
});

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
  const rows = await db.query<MemberRow & { password_hash: string }>(
    `SELECT ${memberColumns}, password_hash FROM members
      WHERE ${where} AND deleted_at IS NULL LIMIT 1`,
    params,
  );
  const row = rows[0];
  return row ? { ...toMember(row), passwordHash: row.password_hash } : null;
}

export async function findMemberById(db: Queryable, id: number): Promise<Member | null> {
  const rows = await db.query<MemberRow>(`SELECT ${memberColumns} FROM members WHERE id = $1`, [
    id,
  ]);
  return rows[0] ? toMember(rows[0]) : null;
}

export async function findSecrets(q: Queryable, memberId: number): Promise<Secrets | null> {
  const rows = await q.query<{ password_hash: string; wallet_password_hash: string | null }>(
    'SELECT password_hash, wallet_password_hash FROM members WHERE id = $1 AND deleted_at IS NULL',
    [memberId],
  );
  const r = rows[0];
  return r ? { passwordHash: r.password_hash, walletPasswordHash: r.wallet_password_hash } : null;
}

export type Secrets = { passwordHash: string; walletPasswordHash: string | null };
