import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  earningLinesPageWire,
  earningLinesQueryWire,
  earningsAnalyticsQueryWire,
  earningsAnalyticsWire,
} from '../../contract/earnings-analytics';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { getEarningsAnalytics, listEarningLinesPage } from './earnings-analytics-service';
import { requireSession } from '../http/context';
import { createdKeyOf } from '../http/paging';
import { memberListRoute } from '../http/list-route';
import { toAnalyticsWire, toLineWire } from './earnings-analytics-presenters';

/** Issue 16 point 4: the member's earnings analysed, and the lines behind each figure. */
export function earningsAnalyticsRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/wallet/earnings_analytics',
    {
      schema: {
        description:
          'Gross earnings (before tax and service charge) from start_date to end_date (UTC days, both included, at most 366), by bonus type per bucket (day, Monday week or month, chosen by the span), by leg, by level and by the top 20 source members.',
        querystring: earningsAnalyticsQueryWire,
        response: { 200: earningsAnalyticsWire },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const { start_date, end_date } = request.query;
      return toAnalyticsWire(await getEarningsAnalytics(db, memberId, start_date, end_date));
    },
  );

  memberListRoute(app, '/api/wallet/earning_lines', {
    schema: {
      description:
        'The earnings behind an analytics figure, newest first: every filter optional (leg and level take none for the lines without one).',
      querystring: earningLinesQueryWire,
      response: earningLinesPageWire,
    },
    keyOf: createdKeyOf,
    rows: (memberId, q, page) =>
      listEarningLinesPage(db, memberId, {
        startDate: q.start_date,
        endDate: q.end_date,
        bonusType: q.bonus_type,
        leg: q.leg,
        level: q.level,
        fromMemberId: q.from_member_id,
        ...page,
      }),
    toWire: toLineWire,
  });
}
