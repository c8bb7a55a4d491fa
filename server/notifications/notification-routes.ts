import type { FastifyInstance } from 'fastify';
import {
  notificationHistoryPageWire,
  notificationHistoryQueryWire,
} from '../../contract/notifications';
import type { Db } from '../db/connection';
import { memberListRoute } from '../http/list-route';
import { createdKeyOf } from '../http/paging';
import { toHistoryItemWire } from './notification-presenters';
import { notificationHistory } from './notification-service';

/**
 * Not in the spec (issue 31): the notifications history beside the spec's unread lists
 * (GET /api/home/notifications): every notification of the member, read ones included,
 * newest first, one cursor page a call.
 */
export function notificationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  memberListRoute(app, '/api/home/notifications/history', {
    schema: {
      description:
        'The member’s notifications, read or not, newest first; unread ones say so. Cursor pages.',
      querystring: notificationHistoryQueryWire,
      response: notificationHistoryPageWire,
    },
    keyOf: createdKeyOf,
    rows: (memberId, _query, page) => notificationHistory(db, memberId, page.after, page.limit),
    toWire: toHistoryItemWire,
  });
}
