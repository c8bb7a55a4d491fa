import type { Queryable } from '../db/connection';

/** Volumes, packages and activity of members as the compensation engine writes them. */

/** PV and CV to the buyer; returns the totals after the change. */
export async function addPersonalVolume(
  q: Queryable,
  memberId: number,
  pv: string,
  cv: string,
): Promise<{ totalPv: string; totalTv: string }> {
  const [r] = await q.query<{ pv: string; tv: string }>(
    'UPDATE members SET pv = pv + $2::numeric, cv = cv + $3::numeric WHERE id = $1 RETURNING pv, tv',
    [memberId, pv, cv],
  );
  return { totalPv: r!.pv, totalTv: r!.tv };
}

export type TeamVolumeRow = {
  id: number;
  status: number;
  deleted: boolean;
  pv: string;
  tv: string;
  leftPoints: string;
  rightPoints: string;
  leftCarry: string;
  rightCarry: string;
  firstPairDone: boolean;
};

/**
 * TV to every placement ancestor in one statement; those the volume reaches through their
 * left (right) leg also get it as left (right) points and carry. Returns the rows after.
 */
export async function addTeamVolume(
  q: Queryable,
  ancestorIds: readonly number[],
  leftOf: readonly number[],
  rightOf: readonly number[],
  tv: string,
): Promise<TeamVolumeRow[]> {
  const rows = await q.query<{
    id: number;
    status: number;
    deleted: boolean;
    pv: string;
    tv: string;
    left_points: string;
    right_points: string;
    left_carry: string;
    right_carry: string;
    binary_first_pair_done: boolean;
  }>(
    `UPDATE members
        SET tv = tv + $4::numeric,
            left_points = left_points + CASE WHEN id = ANY($2::int8[]) THEN $4::numeric ELSE 0 END,
            left_carry = left_carry + CASE WHEN id = ANY($2::int8[]) THEN $4::numeric ELSE 0 END,
            right_points = right_points + CASE WHEN id = ANY($3::int8[]) THEN $4::numeric ELSE 0 END,
            right_carry = right_carry + CASE WHEN id = ANY($3::int8[]) THEN $4::numeric ELSE 0 END
      WHERE id = ANY($1::int8[])
      RETURNING id, status, deleted_at IS NOT NULL AS deleted, pv, tv, left_points, right_points,
                left_carry, right_carry, binary_first_pair_done`,
    [ancestorIds, leftOf, rightOf, tv],
  );
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    deleted: r.deleted,
    pv: r.pv,
    tv: r.tv,
    leftPoints: r.left_points,
    rightPoints: r.right_points,
    leftCarry: r.left_carry,
    rightCarry: r.right_carry,
    firstPairDone: r.binary_first_pair_done,
  }));
}

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
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const values = rows.map((r) => {
    const at = params.length;
    params.push(
      r.memberId,
      r.fromMemberId,
      r.type,
      r.pv,
      r.tv,
      r.totalPv,
      r.totalTv,
      r.orderId,
      r.createdAt,
    );
    return `(${Array.from({ length: 9 }, (_, i) => `$${at + i + 1}`).join(', ')})`;
  });
  await q.query(
    `INSERT INTO volume_records (member_id, from_member_id, type, pv, tv, total_pv, total_tv, order_id, created_at)
     VALUES ${values.join(', ')}`,
    params,
  );
}

/** The package a purchase gives the buyer, and how long it keeps the buyer active. */
export async function setMemberPackage(
  q: Queryable,
  memberId: number,
  p: { packageId: number; purchasedAt: Date; expiresAt: Date | null; activeUntil: Date },
): Promise<void> {
  await q.query(
    `UPDATE members SET package_id = $2, package_purchased_at = $3, package_expires_at = $4,
            active_until = greatest(active_until, $5::timestamptz)
      WHERE id = $1`,
    [memberId, p.packageId, p.purchasedAt, p.expiresAt, p.activeUntil],
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
