import { likePattern } from '../shared/like-pattern';
import type { Queryable } from '../db/connection';
import type { DownlineMember } from '../network';

export type DownlineSearch = {
  line: 'sponsor' | 'placement';
  /** Already trimmed and non-empty. */
  keyword: string;
  /** Generations (sponsor line) or levels (placement) below the caller; null = all. */
  levels: number | null;
  limit: number;
};

/**
 * Members below the caller whose name, username or email contains the keyword, closed
 * accounts left out: at most `limit`, the first in tree order, sorted by username. The sponsor
 * line is a range over the materialised `sponsor_path` (8 characters a generation, so N
 * generations add 8·N); the placement line one over `path`. Both ranges exclude the caller.
 */
export async function searchDownline(
  db: Queryable,
  callerId: number,
  q: DownlineSearch,
): Promise<DownlineMember[]> {
  const col = q.line === 'sponsor' ? 'sponsor_path' : 'path';
  // The caller's own path is read first and bound as a value: joined in, the planner cannot
  // see the range and walks the whole path index in order.
  const [me] = await db.query<{ path: string | null; depth: number }>(
    `SELECT ${col} AS path, depth FROM members WHERE id = $1`,
    [callerId],
  );
  if (!me?.path) return [];
  const params: unknown[] = [me.path, likePattern(q.keyword)];
  const add = (value: unknown) => `$${params.push(value)}`;
  const levelBound =
    q.levels === null
      ? ''
      : q.line === 'sponsor'
        ? `AND length(m.sponsor_path) <= ${add(me.path.length + 8 * q.levels)}::int4`
        : `AND m.depth <= ${add(me.depth + q.levels)}::int4`;
  const rows = await db.query<{
    first_name: string;
    last_name: string | null;
    username: string;
    email: string;
    avatar: string | null;
  }>(
    // The range is read in path order and stops at the limit, so a common keyword in a
    // million-member line answers from the first matches instead of sorting every match.
    `SELECT * FROM (
       SELECT m.first_name, m.last_name, m.username, m.email, m.avatar
         FROM members m
        WHERE m.${col} > $1 AND m.${col} < $1 || '~' AND m.deleted_at IS NULL ${levelBound}
          AND (m.username ILIKE $2 OR m.first_name ILIKE $2 OR m.last_name ILIKE $2
               OR m.email ILIKE $2 OR (m.first_name || ' ' || coalesce(m.last_name, '')) ILIKE $2)
        ORDER BY m.${col}
        LIMIT ${add(q.limit)}
     ) found
     ORDER BY lower(username)`,
    params,
  );
  return rows.map((r) => ({
    firstName: r.first_name,
    lastName: r.last_name,
    username: r.username,
    email: r.email,
    avatar: r.avatar,
  }));
}

/** The password hash of an open account; null when it is closed or unknown. */
export async function findOpenAccountSecret(
  db: Queryable,
  memberId: number,
): Promise<string | null> {
  const rows = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM members WHERE id = $1 AND deleted_at IS NULL',
    [memberId],
  );
  return rows[0]?.password_hash ?? null;
}

/**
 * Closes the account: the row stays in the genealogy (the upline's history and counters keep
 * it), but it is blocked and marked deleted. Returns false when it was already closed.
 */
export async function closeAccount(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE members SET deleted_at = now(), status = 0
      WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
    [memberId],
  );
  return rows.length > 0;
}

/**
 * Erases what identifies the person (issue 12 point 10): names, contacts, address, birth date,
 * avatar, bank details, payout address, saved addresses, notification choices, unused codes.
 * The row itself, its place in the genealogy, its volumes and its ledger stay, so the upline's
 * bonuses and the downline's tree do not change. Answers the avatar and KYC files to delete.
 */
export async function anonymiseMember(
  db: Queryable,
  memberId: number,
): Promise<{ avatar: string | null; kycFiles: string[] }> {
  const [before] = await db.query<{ avatar: string | null }>(
    'SELECT avatar FROM members WHERE id = $1',
    [memberId],
  );
  const kyc = await db.query<{ stored_name: string }>(
    `SELECT f.stored_name FROM kyc_files f JOIN kyc_documents d ON d.id = f.document_id
      WHERE d.member_id = $1`,
    [memberId],
  );
  await db.query(
    `UPDATE members SET username = 'deleted-' || id, email = 'deleted-' || id || '@deleted.invalid',
            first_name = 'Deleted', last_name = 'member', mobile_code = NULL, mobile = NULL,
            avatar = NULL, date_of_birth = NULL, gender = NULL, address_1 = NULL, address_2 = NULL,
            city = NULL, postcode = NULL, country_id = NULL, zone_id = NULL, customer_id = NULL,
            payout_method = NULL, paypal_email = NULL, wallet_password_hash = NULL
      WHERE id = $1`,
    [memberId],
  );
  await db.query('DELETE FROM member_bank_accounts WHERE member_id = $1', [memberId]);
  await db.query('DELETE FROM notification_preferences WHERE member_id = $1', [memberId]);
  await db.query(
    `UPDATE addresses SET first_name = 'Deleted', last_name = 'member', company = NULL,
            address_1 = '-', address_2 = NULL, city = '-', postcode = NULL, email = NULL, phone = NULL
      WHERE member_id = $1`,
    [memberId],
  );
  await db.query(
    'DELETE FROM kyc_files WHERE document_id IN (SELECT id FROM kyc_documents WHERE member_id = $1)',
    [memberId],
  );
  await db.query('DELETE FROM kyc_documents WHERE member_id = $1', [memberId]);
  await db.query('UPDATE otp_codes SET used_at = now() WHERE member_id = $1 AND used_at IS NULL', [
    memberId,
  ]);
  await db.query(
    'UPDATE store_tokens SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL',
    [memberId],
  );
  return { avatar: before?.avatar ?? null, kycFiles: kyc.map((k) => k.stored_name) };
}

/** Every live token of the member, not only the one in use: a closed account has no session. */
export async function revokeAllTokens(db: Queryable, memberId: number): Promise<void> {
  await db.query(
    'UPDATE auth_tokens SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL',
    [memberId],
  );
}

/** The company's own account: the root of the genealogy (the one member without a parent). */
export async function findAdminUsername(db: Queryable): Promise<string | null> {
  const rows = await db.query<{ username: string }>(
    `SELECT username FROM members WHERE parent_id IS NULL AND deleted_at IS NULL
      ORDER BY (role_id = 1) DESC, id LIMIT 1`,
  );
  return rows[0]?.username ?? null;
}
