import type { Queryable } from '../db/connection';
import type { PayoutStatus } from '../payout';

/**
 * The items behind the member's unread notifications. A notification names its item by
 * ref_id (an order, a payout request, a mail thread); the join also checks that the item is
 * the member's own, so a notification pointing elsewhere shows nothing.
 */

/**
 * The member's newest unread notification of `kind` about each item, as `n` (id, ref_id); $1 is
 * the member.
 */
const newestUnread = (kind: 'order' | 'payout') =>
  `(SELECT DISTINCT ON (ref_id) id, ref_id FROM notifications
     WHERE member_id = $1 AND kind = '${kind}' AND read_at IS NULL
     ORDER BY ref_id, created_at DESC, id DESC) n`;

export type OrderNotice = {
  /** The newest unread notification about the order (marking it reads them all). */
  notificationId: number;
  orderId: number;
  invoiceNo: string;
  status: string;
  updatedAt: Date;
  totalMinor: number;
};

export async function listUnreadOrders(
  q: Queryable,
  memberId: number,
  limit: number,
): Promise<OrderNotice[]> {
  return q.query<OrderNotice>(
    `SELECT n.id AS "notificationId", o.id AS "orderId", o.invoice_no AS "invoiceNo", o.status,
            o.updated_at AS "updatedAt", o.total_minor AS "totalMinor"
       FROM ${newestUnread('order')}
       JOIN orders o ON o.id = n.ref_id AND o.member_id = $1
      ORDER BY o.updated_at DESC, o.id DESC LIMIT $2`,
    [memberId, limit],
  );
}

export type PayoutNotice = {
  notificationId: number;
  id: number;
  status: PayoutStatus;
  updatedAt: Date;
  amountMinor: number;
};

export async function listUnreadPayouts(
  q: Queryable,
  memberId: number,
  limit: number,
): Promise<PayoutNotice[]> {
  return q.query<PayoutNotice>(
    `SELECT n.id AS "notificationId", p.id, p.status, p.updated_at AS "updatedAt",
            p.amount_minor AS "amountMinor"
       FROM ${newestUnread('payout')}
       JOIN payout_requests p ON p.id = n.ref_id AND p.member_id = $1
      ORDER BY p.updated_at DESC, p.id DESC LIMIT $2`,
    [memberId, limit],
  );
}

export type MessageNotice = {
  notificationId: number;
  subject: string;
  body: string;
  updatedAt: Date;
  /** Null when the company wrote it (support desk or a system notice). */
  sender: { firstName: string; lastName: string | null; avatar: string | null } | null;
  threadId: number | null;
};

/**
 * Unread message notifications. One that names a mail thread of the member's own shows the
 * thread's subject and the message it announced (the thread's latest message up to the
 * notification); one without (a system notice) shows its own title and body.
 */
export async function listUnreadMessages(
  q: Queryable,
  memberId: number,
  limit: number,
): Promise<MessageNotice[]> {
  const rows = await q.query<{
    notification_id: number;
    subject: string;
    body: string;
    updated_at: Date;
    first_name: string | null;
    last_name: string | null;
    avatar: string | null;
    thread_id: number | null;
  }>(
    `SELECT n.id AS notification_id, coalesce(th.subject, n.title) AS subject, coalesce(lm.body, n.body, '') AS body,
            coalesce(lm.created_at, n.created_at) AS updated_at,
            s.first_name, s.last_name, s.avatar, th.id AS thread_id
       FROM (SELECT id, title, body, ref_id, created_at FROM notifications
              WHERE member_id = $1 AND kind = 'message' AND read_at IS NULL
              ORDER BY created_at DESC, id DESC LIMIT $2) n
       LEFT JOIN mail_threads th ON th.id = n.ref_id AND (th.member_id = $1 OR th.counterpart_id = $1)
       LEFT JOIN LATERAL (
            SELECT mm.body, mm.sender_id, mm.created_at FROM mail_messages mm
             WHERE mm.thread_id = th.id AND mm.created_at <= n.created_at
             ORDER BY mm.created_at DESC, mm.id DESC LIMIT 1) lm ON true
       LEFT JOIN members s ON s.id = lm.sender_id
      ORDER BY n.created_at DESC, n.id DESC`,
    [memberId, limit],
  );
  return rows.map((r) => ({
    notificationId: r.notification_id,
    subject: r.subject,
    body: r.body,
    updatedAt: r.updated_at,
    sender:
      r.first_name === null
        ? null
        : { firstName: r.first_name, lastName: r.last_name, avatar: r.avatar },
    threadId: r.thread_id,
  }));
}
