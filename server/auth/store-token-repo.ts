import type { Queryable } from '../db/connection';

export async function insertStoreToken(
  q: Queryable,
  t: { jti: string; memberId: number; kind: 'sso' | 'store'; expiresAt: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO store_tokens (jti, member_id, kind, expires_at) VALUES ($1, $2, $3, $4)',
    [t.jti, t.memberId, t.kind, t.expiresAt],
  );
}

/** Uses up a live SSO ticket of that member; false when it is unknown, used, revoked or old. */
export async function useSsoTicket(q: Queryable, jti: string, memberId: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE store_tokens SET used_at = now()
      WHERE jti = $1 AND member_id = $2 AND kind = 'sso'
        AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
      RETURNING jti`,
    [jti, memberId],
  );
  return rows.length > 0;
}

export async function countLiveStoreTokens(q: Queryable, memberId: number): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM store_tokens
      WHERE member_id = $1 AND kind = 'store' AND revoked_at IS NULL AND expires_at > now()`,
    [memberId],
  );
  return rows[0]?.n ?? 0;
}

export async function revokeStoreToken(q: Queryable, jti: string): Promise<void> {
  await q.query(
    'UPDATE store_tokens SET revoked_at = now() WHERE jti = $1 AND revoked_at IS NULL',
    [jti],
  );
}

export async function revokeMemberStoreTokens(q: Queryable, memberId: number): Promise<void> {
  await q.query(
    'UPDATE store_tokens SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL',
    [memberId],
  );
}

/** A signing key by name, created once and shared by every API process. */
export async function serverSecret(q: Queryable, name: string, fresh: string): Promise<string> {
  await q.query(
    'INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, fresh],
  );
  const rows = await q.query<{ secret: string }>(
    'SELECT secret FROM server_secrets WHERE name = $1',
    [name],
  );
  return rows[0]!.secret;
}
