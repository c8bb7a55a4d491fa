import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardWire, notificationsCountWire, type DashboardWire } from '../../contract/home';
import type { Db } from '../db/connection';
import { minorToDecimal, volumeToNumber } from '../domain/money';
import { getDashboard, getNotificationCounts, type Dashboard } from '../services/dashboard-service';
import { transactionLabels } from '../services/wallet-labels';
import { requireSession } from './context';
import { toArticleWire } from './home-presenters';
import { toTransactionWire } from './wallet-presenters';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (minor: number | null) => (minor === null ? null : minorToDecimal(minor));

function toDashboardWire(d: Dashboard): DashboardWire {
  const s = d.standing;
  return {
    wallet_balance: minorToDecimal(d.totals.walletMinor),
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
    // The store catalogue is not part of this back office: no categories to offer.
    affiliate_products_category: [],
    transaction_labels: transactionLabels,
    credit_history: d.dailyFlows.map((f) => ({
      date: f.day,
      amount: minorToDecimal(f.creditMinor),
    })),
    debit_history: d.dailyFlows.map((f) => ({ date: f.day, amount: minorToDecimal(f.debitMinor) })),
  };
}

export function homeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/home/dashboard', { schema: { response: { 200: dashboardWire } } }, async (request) =>
    toDashboardWire(await getDashboard(db, requireSession(request).memberId)),
  );

  r.get(
    '/api/home/notifications_count',
    {
      schema: {
        response: { 200: notificationsCountWire },
      },
    },
    async (request) => {
      const c = await getNotificationCounts(db, requireSession(request).memberId);
      return {
        order_count: c.order,
        payout_count: c.payout,
        message_count: c.message,
        total_count: c.total,
      };
    },
  );
}
