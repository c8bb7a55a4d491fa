import type { NotificationHistoryItemWire } from '../../contract/notifications';
import type { NotificationHistoryRow } from './notification-repo';

export const toHistoryItemWire = (n: NotificationHistoryRow): NotificationHistoryItemWire => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  ref_id: n.refId,
  created_at: n.createdAt.toISOString(),
  read_at: n.readAt?.toISOString() ?? null,
  unread: n.readAt === null,
});
