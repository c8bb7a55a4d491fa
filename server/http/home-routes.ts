import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commonQueryWire } from '../../src/api/wire/common';
import { dashboardWire, notificationsCountWire, type DashboardWire } from '../../src/api/wire/home';
import type { Db } from '../db/connection';
import { minorToDecimal, volumeToNumber } from '../domain/money';
import {
  getDashboard,
  getNotificationCounts,
  transactionLabels,
  type Dashboard,
} from '../services/dashboard-service';
import { withModules } from './bootstrap-hook';
import { requireSession } from './context';

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
    recent_transactions: d.recentMovements.map((t) => ({
      id: t.id,
      transaction_group: t.group,
      transaction_type: t.type,
      transaction_key: t.key,
      amount: minorToDecimal(Math.abs(t.amountMinor)),
      cash_flow: t.amountMinor >= 0 ? ('credit' as const) : ('debit' as const),
      created_at: t.createdAt.toISOString(),
      level: t.level,
      from_user: t.fromUser,
      rank_name: t.rankName,
    })),
    // Content (articles, videos, learnings) and the store catalogue have no tables yet:
    // they are empty lists on the wire until those areas are built.
    recent_articles: [],
    recent_videos: [],
    learnings: [],
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

  r.get(
    '/api/home/dashboard',
    { schema: { querystring: commonQueryWire, response: { 200: withModules(dashboardWire) } } },
    async (request) => toDashboardWire(await getDashboard(db, requireSession(request).memberId)),
  );

  r.get(
    '/api/home/notifications_count',
    {
      schema: {
        querystring: commonQueryWire,
        response: { 200: withModules(notificationsCountWire) },
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
