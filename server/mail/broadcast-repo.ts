import type { BroadcastSegmentWire } from '../../contract/broadcast';
import type { Queryable } from '../db/connection';
import { segmentWhere } from './broadcast-segment';

const muted = `EXISTS (SELECT 1 FROM mail_broadcast_mutes mu WHERE mu.member_id = t.id)`;

/** The segment's members, and how many of them muted broadcasts from their upline. */
export async function countSegment(
  q: Queryable,
  senderId: number,
  segment: BroadcastSegmentWire,
): Promise<{ matched: number; muted: number }> {
  const params: unknown[] = [senderId];
  const [row] = await q.query<{ matched: number; muted: number }>(
    `SELECT count(*)::int8 AS matched, count(*) FILTER (WHERE ${muted})::int8 AS muted
       FROM members me JOIN members t ON true
      WHERE me.id = $1 AND ${segmentWhere(segment, params)}`,
    params,
  );
  return { matched: row?.matched ?? 0, muted: row?.muted ?? 0 };
}

/** The ids a broadcast to the segment reaches now: not muted, in id order. */
export async function listSegmentRecipients(
  q: Queryable,
  senderId: number,
  segment: BroadcastSegmentWire,
): Promise<number[]> {
  const params: unknown[] = [senderId];
  const rows = await q.query<{ id: number }>(
    `SELECT t.id FROM members me JOIN members t ON true
      WHERE me.id = $1 AND ${segmentWhere(segment, params)} AND NOT ${muted}
      ORDER BY t.id`,
    params,
  );
  return rows.map((r) => r.id);
}

/**
 * Holds the sender's row until the transaction ends: two sends of one member at once take
 * turns, so the daily limit counts the first before the second checks it.
 */
export async function lockSender(tx: Queryable, senderId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [senderId]);
}

/** The member's broadcasts since `since` (the start of the UTC day). */
export async function countBroadcastsSince(
  q: Queryable,
  senderId: number,
  since: Date,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int8 AS n FROM mail_broadcasts WHERE sender_id = $1 AND created_at >= $2`,
    [senderId, since],
  );
  return row?.n ?? 0;
}

export type BroadcastRow = {
  id: number;
  subject: string;
  recipientCount: number;
  mutedCount: number;
  createdAt: Date;
};

export async function insertBroadcast(
  tx: Queryable,
  b: {
    senderId: number;
    subject: string;
    body: string;
    segment: BroadcastSegmentWire;
    recipientCount: number;
    mutedCount: number;
  },
): Promise<BroadcastRow> {
  const [row] = await tx.query<BroadcastDbRow>(
    `INSERT INTO mail_broadcasts (sender_id, subject, body, segment, recipient_count, muted_count)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6)
     RETURNING id, subject, recipient_count, muted_count, created_at`,
    [b.senderId, b.subject, b.body, JSON.stringify(b.segment), b.recipientCount, b.mutedCount],
  );
  return toBroadcast(row!);
}

type BroadcastDbRow = {
  id: number;
  subject: string;
  recipient_count: number;
  muted_count: number;
  created_at: Date;
};

const toBroadcast = (r: BroadcastDbRow): BroadcastRow => ({
  id: r.id,
  subject: r.subject,
  recipientCount: r.recipient_count,
  mutedCount: r.muted_count,
  createdAt: r.created_at,
});

/** The member's latest broadcasts, newest first. */
export async function listBroadcasts(
  q: Queryable,
  senderId: number,
  limit: number,
): Promise<BroadcastRow[]> {
  const rows = await q.query<BroadcastDbRow>(
    `SELECT id, subject, recipient_count, muted_count, created_at FROM mail_broadcasts
      WHERE sender_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [senderId, limit],
  );
  return rows.map(toBroadcast);
}

/**
 * One thread and one message per recipient, in two set statements: the sender starts each
 * thread and the recipient's side gets the message's time, so each inbox shows it as any
 * mail. Answers the recipients' thread ids.
 */
export async function insertBroadcastMail(
  tx: Queryable,
  b: { broadcastId: number; senderId: number; subject: string; body: string; to: number[] },
): Promise<{ memberId: number; threadId: number }[]> {
  const threads = await tx.query<{ id: number; counterpart_id: number }>(
    `INSERT INTO mail_threads (member_id, counterpart_id, subject, counterpart_received_at, updated_at)
     SELECT $1, r, $2, clock_timestamp(), clock_timestamp() FROM unnest($3::int8[]) AS r
     RETURNING id, counterpart_id`,
    [b.senderId, b.subject, b.to],
  );
  await tx.query(
    `INSERT INTO mail_messages (thread_id, sender_id, recipient_id, body, created_at, broadcast_id)
     SELECT t.id, $1, t.counterpart_id, $2, t.counterpart_received_at, $3
       FROM mail_threads t WHERE t.id = ANY($4::int8[])`,
    [b.senderId, b.body, b.broadcastId, threads.map((t) => t.id)],
  );
  return threads.map((t) => ({ memberId: t.counterpart_id, threadId: t.id }));
}

export async function isMuted(q: Queryable, memberId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM mail_broadcast_mutes WHERE member_id = $1', [memberId]);
  return rows.length > 0;
}

export async function setMuted(q: Queryable, memberId: number, muted: boolean): Promise<void> {
  await q.query(
    muted
      ? 'INSERT INTO mail_broadcast_mutes (member_id) VALUES ($1) ON CONFLICT DO NOTHING'
      : 'DELETE FROM mail_broadcast_mutes WHERE member_id = $1',
    [memberId],
  );
}

/** The company's ranks, lowest first: what a segment's minimum rank is chosen from. */
export const listRanks = (q: Queryable) =>
  q.query<{ id: number; name: string }>('SELECT id, name FROM ranks ORDER BY sort_order, id');
