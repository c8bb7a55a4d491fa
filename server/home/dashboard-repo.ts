import type { Queryable } from '../db/connection';

export type MemberStanding = {
  path: string;
  language: string;
  pv: string;
  tv: string;
  cv: string;
  packageId: number | null;
  packageName: string | null;
  packagePriceMinor: number | null;
  packageBv: number | null;
  packageExpiresAt: Date | null;
  packagePurchasedAt: Date | null;
  isHighestPackage: boolean;
  rankId: number | null;
  rankName: string | null;
  rankIcon: string | null;
  rankBonusMinor: number | null;
  rankAchievedAt: Date | null;
};

export async function getMemberStanding(
  db: Queryable,
  memberId: number,
): Promise<MemberStanding | null> {
  const rows = await db.query<{
    path: string;
    language: string;
    pv: string;
    tv: string;
    cv: string;
    package_id: number | null;
    package_name: string | null;
    price_minor: number | null;
    bv: number | null;
    package_expires_at: Date | null;
    package_purchased_at: Date | null;
    is_highest: boolean | null;
    rank_id: number | null;
    rank_name: string | null;
    rank_icon: string | null;
    bonus_minor: number | null;
    rank_achieved_at: Date | null;
  }>(
    `SELECT m.path, m.language, m.pv, m.tv, m.cv, m.package_id, p.name AS package_name, p.price_minor, p.bv,
            m.package_expires_at, m.package_purchased_at,
            p.sort_order >= (SELECT max(sort_order) FROM packages WHERE status = 1) AS is_highest,
            m.rank_id, r.name AS rank_name, r.icon AS rank_icon, r.bonus_minor, m.rank_achieved_at
       FROM members m
       LEFT JOIN packages p ON p.id = m.package_id
       LEFT JOIN ranks r ON r.id = m.rank_id
      WHERE m.id = $1`,
    [memberId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    path: r.path,
    language: r.language,
    pv: r.pv,
    tv: r.tv,
    cv: r.cv,
    packageId: r.package_id,
    packageName: r.package_name,
    packagePriceMinor: r.price_minor,
    packageBv: r.bv,
    packageExpiresAt: r.package_expires_at,
    packagePurchasedAt: r.package_purchased_at,
    isHighestPackage: r.is_highest === true,
    rankId: r.rank_id,
    rankName: r.rank_name,
    rankIcon: r.rank_icon,
    rankBonusMinor: r.bonus_minor,
    rankAchievedAt: r.rank_achieved_at,
  };
}

export type RecentJoining = {
  id: number;
  firstName: string;
  lastName: string | null;
  avatar: string | null;
  joinedAt: Date;
};

/** The newest members of the placement subtree under `path` (the member itself excluded). */
export async function listRecentJoinings(
  db: Queryable,
  path: string,
  limit: number,
): Promise<RecentJoining[]> {
  const rows = await db.query<{
    id: number;
    first_name: string;
    last_name: string | null;
    avatar: string | null;
    joined_at: Date;
  }>(
    `SELECT id, first_name, last_name, avatar, joined_at FROM members
      WHERE path > $1 AND path < $1 || '~'
      ORDER BY joined_at DESC, id DESC LIMIT $2`,
    [path, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    avatar: r.avatar,
    joinedAt: r.joined_at,
  }));
}

export type DailyFlow = { day: string; creditMinor: number; debitMinor: number };

/**
 * Credits and debits of the member's wallet per UTC day since `since`, from the daily totals
 * the ledger keeps beside its entries (migration 010): one row a day instead of every entry.
 */
export async function listDailyWalletFlows(
  db: Queryable,
  memberId: number,
  since: Date,
): Promise<DailyFlow[]> {
  const rows = await db.query<{ day: string; credit: number; debit: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, credit_minor AS credit, debit_minor AS debit
       FROM ledger_daily
      WHERE member_id = $1 AND account = 'wallet' AND day >= ($2::timestamptz AT TIME ZONE 'UTC')::date
      ORDER BY day`,
    [memberId, since],
  );
  return rows.map((r) => ({ day: r.day, creditMinor: r.credit, debitMinor: r.debit }));
}
