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
            m.user_allowed AS "userAllowed",
            ARRAY(SELECT p.permission FROM operator_permissions p
                   WHERE p.member_id = m.id AND m.role_id = 1 ORDER BY p.permission) AS permissions,
            (SELECT c.is_demo FROM company c WHERE c.id = 1) IS TRUE AS "companyIsDemo"
       FROM auth_tokens t JOIN members m ON m.id = t.member_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function revokeToken(db: Queryable, tokenId: number): Promise<void> {
  await db.query('UPDATE auth_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    tokenId,
  ]);
}

/**
 * Notes which browser uses a session, from where and when, for the member's list of sessions.
 * Written at most once a minute per token, so a busy page costs one cheap indexed read.
 */
export async function touchSession(
  db: Queryable,
  tokenId: number,
  client: { userAgent: string | null; ip: string },
): Promise<void> {
  await db.query(
    `UPDATE auth_tokens SET last_used_at = now(), ip = $3,
            user_agent = COALESCE(user_agent, left($2, 400))
      WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '60 seconds')`,
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
