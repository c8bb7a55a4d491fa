import type { Queryable } from '../db/connection';

export async function countUnreadNotifications(
  db: Queryable,
  memberId: number,
): Promise<Record<'order' | 'payout' | 'message', number>> {
  const rows = await db.query<{ kind: 'order' | 'payout' | 'message'; n: number }>(
    `SELECT kind, count(*)::int8 AS n FROM notifications
      WHERE member_id = $1 AND read_at IS NULL GROUP BY kind`,
    [memberId],
  );
  const counts = { order: 0, payout: 0, message: 0 };
  for (const r of rows) counts[r.kind] = r.n;
  return counts;
}
