import {
  getMoneyTotals,
  type MoneyTotals,
  listRecentWalletTransactions,
  type WalletTransaction,
} from '../wallet';
import type { Queryable } from '../db/connection';
import type { ContentItem } from '../content';
import {
  getMemberStanding,
  listDailyWalletFlows,
  listRecentJoinings,
  type DailyFlow,
  type MemberStanding,
  type RecentJoining,
} from './dashboard-repo';
import {
  countUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../notifications';
import { getSetting } from '../company';
import { countUnreadInbox } from '../mail';
import { notFound } from '../shared/app-error';
import { contentFor } from './home-service';

export type Dashboard = {
  standing: MemberStanding;
  totals: MoneyTotals;
  recentJoinings: RecentJoining[];
  recentMovements: WalletTransaction[];
  dailyFlows: DailyFlow[];
  articles: ContentItem[];
  videos: ContentItem[];
  learnings: ContentItem[];
  /** The external store's categories while the store module is on, else none. */
  productCategories: { id: number; name: string }[];
};

const historyDays = 30;
const recentCount = 5;

export async function getDashboard(
  db: Queryable,
  memberId: number,
  language: string,
  now = new Date(),
): Promise<Dashboard> {
  const standing = await getMemberStanding(db, memberId, language);
  if (!standing) throw notFound('Member not found.');
  const since = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - historyDays + 1),
  );
  const [totals, recentJoinings, movements, dailyFlows, articles, videos, learnings, categories] =
    await Promise.all([
      getMoneyTotals(db, memberId),
      listRecentJoinings(db, standing.path, recentCount),
      listRecentWalletTransactions(db, memberId, recentCount),
      listDailyWalletFlows(db, memberId, since),
      contentFor(db, 'article', language, recentCount),
      contentFor(db, 'video', language, recentCount),
      contentFor(db, 'learning', language, recentCount),
      storeCategories(db),
    ]);
  return {
    standing,
    totals,
    recentJoinings,
    recentMovements: movements.slice(0, recentCount),
    dailyFlows,
    articles,
    videos,
    learnings,
    productCategories: categories,
  };
}

async function storeCategories(db: Queryable): Promise<{ id: number; name: string }[]> {
  const [modules, categories] = await Promise.all([
    getSetting<{ store?: boolean }>(db, 'modules'),
    getSetting<{ id: number; name: string }[]>(db, 'store_categories'),
  ]);
  return modules?.store === true && Array.isArray(categories) ? categories : [];
}

/**
 * The unread notifications by kind and their total (the notifications badge), and apart from
 * them the unread received mail (the mailbox badge): reading notifications never reads mail.
 */
export async function getNotificationCounts(db: Queryable, memberId: number) {
  const counts = await countUnreadNotifications(db, memberId);
  return {
    ...counts,
    total: counts.order + counts.payout + counts.message,
    mail: await countUnreadInbox(db, memberId),
  };
}

/**
 * Marks one notification read, with every unread one about the same order, payout or thread;
 * someone else's notification (or none) is a 404. Answers how many it marked and the counts.
 */
export async function readNotification(db: Queryable, memberId: number, notificationId: number) {
  const marked = await markNotificationRead(db, memberId, notificationId);
  if (marked === 0) throw notFound('Notification not found.');
  return { marked, counts: await getNotificationCounts(db, memberId) };
}

export async function readAllNotifications(db: Queryable, memberId: number) {
  const marked = await markAllNotificationsRead(db, memberId);
  return { marked, counts: await getNotificationCounts(db, memberId) };
}
