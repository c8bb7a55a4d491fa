import type { Keyset } from '../../contract/paging';
import type { Queryable } from '../db/connection';
import { keysetAfter, keysetFetch, keysetOrder } from '../db/keyset';
import { enqueuePush } from '../push';
import { translateMessage } from '../shared/translate-messages';

export async function countUnreadNotifications(
  db: Queryable,
  memberId: number,
): Promise<Record<'order' | 'payout' | 'message', number>> {
  const rows = await db.query<{ kind: 'order' | 'payout' | 'message'; n: number }>(
    `SELECT kind, count(*)::int8 AS n FROM notifications
      WHERE member_id = $1 AND read_at IS NULL GROUP BY kind`,
    [memberId],
  );
  const counts = { order: 0, payout: 0, message: 0 };
  for (const r of rows) counts[r.kind] = r.n;
  return counts;
}

export type NewNotification = {
  memberId: number;
  /** The member's preference that governs it (spec "notification" settings, in_app switch). */
  event: string;
  kind: 'order' | 'payout' | 'message';
  title: string;
  body: string | null;
  refId: number | null;
  at?: Date;
  /**
   * The title and body are the server's own English (not a member's or an operator's words):
   * they are written in the member's language (decision 044) for the notice and its push.
   */
  serverText?: boolean;
};

/**
 * Writes an in-app notification unless the member switched the event's in-app notices off,
 * and queues its push (for the events that have one) under the same switch.
 * One statement, so the engine and the services can call it inside their transactions.
 */
export async function insertNotification(q: Queryable, notice: NewNotification): Promise<void> {
  const n = notice.serverText ? await inMembersLanguage(q, notice) : notice;
  await q.query(
    `INSERT INTO notifications (member_id, kind, title, body, ref_id, created_at)
     SELECT $1, $2, $3, $4, $5, coalesce($6::timestamptz, now())
      WHERE NOT EXISTS (SELECT 1 FROM notification_preferences p
                         WHERE p.member_id = $1 AND p.event = $7 AND NOT p.in_app)`,
    [n.memberId, n.kind, n.title, n.body, n.refId, n.at ?? null, n.event],
  );
  // The same switch governs the push to the member's browsers (decision 046), queued in the
  // same transaction and sent in the background.
  await enqueuePush(q, n.memberId, {
    event: n.event,
    title: n.title,
    body: n.body,
    refId: n.refId,
  });
}

/** The language a member reads the server's own texts in (decision 044): theirs, else English. */
export async function findMemberLanguage(q: Queryable, memberId: number): Promise<'en' | 'es'> {
  const [member] = await q.query<{ language: string }>(
    'SELECT language FROM members WHERE id = $1',
    [memberId],
  );
  return member?.language === 'es' ? 'es' : 'en';
}

async function inMembersLanguage(q: Queryable, n: NewNotification): Promise<NewNotification> {
  const language = await findMemberLanguage(q, n.memberId);
  return {
    ...n,
    title: translateMessage(n.title, language),
    body: n.body === null ? null : translateMessage(n.body, language),
  };
}

/**
 * Marks a notification read, with every unread one about the same item (same kind and ref):
 * the screen shows one entry per order, payout or thread. Answers how many rows it touched:
 * 0 when the member has no such notification.
 */
export async function markNotificationRead(
  q: Queryable,
  memberId: number,
  notificationId: number,
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `WITH target AS (SELECT kind, ref_id FROM notifications WHERE id = $1 AND member_id = $2)
     UPDATE notifications n SET read_at = coalesce(n.read_at, now())
       FROM target
      WHERE n.member_id = $2
        AND (n.id = $1 OR (n.read_at IS NULL AND target.ref_id IS NOT NULL
                           AND n.kind = target.kind AND n.ref_id = target.ref_id))
      RETURNING n.id`,
    [notificationId, memberId],
  );
  return rows.length;
}

export async function markAllNotificationsRead(q: Queryable, memberId: number): Promise<number> {
  const rows = await q.query(
    `UPDATE notifications SET read_at = now() WHERE member_id = $1 AND read_at IS NULL RETURNING id`,
    [memberId],
  );
  return rows.length;
}

/** Opening a thread reads its message notifications. */
export async function markThreadNotificationsRead(
  q: Queryable,
  memberId: number,
  threadId: number,
): Promise<void> {
  await q.query(
    `UPDATE notifications SET read_at = now()
      WHERE member_id = $1 AND kind = 'message' AND ref_id = $2 AND read_at IS NULL`,
    [memberId, threadId],
  );
}

export type NotificationHistoryRow = {
  id: number;
  kind: 'order' | 'payout' | 'message';
  title: string;
  body: string | null;
  refId: number | null;
  createdAt: Date;
  /** created_at as PostgreSQL prints it: the page's keyset (contract/paging.ts). */
  createdKey: string;
  readAt: Date | null;
};

/**
 * The member's notifications, read or not, newest first in keyset order (created_at, id):
 * the history that stays after they are read (issue 31).
 */
export async function listNotificationHistory(
  q: Queryable,
  memberId: number,
  after: Keyset | null,
  limit: number,
): Promise<NotificationHistoryRow[]> {
  const params: unknown[] = [memberId];
  const walk = { at: 'created_at', id: 'id' };
  const keyset = keysetAfter(params, after, walk);
  const rows = await q.query<{
    id: number;
    kind: 'order' | 'payout' | 'message';
    title: string;
    body: string | null;
    ref_id: number | null;
    created_at: Date;
    created_key: string;
    read_at: Date | null;
  }>(
    `SELECT id, kind, title, body, ref_id, created_at, created_at::text AS created_key, read_at
       FROM notifications
      WHERE member_id = $1 ${keyset ? `AND ${keyset}` : ''}
      ORDER BY ${keysetOrder(walk)} LIMIT $${params.push(keysetFetch(limit))}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    refId: r.ref_id,
    createdAt: r.created_at,
    createdKey: r.created_key,
    readAt: r.read_at,
  }));
}
