import type { Queryable } from '../db/connection';
import { operatorPermissions, type OperatorPermission } from '../../contract/operator';

/**
 * The demo company's operators (issue 30): `admin` holds every permission; `treasurer` and
 * `reviewer` hold one desk each, so the second approval of a large payout and the narrower
 * permissions can be tried by hand. They sign in with the demo password like every seeded
 * account. Operators stand outside the genealogy: no parent, no sponsor, and a path that
 * starts with `~`, which sorts after every member's path, so no subtree ever holds them.
 */
const operators: [username: string, first: string, last: string, OperatorPermission[]][] = [
  ['admin', 'Alex', 'Operator', [...operatorPermissions]],
  ['treasurer', 'Tess', 'Treasurer', ['payouts', 'audit']],
  ['reviewer', 'Rui', 'Reviewer', ['kyc']],
];

export async function writeOperators(tx: Queryable, passwordHash: string): Promise<void> {
  for (const [username, first, last, permissions] of operators) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO members (username, email, first_name, last_name, password_hash, role_id,
                            path, depth)
       VALUES ($1, $2, $3, $4, $5, 1, '~' || $1, 0) RETURNING id`,
      [username, `${username}@desk.example.com`, first, last, passwordHash],
    );
    for (const permission of permissions)
      await tx.query('INSERT INTO operator_permissions (member_id, permission) VALUES ($1, $2)', [
        row!.id,
        permission,
      ]);
  }
}
