import type { Queryable } from '../db/connection';
import {
  getMemberStanding,
  getMoneyTotals,
  listDailyWalletFlows,
  listRecentJoinings,
  listWalletMovements,
  type DailyFlow,
  type MemberStanding,
  type MoneyTotals,
  type RecentJoining,
  type WalletMovement,
} from '../repositories/dashboard-repo';
import { countUnreadNotifications } from '../repositories/notification-repo';
import { notFound } from './app-error';

export type Dashboard = {
  standing: MemberStanding;
  totals: MoneyTotals;
  recentJoinings: RecentJoining[];
  recentMovements: WalletMovement[];
  dailyFlows: DailyFlow[];
};

const historyDays = 30;

export async function getDashboard(
  db: Queryable,
  memberId: number,
  now = new Date(),
): Promise<Dashboard> {
  const standing = await getMemberStanding(db, memberId);
  if (!standing) throw notFound('Member not found.');
  const since = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - historyDays + 1),
  );
  const [totals, recentJoinings, recentMovements, dailyFlows] = await Promise.all([
    getMoneyTotals(db, memberId),
    listRecentJoinings(db, standing.path, 5),
    listWalletMovements(db, memberId, 5),
    listDailyWalletFlows(db, memberId, since),
  ]);
  return { standing, totals, recentJoinings, recentMovements, dailyFlows };
}

export async function getNotificationCounts(db: Queryable, memberId: number) {
  const counts = await countUnreadNotifications(db, memberId);
  return { ...counts, total: counts.order + counts.payout + counts.message };
}

/** Readable names for the ledger's transaction keys, sent with every list of movements. */
export const transactionLabels: Record<string, string> = {
  direct_bonus: 'Direct bonus',
  binary_bonus: 'Binary bonus',
  level_commission: 'Level commission',
  rank_bonus: 'Rank bonus',
  roi_bonus: 'ROI bonus',
  payout_request: 'Payout request',
  payout_paid: 'Payout paid',
  payout_rejected: 'Payout returned',
};
