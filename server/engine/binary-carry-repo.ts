import type { Queryable } from '../db/connection';
import { toHundredths } from '../../contract/money';
import type { LegRow } from '../shared/binary-attribution';

/**
 * Up to `limit` of the member's rows that added volume to `leg`, newest first, strictly before
 * the keyset `before` (created_at, id): the pieces its carry is made of
 * (shared/binary-attribution.ts). binary_history_member_idx serves the walk.
 */
export async function legRowsBefore(
  q: Queryable,
  memberId: number,
  o: { leg: 'L' | 'R'; before: { t: string; id: number }; limit: number },
): Promise<LegRow[]> {
  const rows = await q.query<{
    id: number;
    t: string;
    order_id: number | null;
    from_member_id: number | null;
    pv_added: string;
  }>(
    `SELECT id, created_at::text AS t, order_id, from_member_id, pv_added::text
       FROM binary_history
      WHERE member_id = $1 AND leg = $2 AND (created_at, id) < ($3::timestamptz, $4::int8)
      ORDER BY created_at DESC, id DESC
      LIMIT $5`,
    [memberId, o.leg, o.before.t, o.before.id, o.limit],
  );
  return rows.map((r) => ({
    orderId: r.order_id === null ? null : Number(r.order_id),
    memberId: r.from_member_id === null ? null : Number(r.from_member_id),
    volume: toHundredths(r.pv_added),
    key: { t: r.t, id: Number(r.id) },
  }));
}
