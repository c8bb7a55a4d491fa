import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBodyWire } from '../../contract/common';
import {
  dashboardExtraWire,
  dashboardWire,
  homeBinaryWire,
  notificationsCountWire,
  notificationsReadResponseWire,
  notificationsWire,
  packageDataWire,
  performanceWire,
  promotionsWire,
  rankDataWire,
  upgradePackageBodyWire,
  upgradePackageResponseWire,
} from '../../contract/home';
import type { Db } from '../db/connection';
import { minorToDecimal } from '../../contract/money';
import {
  getDashboard,
  getNotificationCounts,
  readAllNotifications,
  readNotification,
} from './dashboard-service';
import { getRankData } from './home-rank-service';
import { upgradePackage } from '../orders';
import {
  getHomeBinary,
  getNotifications,
  getPackageData,
  getPerformance,
  getPromotions,
} from './home-service';
import { requireSession } from '../http/context';
import { requestLanguage } from '../http/language';
import { pathId } from '../http/path-id';
import { toArticleWire, toEventWire } from '../content';
import {
  toCountsWire,
  toDashboardWire,
  toNotificationsWire,
  toPackageDataWire,
  toPerformanceWire,
  toRankDataWire,
} from './home-presenters';

/** Spec §7 "Home": the dashboard and the screens under /member/home. */
export function homeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = <T extends z.ZodType>(wire: T) => ({
    schema: { response: { 200: wire } },
  });

  r.get('/api/home/dashboard/extra', schema(dashboardExtraWire), async (request) => {
    const p = await getPromotions(db, requireSession(request).memberId, requestLanguage(request));
    return {
      events: p.events.map(toEventWire),
      articles: p.articles.map(toArticleWire),
      pv: p.pv,
      tv: p.tv,
    };
  });

  r.get('/api/home/promotions', schema(promotionsWire), async (request) => {
    const p = await getPromotions(db, requireSession(request).memberId, requestLanguage(request));
    return { events: p.events.map(toEventWire), articles: p.articles.map(toArticleWire) };
  });

  r.get('/api/home/ranks', schema(rankDataWire), async (request) =>
    toRankDataWire(await getRankData(db, requireSession(request).memberId)),
  );

  r.get('/api/home/performance', schema(performanceWire), async (request) =>
    toPerformanceWire(await getPerformance(db, requireSession(request).memberId)),
  );

  r.get('/api/home/packages', schema(packageDataWire), async (request) =>
    toPackageDataWire(
      await getPackageData(db, requireSession(request).memberId, requestLanguage(request)),
    ),
  );

  r.get('/api/home/binary', schema(homeBinaryWire), async (request) => {
    const { member: m, totalBonusMinor } = await getHomeBinary(
      db,
      requireSession(request).memberId,
    );
    return {
      total_bonus: minorToDecimal(totalBonusMinor),
      position: m.position,
      left_points: m.leftPoints,
      right_points: m.rightPoints,
      left_carry: m.leftCarry,
      right_carry: m.rightCarry,
      left_downlines_count: m.leftCount,
      right_downlines_count: m.rightCount,
      default_leg: m.defaultLeg,
      placement_first_name: m.placement?.firstName ?? null,
      placement_last_name: m.placement?.lastName ?? null,
      sponsor_first_name: m.sponsor?.firstName ?? null,
      sponsor_last_name: m.sponsor?.lastName ?? null,
    };
  });

  r.get('/api/home/notifications', schema(notificationsWire), async (request) =>
    toNotificationsWire(await getNotifications(db, requireSession(request).memberId)),
  );

  r.get('/api/home/dashboard', { schema: { response: { 200: dashboardWire } } }, async (request) =>
    toDashboardWire(
      await getDashboard(db, requireSession(request).memberId, requestLanguage(request)),
    ),
  );

  r.get(
    '/api/home/notifications_count',
    {
      schema: {
        response: { 200: notificationsCountWire },
      },
    },
    async (request) =>
      toCountsWire(await getNotificationCounts(db, requireSession(request).memberId)),
  );

  // Not in the spec: the notifications screen marks one item, or everything, as read.
  const readSchema = {
    body: emptyBodyWire,
    response: { 200: notificationsReadResponseWire },
  };
  r.post(
    '/api/home/notifications/:id/read',
    { schema: { ...readSchema, params: z.object({ id: z.string() }) } },
    async (request) => {
      const { memberId } = requireSession(request);
      const done = await readNotification(db, memberId, pathId(request.params.id, 'Notification'));
      return { marked: done.marked, counts: toCountsWire(done.counts) };
    },
  );
  // Not in the spec (issue 18): the package screen's upgrade, paid from the wallet and
  // settled by the engine in the same transaction.
  r.post(
    '/api/home/upgrade',
    {
      config: { idempotent: true },
      schema: { body: upgradePackageBodyWire, response: { 200: upgradePackageResponseWire } },
    },
    async (request) => {
      const done = await upgradePackage(
        db,
        requireSession(request).memberId,
        request.body.package_id,
      );
      return {
        order_id: done.orderId,
        invoice_number: done.invoiceNumber,
        package_name: done.packageName,
        paid: minorToDecimal(done.paidMinor),
        wallet_balance: minorToDecimal(done.balanceMinor),
      };
    },
  );
  r.post('/api/home/notifications/read_all', { schema: readSchema }, async (request) => {
    const done = await readAllNotifications(db, requireSession(request).memberId);
    return { marked: done.marked, counts: toCountsWire(done.counts) };
  });
}
