import type { OperatorPermission } from '../../contract/operator';
import type { Queryable } from '../../server/db/connection';

/**
 * An operator holding only `permissions`, written with SQL as the seed writes operators (the
 * demo company has none with only support or only sales), signing in with the demo password.
 */
export async function addOperator(
  db: Queryable,
  username: string,
  first: string,
  last: string,
  permissions: OperatorPermission[],
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (username, email, first_name, last_name, password_hash, role_id, path, depth)
     SELECT $1, $1 || '@desk.example.com', $2, $3, password_hash, 1, '~' || $1, 0
       FROM members WHERE username = 'admin' RETURNING id`,
    [username, first, last],
  );
  for (const permission of permissions)
    await db.query('INSERT INTO operator_permissions (member_id, permission) VALUES ($1, $2)', [
      row!.id,
      permission,
    ]);
  return Number(row!.id);
}

/** The audit rows of one subject, oldest first. */
export async function auditOf(db: Queryable, subjectType: string, subjectId: number) {
  return db.query<{
    action: string;
    operator_id: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    reason: string | null;
  }>(
    `SELECT action, operator_id, before, after, reason FROM operator_audit
      WHERE subject_type = $1 AND subject_id = $2 ORDER BY id`,
    [subjectType, String(subjectId)],
  );
}
