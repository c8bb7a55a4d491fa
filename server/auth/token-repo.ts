import type { Queryable } from '../db/connection';
import type { Session } from '../shared/types';

export async function insertToken(
  db: Queryable,
  memberId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO auth_tokens (member_id, token_hash, expires_at) VALUES ($1, $2, $3)',
    [memberId, tokenHash, expiresAt],
  );
}

/** A live session: the token is known, not revoked and not expired. */
export async function findSession(db: Queryable, tokenHash: string): Promise<Session | null> {
  const rows = await db.query<Session>(
    `SELECT t.id AS "tokenId", t.member_id AS "memberId", m.status, m.role_id AS "roleId",
            m.user_allowed AS "userAllowed", m.language, t.read_only AS "readOnly",
            t.viewed_by::int8 AS "viewedBy",
            ARRAY(SELECT p.permission FROM operator_permissions p
                   WHERE p.member_id = m.id AND m.role_id = 1 ORDER BY p.permission) AS permissions,
            (SELECT c.is_demo FROM company c WHERE c.id = 1) IS TRUE AS "companyIsDemo"
       FROM auth_tokens t JOIN members m ON m.id = t.member_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { ...row, viewedBy: row.viewedBy === null ? null : Number(row.viewedBy) } : null;
}

/**
 * An operator's read-only view of a member (issue 30): a token of the member that names the
 * operator, which the route policy lets read and nothing else.
 */
export async function insertViewToken(
  q: Queryable,
  view: { memberId: number; operatorId: number; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO auth_tokens (member_id, token_hash, expires_at, read_only, viewed_by)
     VALUES ($1, $2, $3, true, $4) RETURNING id`,
    [view.memberId, view.tokenHash, view.expiresAt, view.operatorId],
  );
  return Number(row!.id);
}

/** A dead token that a block ended, of a member still blocked: its tab hears user_blocked. */
export async function endedByBlock(db: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM auth_tokens t JOIN members m ON m.id = t.member_id
      WHERE t.token_hash = $1 AND t.revoked_reason = 'blocked' AND m.status = 0`,
    [tokenHash],
  );
  return rows.length > 0;
}

export async function revokeToken(db: Queryable, tokenId: number): Promise<void> {
  await db.query('UPDATE auth_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    tokenId,
  ]);
}

/**
 * Notes which browser uses a session, from where and when, for the member's list of sessions.
 * Written at most once a minute per token, so a busy page costs one cheap indexed read. An
 * operator's read-only view is not the member's activity: it is never noted.
 */
export async function touchSession(
  db: Queryable,
  tokenId: number,
  client: { userAgent: string | null; ip: string },
): Promise<void> {
  await db.query(
    `UPDATE auth_tokens SET last_used_at = now(), ip = $3,
            user_agent = COALESCE(user_agent, left($2, 400))
      WHERE id = $1 AND NOT read_only AND (last_used_at IS NULL OR last_used_at < now() - interval '60 seconds')`,
    [tokenId, client.userAgent, client.ip],
  );
}

/** Ends the live sessions `where` picks; answers how many ended. */
async function revokeWhere(q: Queryable, where: string, params: unknown[]): Promise<number> {
  const rows = await q.query(
    `UPDATE auth_tokens SET revoked_at = now() WHERE ${where} AND revoked_at IS NULL RETURNING id`,
    params,
  );
  return rows.length;
}

export const revokeAllTokens = (q: Queryable, memberId: number) =>
  revokeWhere(q, 'member_id = $1', [memberId]);

/** Ends every live session of a member an operator blocks, saying why (endedByBlock). */
export async function revokeTokensForBlock(q: Queryable, memberId: number): Promise<number> {
  const rows = await q.query(
    `UPDATE auth_tokens SET revoked_at = now(), revoked_reason = 'blocked'
      WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
    [memberId],
  );
  return rows.length;
}

/** Ends one of the member's sessions; false when it is not theirs or already ended. */
export async function revokeMemberToken(
  q: Queryable,
  memberId: number,
  tokenId: number,
): Promise<boolean> {
  return (await revokeWhere(q, 'id = $1 AND member_id = $2', [tokenId, memberId])) > 0;
}

/** Every session of the member but `keepTokenId`; answers how many ended. */
export const revokeOtherTokens = (q: Queryable, memberId: number, keepTokenId: number) =>
  revokeWhere(q, 'member_id = $1 AND id <> $2', [memberId, keepTokenId]);
