import { toArticleWire } from '../content';
import type {
  DashboardWire,
  NotificationsWire,
  PackageDataWire,
  PackageWire,
  PerformanceWire,
  RankCriteriaWire,
  RankDataWire,
  RankLegWire,
} from '../../contract/home';
import { minorToDecimal } from '../../contract/money';
import { payoutNumber } from '../../contract/payout';
import { volumeToNumber } from '../shared/money';
import { payoutStatusId } from '../payout';
import type { RankCriteria } from '../ranks';
import type { LegStats, CatalogPackage } from './home';
import type { Dashboard } from './dashboard-service';
import type { Notifications, PackageData, Performance } from './home-service';
import { transactionLabels, toTransactionWire } from '../wallet';
import type { RankData } from './home-rank-service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toPackageWire = (p: CatalogPackage): PackageWire => ({
  id: p.id,
  name: p.name,
  status: p.status,
  sku: p.sku,
  sort_order: p.sortOrder,
  price: minorToDecimal(p.priceMinor),
  bv: p.bv,
  expiry: p.expiryDays,
  image: p.image,
  description: p.description,
  max_levels: p.maxLevels,
  direct_bonus: p.directBonus,
  roi_bonus: p.roiBonus,
});

export const toPackageDataWire = (d: PackageData): PackageDataWire => ({
  package_status: d.status,
  direct_bonus: minorToDecimal(d.earned.directMinor),
  roi_bonus: minorToDecimal(d.earned.roiMinor),
  direct_bonus_rate: d.current?.directBonus ?? null,
  roi_bonus_rate: d.current?.roiBonus ?? null,
  unilevel_bonus: minorToDecimal(d.earned.unilevelMinor),
  upgrade_status: d.upgrade,
  autoship_status: d.autoship,
  price_difference:
    d.current && d.next ? minorToDecimal(d.next.priceMinor - d.current.priceMinor) : null,
  pv_difference: d.current && d.next ? d.next.bv - d.current.bv : null,
  current_package_id: d.current?.id ?? null,
  current_package_expiry: iso(d.currentExpiry),
  packages: d.packages.map(toPackageWire),
});

export const toPerformanceWire = (p: Performance): PerformanceWire => ({
  joining_date: p.member.joinedAt.toISOString(),
  rank_name: p.member.rankName,
  rank_start_date: p.period.startDay,
  rank_end_date: p.period.endDay,
  personal_sales: p.personalSales,
  team_sales: p.teamSales,
});

const toRankCriteriaWire =
  (all: RankCriteria[]) =>
  (r: RankCriteria): RankCriteriaWire => {
    const wanted = all.find((x) => x.id === r.downlineRankId);
    return {
      id: r.id,
      type: r.type,
      name: r.name,
      bonus: minorToDecimal(r.bonusMinor),
      licensed_leg_count: r.licensedLegCount,
      licensed_downline_count: r.licensedDownlineCount,
      sales_volume: r.salesVolume,
      downline_rank_requirements:
        wanted && r.downlineRankCount > 0
          ? [{ rank_id: wanted.id, rank_name: wanted.name, count: r.downlineRankCount }]
          : [],
    };
  };

const toLegWire = (l: LegStats): RankLegWire => ({
  id: l.id,
  username: l.username,
  first_name: l.firstName,
  last_name: l.lastName,
  sales: l.sales,
  licensed_downlines: l.licensedDownlines,
});

export function toRankDataWire(d: RankData): RankDataWire {
  const rank = toRankCriteriaWire(d.ranks);
  return {
    joining_date: d.member.joinedAt.toISOString(),
    rank: d.current?.name ?? null,
    strongest_leg: d.strongestLeg && toLegWire(d.strongestLeg),
    rank_start_date: d.period.startDay,
    rank_end_date: d.period.endDay,
    rank_period: d.period.kind,
    ranks: d.ranks.map(rank),
    current_rank: d.current && rank(d.current),
    achieved_ranks: d.achieved.map((a) => ({
      id: a.id,
      name: a.name,
      bonus: minorToDecimal(a.bonusMinor),
      created_at: a.achievedAt.toISOString(),
    })),
    higher_ranks: d.higher.map(rank),
    next_rank: d.next && rank(d.next),
    criteria_achieved: {
      licensed_leg_count: d.stats.licensedLegs,
      licensed_downline_count: d.stats.licensedDownlines,
      downline_rank_count: d.requiredRank
        ? (d.stats.downlineRankCounts[d.requiredRank.id] ?? 0)
        : 0,
      sales: d.stats.salesVolume,
    },
    legs: d.legs.map(toLegWire),
    sales_in_period: d.salesInPeriod,
    sales_all: d.stats.salesVolume,
    licensed_legs: d.licensedLegs,
    downline_ranks: d.ranks.map((r) => ({
      rank_id: r.id,
      rank_name: r.name,
      count: d.stats.downlineRankCounts[r.id] ?? 0,
    })),
    downline_rank_legs: d.downlineRankLegs,
  };
}

/** Badge colours of the order statuses (the theme's scale, spec §9). */
const orderColors: Record<string, string> = {
  pending: '#E4A316',
  processing: '#5b58ec',
  completed: '#1f9d55',
  cancelled: '#d64545',
  refunded: '#6b7280',
};

export const toNotificationsWire = (n: Notifications): NotificationsWire => ({
  orders: n.orders.map((o) => ({
    notification_id: o.notificationId,
    order_id: o.orderId,
    invoice_number: o.invoiceNo,
    status: o.status,
    color: orderColors[o.status] ?? '#6b7280',
    date_updated: o.updatedAt.toISOString(),
    total: minorToDecimal(o.totalMinor),
  })),
  payouts: n.payouts.map((p) => ({
    notification_id: p.notificationId,
    payout_id: p.id,
    invoice_number: payoutNumber(p.id),
    status_id: payoutStatusId(p.status),
    status: p.status,
    date_updated: p.updatedAt.toISOString(),
    total: minorToDecimal(p.amountMinor),
  })),
  messages: n.messages.map((m) => ({
    notification_id: m.notificationId,
    subject: m.subject,
    body: m.body,
    updated_at: m.updatedAt.toISOString(),
    first_name: m.from.firstName,
    last_name: m.from.lastName,
    avatar: m.from.avatar,
    thread_id: m.threadId,
  })),
});

const money = (minor: number | null) => (minor === null ? null : minorToDecimal(minor));

export function toDashboardWire(d: Dashboard): DashboardWire {
  const s = d.standing;
  return {
    wallet_balance: minorToDecimal(d.totals.walletMinor),
    held_balance: minorToDecimal(d.totals.heldMinor),
    owed_balance: minorToDecimal(d.totals.owedMinor),
    total_earnings: minorToDecimal(d.totals.earningsMinor),
    total_paid: minorToDecimal(d.totals.paidMinor),
    pv: volumeToNumber(s.pv),
    tv: volumeToNumber(s.tv),
    cv: volumeToNumber(s.cv),
    package_id: s.packageId,
    package_name: s.packageName,
    package_amount: money(s.packagePriceMinor),
    package_bv: s.packageBv,
    package_expiry: iso(s.packageExpiresAt),
    package_purchased_on: iso(s.packagePurchasedAt),
    rank_id: s.rankId,
    rank_name: s.rankName,
    rank_icon: s.rankIcon,
    rank_bonus: money(s.rankBonusMinor),
    rank_achieved_on: iso(s.rankAchievedAt),
    is_highest_package: s.isHighestPackage,
    recent_joinings: d.recentJoinings.map((j) => ({
      id: j.id,
      first_name: j.firstName,
      last_name: j.lastName,
      avatar: j.avatar,
      created_at: j.joinedAt.toISOString(),
    })),
    recent_transactions: d.recentMovements.map(toTransactionWire),
    recent_articles: d.articles.map(toArticleWire),
    recent_videos: d.videos.map(toArticleWire),
    learnings: d.learnings.map(toArticleWire),
    // The external store's categories (only while the store module is on).
    affiliate_products_category: d.productCategories,
    transaction_labels: transactionLabels,
    credit_history: d.dailyFlows.map((f) => ({
      date: f.day,
      amount: minorToDecimal(f.creditMinor),
    })),
    debit_history: d.dailyFlows.map((f) => ({ date: f.day, amount: minorToDecimal(f.debitMinor) })),
  };
}

export const toCountsWire = (c: {
  order: number;
  payout: number;
  message: number;
  total: number;
  mail: number;
}) => ({
  order_count: c.order,
  payout_count: c.payout,
  message_count: c.message,
  total_count: c.total,
  mail_unread_count: c.mail,
});
