import type { Keyset } from '../../contract/paging';
import type { Queryable } from '../db/connection';
import { listNotificationHistory, type NotificationHistoryRow } from './notification-repo';

/** One page of the member's notifications history, read ones included (issue 31). */
export function notificationHistory(
  db: Queryable,
  memberId: number,
  after: Keyset | null,
  limit: number,
): Promise<NotificationHistoryRow[]> {
  return listNotificationHistory(db, memberId, after, limit);
}
