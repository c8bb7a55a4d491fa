import { get, post } from './http';
import {
  dashboardExtraWire,
  dashboardWire,
  homeBinaryWire,
  notificationsCountWire,
  notificationsReadResponseWire,
  notificationsWire,
  type ArticleWire,
  type DashboardWire,
  type EventWire,
  type HomeBinaryWire,
  type NotificationsCountWire,
  type NotificationsWire,
  type PromotionsWire,
} from '@contract/home';
import type { EventFacts } from '@contract/model';
import { toTransaction, type Transaction } from './wallet';

export type RecentJoining = {
  id: number;
  firstName: string;
  lastName: string | null;
  avatar: string | null;
  joinedDate: string;
};

export type ArticleItem = {
  id: number;
  title: string;
  description: string | null;
  content: string | null;
  imagePreview: string | null;
  updatedAt: string;
};

export type DailyAmount = { date: string; amount: string };

/** Spec §3 Dashboard, camelCase. Money stays a decimal string in the base currency. */
export type Dashboard = {
  /** Available (withdrawable); held and owed (positive) beside it (decision 037). */
  walletBalance: string;
  heldBalance: string;
  owedBalance: string;
  totalEarnings: string;
  totalPaid: string;
  pv: number;
  tv: number;
  cv: number;
  packageId: number | null;
  packageName: string | null;
  packageAmount: string | null;
  packageBv: number | null;
  packageExpiry: string | null;
  packagePurchasedOn: string | null;
  rankId: number | null;
  rankName: string | null;
  rankIcon: string | null;
  rankBonus: string | null;
  rankAchievedOn: string | null;
  isHighestPackage: boolean;
  recentJoinings: RecentJoining[];
  recentTransactions: Transaction[];
  recentArticles: ArticleItem[];
  recentVideos: ArticleItem[];
  transactionLabels: Record<string, string>;
  affiliateProductsCategory: { id: number; name: string }[];
  creditHistory: DailyAmount[];
  debitHistory: DailyAmount[];
  learnings: ArticleItem[];
};

export const toArticleItem = (w: ArticleWire): ArticleItem => ({
  id: w.id,
  title: w.title,
  description: w.description,
  content: w.content,
  imagePreview: w.image_preview,
  updatedAt: w.updated_at,
});

const toDashboard = (w: DashboardWire): Dashboard => ({
  walletBalance: w.wallet_balance,
  heldBalance: w.held_balance,
  owedBalance: w.owed_balance,
  totalEarnings: w.total_earnings,
  totalPaid: w.total_paid,
  pv: w.pv,
  tv: w.tv,
  cv: w.cv,
  packageId: w.package_id,
  packageName: w.package_name,
  packageAmount: w.package_amount,
  packageBv: w.package_bv,
  packageExpiry: w.package_expiry,
  packagePurchasedOn: w.package_purchased_on,
  rankId: w.rank_id,
  rankName: w.rank_name,
  rankIcon: w.rank_icon,
  rankBonus: w.rank_bonus,
  rankAchievedOn: w.rank_achieved_on,
  isHighestPackage: w.is_highest_package,
  recentJoinings: w.recent_joinings.map((j) => ({
    id: j.id,
    firstName: j.first_name,
    lastName: j.last_name,
    avatar: j.avatar,
    joinedDate: j.created_at,
  })),
  recentTransactions: w.recent_transactions.map(toTransaction),
  recentArticles: w.recent_articles.map(toArticleItem),
  recentVideos: w.recent_videos.map(toArticleItem),
  transactionLabels: w.transaction_labels,
  affiliateProductsCategory: w.affiliate_products_category,
  creditHistory: w.credit_history,
  debitHistory: w.debit_history,
  learnings: w.learnings.map(toArticleItem),
});

export const getDashboard = async (): Promise<Dashboard> =>
  toDashboard(await get('/api/home/dashboard', { schema: dashboardWire }));

/** Unread notifications by kind and in total; `mail` is the unread inbox mail (issue 31). */
export type NotificationCounts = {
  order: number;
  payout: number;
  message: number;
  total: number;
  mail: number;
};

const toCounts = (w: NotificationsCountWire): NotificationCounts => ({
  order: w.order_count,
  payout: w.payout_count,
  message: w.message_count,
  total: w.total_count,
  mail: w.mail_unread_count,
});

export const getNotificationCounts = async (): Promise<NotificationCounts> =>
  toCounts(await get('/api/home/notifications_count', { schema: notificationsCountWire }));

/** Spec §3 Notifications, camelCase; `notificationId` marks an item read (issue 13). */
type OrderNotification = {
  notificationId: number;
  orderId: number;
  invoiceNumber: string;
  status: string;
  color: string;
  dateUpdated: string;
  total: string;
};
type PayoutNotification = {
  notificationId: number;
  payoutId: number;
  invoiceNumber: string;
  statusId: number;
  status: string;
  dateUpdated: string;
  total: string;
};
type MessageNotification = {
  notificationId: number;
  subject: string;
  body: string;
  updatedAt: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  threadId: number | null;
};
export type Notifications = {
  orders: OrderNotification[];
  payouts: PayoutNotification[];
  messages: MessageNotification[];
};

const toNotifications = (w: NotificationsWire): Notifications => ({
  orders: w.orders.map((o) => ({
    notificationId: o.notification_id,
    orderId: o.order_id,
    invoiceNumber: o.invoice_number,
    status: o.status,
    color: o.color,
    dateUpdated: o.date_updated,
    total: o.total,
  })),
  payouts: w.payouts.map((p) => ({
    notificationId: p.notification_id,
    payoutId: p.payout_id,
    invoiceNumber: p.invoice_number,
    statusId: p.status_id,
    status: p.status,
    dateUpdated: p.date_updated,
    total: p.total,
  })),
  messages: w.messages.map((m) => ({
    notificationId: m.notification_id,
    subject: m.subject,
    body: m.body,
    updatedAt: m.updated_at,
    firstName: m.first_name,
    lastName: m.last_name,
    avatar: m.avatar,
    threadId: m.thread_id,
  })),
});

export const getNotifications = async (signal?: AbortSignal): Promise<Notifications> =>
  toNotifications(
    await get('/api/home/notifications', {
      schema: notificationsWire,
      ...(signal ? { signal } : {}),
    }),
  );

/** Marks one item (and its siblings) read; answers the counts left. */
export async function markNotificationRead(id: number): Promise<NotificationCounts> {
  const w = await post(
    `/api/home/notifications/${id}/read`,
    {},
    {
      schema: notificationsReadResponseWire,
    },
  );
  return toCounts(w.counts);
}

export async function markAllNotificationsRead(): Promise<NotificationCounts> {
  const w = await post(
    '/api/home/notifications/read_all',
    {},
    {
      schema: notificationsReadResponseWire,
    },
  );
  return toCounts(w.counts);
}

/** Spec §3 Event. */
export type EventItem = EventFacts<string>;

export const toEventItem = (w: EventWire): EventItem => ({
  id: w.id,
  title: w.title,
  venue: w.venue,
  about: w.about,
  imagePreview: w.image_preview,
  tag: w.tag,
  startDate: w.start_date,
  endDate: w.end_date,
  updatedAt: w.updated_at,
});

/** Spec §3 Promotions; the dashboard extra adds the member's PV and TV. */
type Promotions = { events: EventItem[]; articles: ArticleItem[] };
export type DashboardExtra = Promotions & { pv: number; tv: number };

const toPromotions = (w: PromotionsWire): Promotions => ({
  events: w.events.map(toEventItem),
  articles: w.articles.map(toArticleItem),
});

export async function getDashboardExtra(): Promise<DashboardExtra> {
  const w = await get('/api/home/dashboard/extra', { schema: dashboardExtraWire });
  return { ...toPromotions(w), pv: w.pv, tv: w.tv };
}

type Leg = 'L' | 'R';

/** Spec §3 Binary (home). */
export type HomeBinary = {
  totalBonus: string;
  position: Leg | null;
  leftPoints: number;
  rightPoints: number;
  leftCarry: number;
  rightCarry: number;
  leftDownlinesCount: number;
  rightDownlinesCount: number;
  defaultLeg: Leg;
  placementFirstName: string | null;
  placementLastName: string | null;
  sponsorFirstName: string | null;
  sponsorLastName: string | null;
};

const toHomeBinary = (w: HomeBinaryWire): HomeBinary => ({
  totalBonus: w.total_bonus,
  position: w.position,
  leftPoints: w.left_points,
  rightPoints: w.right_points,
  leftCarry: w.left_carry,
  rightCarry: w.right_carry,
  leftDownlinesCount: w.left_downlines_count,
  rightDownlinesCount: w.right_downlines_count,
  defaultLeg: w.default_leg,
  placementFirstName: w.placement_first_name,
  placementLastName: w.placement_last_name,
  sponsorFirstName: w.sponsor_first_name,
  sponsorLastName: w.sponsor_last_name,
});

export const getHomeBinary = async (): Promise<HomeBinary> =>
  toHomeBinary(await get('/api/home/binary', { schema: homeBinaryWire }));
