import {
  notificationHistoryPageWire,
  type NotificationHistoryItemWire,
} from '@contract/notifications';
import { cursorList } from './cursor-page';

/** One notification of the member's history, read or not (issue 31). */
export type NotificationHistoryItem = {
  id: number;
  kind: NotificationHistoryItemWire['kind'];
  title: string;
  body: string | null;
  /** The order, payout request or mail thread it is about; null for a plain notice. */
  refId: number | null;
  createdAt: string;
  readAt: string | null;
  unread: boolean;
};

const toHistoryItem = (w: NotificationHistoryItemWire): NotificationHistoryItem => ({
  id: w.id,
  kind: w.kind,
  title: w.title,
  body: w.body,
  refId: w.ref_id,
  createdAt: w.created_at,
  readAt: w.read_at,
  unread: w.unread,
});

/** GET /api/home/notifications/history: one cursor page, newest first. */
export const getNotificationHistory = cursorList(
  '/api/home/notifications/history',
  notificationHistoryPageWire,
  toHistoryItem,
  () => ({}),
);
