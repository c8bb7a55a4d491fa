import type { Queryable } from '../db/connection';
import type { CatalogPackage } from './home';
import { translated } from '../db/translated';

/** What the home pages show of the member: placement, binary legs, package and rank. */
export type HomeMember = {
  path: string;
  joinedAt: Date;
  language: string;
  position: 'L' | 'R' | null;
  defaultLeg: 'L' | 'R';
  pv: number;
  tv: number;
  leftPoints: number;
  rightPoints: number;
  leftCarry: number;
  rightCarry: number;
  leftCount: number;
  rightCount: number;
  packageId: number | null;
  packageExpiresAt: Date | null;
  rankId: number | null;
  rankName: string | null;
  rankAchievedAt: Date | null;
  placement: { firstName: string; lastName: string | null } | null;
  sponsor: { firstName: string; lastName: string | null } | null;
};

export async function getHomeMember(q: Queryable, memberId: number): Promise<HomeMember | null> {
  const [r] = await q.query<{
    path: string;
    joined_at: Date;
    language: string;
    position: 'L' | 'R' | null;
    default_leg: 'L' | 'R';
    pv: string;
    tv: string;
    left_points: string;
    right_points: string;
    left_carry: string;
    right_carry: string;
    left_count: number;
    right_count: number;
    package_id: number | null;
    package_expires_at: Date | null;
    rank_id: number | null;
    rank_name: string | null;
    rank_achieved_at: Date | null;
    p_first: string | null;
    p_last: string | null;
    s_first: string | null;
    s_last: string | null;
  }>(
    `SELECT m.path, m.joined_at, m.language, m.position, m.default_leg, m.pv, m.tv,
            m.left_points, m.right_points, m.left_carry, m.right_carry, m.left_count, m.right_count,
            m.package_id, m.package_expires_at, m.rank_id, rk.name AS rank_name, m.rank_achieved_at,
            p.first_name AS p_first, p.last_name AS p_last, s.first_name AS s_first, s.last_name AS s_last
       FROM members m
       LEFT JOIN members p ON p.id = m.parent_id
       LEFT JOIN members s ON s.id = m.sponsor_id
       LEFT JOIN ranks rk ON rk.id = m.rank_id
      WHERE m.id = $1`,
    [memberId],
  );
  if (!r) return null;
  return {
    path: r.path,
    joinedAt: r.joined_at,
    language: r.language,
    position: r.position,
    defaultLeg: r.default_leg,
    pv: Number(r.pv),
    tv: Number(r.tv),
    leftPoints: Number(r.left_points),
    rightPoints: Number(r.right_points),
    leftCarry: Number(r.left_carry),
    rightCarry: Number(r.right_carry),
    leftCount: r.left_count,
    rightCount: r.right_count,
    packageId: r.package_id,
    packageExpiresAt: r.package_expires_at,
    rankId: r.rank_id,
    rankName: r.rank_name,
    rankAchievedAt: r.rank_achieved_at,
    placement: r.p_first === null ? null : { firstName: r.p_first, lastName: r.p_last },
    sponsor: r.s_first === null ? null : { firstName: r.s_first, lastName: r.s_last },
  };
}

/** Gross earned per bonus type, all time. */
export async function earningsByType(
  q: Queryable,
  memberId: number,
): Promise<Record<string, number>> {
  const rows = await q.query<{ bonus_type: string; total: number }>(
    `SELECT bonus_type, sum(amount_minor)::int8 AS total FROM earnings
      WHERE member_id = $1 GROUP BY bonus_type`,
    [memberId],
  );
  return Object.fromEntries(rows.map((r) => [r.bonus_type, r.total]));
}

type PackageRow = {
  id: number;
  name: string;
  status: number;
  sku: string;
  sort_order: number;
  price_minor: number;
  bv: number;
  expiry_days: number | null;
  image: string | null;
  description: string | null;
  max_levels: number | null;
  direct_bonus: string;
  roi_bonus: string;
};

// Name and description in the language bound as `$1` (decision 045).
const packageColumns = `id, ${translated('name', '$1')} AS name, status, sku, sort_order,
  price_minor, bv, expiry_days, image, ${translated('description', '$1')} AS description,
  max_levels, direct_bonus, roi_bonus`;

const toPackage = (r: PackageRow): CatalogPackage => ({
  id: r.id,
  name: r.name,
  status: r.status,
  sku: r.sku,
  sortOrder: r.sort_order,
  priceMinor: r.price_minor,
  bv: r.bv,
  expiryDays: r.expiry_days,
  image: r.image,
  description: r.description,
  maxLevels: r.max_levels,
  directBonus: Number(r.direct_bonus),
  roiBonus: Number(r.roi_bonus),
});

/** The packages on sale (status 1), in the company's order, with texts in `language`. */
export async function listActivePackages(
  q: Queryable,
  language: string,
): Promise<CatalogPackage[]> {
  const rows = await q.query<PackageRow>(
    `SELECT ${packageColumns} FROM packages WHERE status = 1 ORDER BY sort_order, id`,
    [language],
  );
  return rows.map(toPackage);
}

/** The package row itself, on sale or not (a member may hold a retired package). */
export async function findPackage(
  q: Queryable,
  language: string,
  id: number,
): Promise<CatalogPackage | null> {
  const [r] = await q.query<PackageRow>(`SELECT ${packageColumns} FROM packages WHERE id = $2`, [
    language,
    id,
  ]);
  return r ? toPackage(r) : null;
}

/** PV and TV the member's volume records added in [from, to). */
export async function volumeBetween(
  q: Queryable,
  memberId: number,
  from: Date,
  to: Date,
): Promise<{ pv: number; tv: number }> {
  const [r] = await q.query<{ pv: string; tv: string }>(
    `SELECT coalesce(sum(pv), 0) AS pv, coalesce(sum(tv), 0) AS tv FROM volume_records
      WHERE member_id = $1 AND created_at >= $2 AND created_at < $3`,
    [memberId, from, to],
  );
  return { pv: Number(r?.pv ?? 0), tv: Number(r?.tv ?? 0) };
}
