import type { Queryable } from '../db/connection';
import { insertRows } from '../db/insert-rows';

/** Volumes, packages and activity of members as the compensation engine writes them. */

export type VolumeRecord = {
  memberId: number;
  fromMemberId: number | null;
  type: 'purchase' | 'team';
  pv: string;
  tv: string;
  totalPv: string;
  totalTv: string;
  orderId: number;
  createdAt: Date;
};

export async function insertVolumeRecords(
  q: Queryable,
  rows: readonly VolumeRecord[],
): Promise<void> {
  await insertRows(
    q,
    'volume_records',
    [
      'member_id',
      'from_member_id',
      'type',
      'pv',
      'tv',
      'total_pv',
      'total_tv',
      'order_id',
      'created_at',
    ],
    rows.map((r) => [
      r.memberId,
      r.fromMemberId,
      r.type,
      r.pv,
      r.tv,
      r.totalPv,
      r.totalTv,
      r.orderId,
      r.createdAt,
    ]),
  );
}

/** Status and activity of the given members (for compression and eligibility). */
export async function memberActivity(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, { status: number; deleted: boolean; activeUntil: Date | null }>> {
  const rows = await q.query<{
    id: number;
    status: number;
    deleted: boolean;
    active_until: Date | null;
  }>(
    `SELECT id, status, deleted_at IS NOT NULL AS deleted, active_until FROM members WHERE id = ANY($1::int8[])`,
    [ids],
  );
  return new Map(
    rows.map((r) => [r.id, { status: r.status, deleted: r.deleted, activeUntil: r.active_until }]),
  );
}

export async function sponsorIdOf(q: Queryable, memberId: number): Promise<number | null> {
  const [r] = await q.query<{ sponsor_id: number | null }>(
    'SELECT sponsor_id FROM members WHERE id = $1',
    [memberId],
  );
  return r?.sponsor_id ?? null;
}
