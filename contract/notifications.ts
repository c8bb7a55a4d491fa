import { z } from 'zod';
import { cursorListQueryWire, cursorPageWire, instantWire } from './common';

/** The kinds of spec §3 Notifications: orders, payouts and messages. */
const notificationKinds = ['order', 'payout', 'message'] as const;

/**
 * Not in the spec (issue 31): one notification of the member's history, read or not. `ref_id`
 * names what it is about (an order, a payout request, a mail thread) or is null for a notice
 * with nothing behind it; `read_at` is null while it is unread.
 */
const notificationHistoryItemWire = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  created_at: instantWire,
  read_at: instantWire.nullable(),
  unread: z.boolean(),
});
export type NotificationHistoryItemWire = z.infer<typeof notificationHistoryItemWire>;

/** GET /api/home/notifications/history: the cursor and the common parameters. */
export const notificationHistoryQueryWire = cursorListQueryWire;

/** GET /api/home/notifications/history: newest first, one cursor page (spec §9 paging). */
export const notificationHistoryPageWire = cursorPageWire(notificationHistoryItemWire);
