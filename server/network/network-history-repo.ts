import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { BinaryHistoryEntry, PvHistoryEntry } from './network';
import { keysetAfter, keysetOrder } from '../db/keyset';

/** The member's own volume and pairing history, one keyset page at a time. */

export type HistoryQuery = {
  sort: 'asc' | 'desc';
  from: Date | null;
  to: Date | null;
  /** The keyset of the last row of the previous page. */
  after: Keyset | null;
  /** The page size plus one, to know whether another page exists. */
  fetch: number;
};

/** WHERE and ORDER BY of a (created_at, id) keyset page over `alias`, scoped to one member. */
function keysetPage(
  alias: string,
  memberId: number,
  q: HistoryQuery,
  extra: (add: (value: unknown) => string) => string[],
) {
  const params: unknown[] = [memberId];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = [`${alias}.member_id = $1`, ...extra(add)];
  if (q.from) where.push(`${alias}.created_at >= ${add(q.from)}`);
  if (q.to) where.push(`${alias}.created_at < ${add(q.to)}`);
  const walk = { at: `${alias}.created_at`, id: `${alias}.id`, dir: q.sort, idType: 'int8' };
  if (q.after) where.push(keysetAfter(params, q.after, walk));
  const tail = `WHERE ${where.join(' AND ')}
      ORDER BY ${keysetOrder(walk)}
      LIMIT ${add(q.fetch)}`;
  return { tail, params };
}

export async function listPvHistory(
  db: Queryable,
  memberId: number,
  q: HistoryQuery & { type: 'purchase' | 'team' | null },
): Promise<PvHistoryEntry[]> {
  const { tail, params } = keysetPage('v', memberId, q, (add) =>
    q.type ? [`v.type = ${add(q.type)}`] : [],
  );
  const rows = await db.query<{
    id: number;
    pv: string;
    tv: string;
    total_pv: string;
    total_tv: string;
    type: string;
    created_at: Date;
    created_key: string;
    from_username: string | null;
  }>(
    `SELECT v.id, v.pv, v.tv, v.total_pv, v.total_tv, v.type, v.created_at,
            v.created_at::text AS created_key, f.username AS from_username
       FROM volume_records v
       LEFT JOIN members f ON f.id = v.from_member_id
      ${tail}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    pv: r.pv,
    tv: r.tv,
    totalPv: r.total_pv,
    totalTv: r.total_tv,
    type: r.type,
    createdAt: r.created_at,
    createdKey: r.created_key,
    fromUsername: r.from_username,
  }));
}

/** added: volume that reached a leg (leg set); deducted: a pairing run (no leg). */
export async function listBinaryHistory(
  db: Queryable,
  memberId: number,
  q: HistoryQuery & { type: 'added' | 'deducted' | null },
): Promise<BinaryHistoryEntry[]> {
  const { tail, params } = keysetPage('b', memberId, q, () =>
    q.type === 'added' ? ['b.leg IS NOT NULL'] : q.type === 'deducted' ? ['b.leg IS NULL'] : [],
  );
  const rows = await db.query<{
    id: number;
    pv_added: string;
    pv_deducted_left: string;
    pv_deducted_right: string;
    total_left: string;
    total_right: string;
    carry_left: string;
    carry_right: string;
    leg: 'L' | 'R' | null;
    bonus_generated_minor: number;
    bonus_to_pay_minor: number;
    capping_limit_minor: number | null;
    created_at: Date;
    created_key: string;
    from_username: string | null;
  }>(
    `SELECT b.id, b.pv_added, b.pv_deducted_left, b.pv_deducted_right, b.total_left,
            b.total_right, b.carry_left, b.carry_right, b.leg, b.bonus_generated_minor,
            b.bonus_to_pay_minor, b.capping_limit_minor, b.created_at,
            b.created_at::text AS created_key, f.username AS from_username
       FROM binary_history b
       LEFT JOIN members f ON f.id = b.from_member_id
      ${tail}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    pvAdded: r.pv_added,
    pvDeductedLeft: r.pv_deducted_left,
    pvDeductedRight: r.pv_deducted_right,
    totalLeft: r.total_left,
    totalRight: r.total_right,
    carryLeft: r.carry_left,
    carryRight: r.carry_right,
    leg: r.leg,
    bonusGeneratedMinor: r.bonus_generated_minor,
    bonusToPayMinor: r.bonus_to_pay_minor,
    cappingLimitMinor: r.capping_limit_minor,
    createdAt: r.created_at,
    createdKey: r.created_key,
    fromUsername: r.from_username,
  }));
}
