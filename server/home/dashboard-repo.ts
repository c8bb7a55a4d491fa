import type { Queryable } from '../db/connection';
import { translated } from '../db/translated';

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

/** The member's standing; the package name in `language` (decision 045). */
export async function getMemberStanding(
  db: Queryable,
  memberId: number,
  language: string,
): Promise<MemberStanding | null> {
  const rows = await db.query<MemberStanding>(
    `SELECT m.path, m.language, m.pv, m.tv, m.cv, m.package_id AS "packageId",
            ${translated('name', '$2', 'p')} AS "packageName", p.price_minor AS "packagePriceMinor", p.bv AS "packageBv",
            m.package_expires_at AS "packageExpiresAt", m.package_purchased_at AS "packagePurchasedAt",
            (p.sort_order >= (SELECT max(sort_order) FROM packages WHERE status = 1))
              IS TRUE AS "isHighestPackage",
            m.rank_id AS "rankId", r.name AS "rankName", r.icon AS "rankIcon",
            r.bonus_minor AS "rankBonusMinor", m.rank_achieved_at AS "rankAchievedAt"
       FROM members m
       LEFT JOIN packages p ON p.id = m.package_id
       LEFT JOIN ranks r ON r.id = m.rank_id
      WHERE m.id = $1`,
    [memberId, language],
  );
  return rows[0] ?? null;
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
  return db.query<RecentJoining>(
    `SELECT id, first_name AS "firstName", last_name AS "lastName", avatar, joined_at AS "joinedAt"
       FROM members
      WHERE path > $1 AND path < $1 || '~'
      ORDER BY joined_at DESC, id DESC LIMIT $2`,
    [path, limit],
  );
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
