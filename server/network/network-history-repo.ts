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
  return db.query<PvHistoryEntry>(
    `SELECT v.id, v.pv, v.tv, v.total_pv AS "totalPv", v.total_tv AS "totalTv", v.type,
            v.created_at AS "createdAt", v.created_at::text AS "createdKey",
            f.username AS "fromUsername"
       FROM volume_records v
       LEFT JOIN members f ON f.id = v.from_member_id
      ${tail}`,
    params,
  );
}

/** added: volume that reached a leg (leg set); deducted: a pairing run (no leg). */
export async function listBinaryHistory(
  db: Queryable,
  memberId: number,
  q: HistoryQuery & { type: 'added' | 'deducted' | null },
): Promise<Omit<BinaryHistoryEntry, 'orders'>[]> {
  const { tail, params } = keysetPage('b', memberId, q, () =>
    q.type === 'added' ? ['b.leg IS NOT NULL'] : q.type === 'deducted' ? ['b.leg IS NULL'] : [],
  );
  return db.query<Omit<BinaryHistoryEntry, 'orders'>>(
    `SELECT b.id, b.pv_added AS "pvAdded", b.pv_deducted_left AS "pvDeductedLeft",
            b.pv_deducted_right AS "pvDeductedRight", b.total_left AS "totalLeft",
            b.total_right AS "totalRight", b.carry_left AS "carryLeft",
            b.carry_right AS "carryRight", b.leg, b.bonus_generated_minor AS "bonusGeneratedMinor",
            b.bonus_to_pay_minor AS "bonusToPayMinor", b.capping_limit_minor AS "cappingLimitMinor",
            b.created_at AS "createdAt", b.created_at::text AS "createdKey",
            f.username AS "fromUsername"
       FROM binary_history b
       LEFT JOIN members f ON f.id = b.from_member_id
      ${tail}`,
    params,
  );
}
