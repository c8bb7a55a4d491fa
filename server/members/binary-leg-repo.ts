import type { Queryable } from '../db/connection';
import { hundredthsToDecimal, toHundredths } from '../../contract/money';
import type { LegRowReader, PlacedRow } from '../shared/binary-attribution';

/**
 * A member's leg rows in queue order (shared/binary-attribution.ts), as a LegRowReader: rows
 * of `leg` written before `before`, of orders not cancelled by then, placed past `after`.
 * binary_history_leg_position_idx (migration 021) serves the walk. The engine reads them when
 * it pays a pairing and the network history when it shows one: one reader, so both name the
 * same orders.
 */
export const legRowReader =
  (q: Queryable, memberId: number): LegRowReader =>
  async (leg, o) => {
    const rows = await q.query<{
      id: number;
      order_id: number | null;
      from_member_id: number | null;
      pv_added: string;
      place: string;
    }>(
      `SELECT b.id, b.order_id, b.from_member_id, b.pv_added::text,
              (CASE b.leg WHEN 'L' THEN b.total_left ELSE b.total_right END)::text AS place
         FROM binary_history b
        WHERE b.member_id = $1 AND b.leg = $2 AND b.pv_added > 0
          AND ((CASE b.leg WHEN 'L' THEN b.total_left ELSE b.total_right END), b.id) > ($5::numeric, $6::int8)
          AND (b.created_at, b.id) < ($3::timestamptz, $4::int8)
          AND NOT EXISTS (SELECT 1 FROM binary_history c
                           WHERE c.order_id = b.order_id AND c.member_id = b.member_id
                             AND c.leg = b.leg AND c.pv_added < 0
                             AND (c.created_at, c.id) < ($3::timestamptz, $4::int8))
        ORDER BY (CASE b.leg WHEN 'L' THEN b.total_left ELSE b.total_right END), b.id
        LIMIT $7`,
      [
        memberId,
        leg,
        o.before.t,
        o.before.id,
        hundredthsToDecimal(o.after.place),
        o.after.id,
        o.limit,
      ],
    );
    return rows.map((r): PlacedRow => ({
      id: Number(r.id),
      orderId: r.order_id === null ? null : Number(r.order_id),
      memberId: r.from_member_id === null ? null : Number(r.from_member_id),
      volume: toHundredths(r.pv_added),
      place: toHundredths(r.place),
    }));
  };
