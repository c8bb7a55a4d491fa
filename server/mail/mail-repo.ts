import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { Party } from './messaging';
import { likePattern } from '../shared/like-pattern';
import { keysetAfter, keysetOrder } from '../db/keyset';

type PartyCols = {
  id: number | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
};

/** A member's columns under a prefix, or the support desk when the member is null. */
const partyOf = (r: PartyCols): Party =>
  r.id === null
    ? { kind: 'support' }
    : {
        kind: 'member',
        id: r.id,
        username: r.username!,
        firstName: r.first_name!,
        lastName: r.last_name,
        avatar: r.avatar,
      };

const pick = (row: Record<string, unknown>, prefix: string): PartyCols => ({
  id: row[`${prefix}_id`] as number | null,
  username: row[`${prefix}_username`] as string | null,
  first_name: row[`${prefix}_first_name`] as string | null,
  last_name: row[`${prefix}_last_name`] as string | null,
  avatar: row[`${prefix}_avatar`] as string | null,
});

const partyColumns = (alias: string, prefix: string) =>
  `${alias}.id AS ${prefix}_id, ${alias}.username AS ${prefix}_username,
   ${alias}.first_name AS ${prefix}_first_name, ${alias}.last_name AS ${prefix}_last_name,
   ${alias}.avatar AS ${prefix}_avatar`;

export type InboxRow = {
  id: number;
  subject: string;
  body: string;
  from: Party;
  receivedAt: Date;
  createdKey: string;
  unreadCount: number;
  messageCount: number;
};

/**
 * The threads in which the member received mail, by the latest message received, newest
 * first, in keyset order (time of that message, thread id). Each side of a thread keeps the
 * time it last received mail, so a page is two short index ranges, not a pass over every
 * thread. `search` matches the subject and the other party's username and names.
 */
export async function listInbox(
  q: Queryable,
  memberId: number,
  search: string | null,
  after: Keyset | null,
  limit: number,
): Promise<InboxRow[]> {
  const params: unknown[] = [memberId, limit];
  const add = (v: unknown) => `$${params.push(v)}`;
  const keyset = (col: string) =>
    after ? `AND (t.${col}, t.id) < (${keysetT}::timestamptz, ${keysetId}::bigint)` : '';
  const keysetT = after ? add(after.t) : '';
  const keysetId = after ? add(after.id) : '';
  const pattern = search ? add(likePattern(search)) : '';
  // The other side of the thread: the counterpart for its starter, the starter for the other.
  const filter = (otherCol: string) =>
    search
      ? `AND (t.subject ILIKE ${pattern} OR EXISTS (
            SELECT 1 FROM members o WHERE o.id = t.${otherCol}
               AND (o.username ILIKE ${pattern}
                    OR (o.first_name || ' ' || coalesce(o.last_name, '')) ILIKE ${pattern}))
            ${otherCol === 'counterpart_id' ? `OR (t.counterpart_id IS NULL AND 'support' ILIKE ${pattern})` : ''})`
      : '';
  const side = (own: string, at: string, other: string) =>
    `(SELECT t.id, t.subject, t.${at} AS received_at FROM mail_threads t
       WHERE t.${own} = $1 AND t.${at} IS NOT NULL ${keyset(at)} ${filter(other)}
       ORDER BY t.${at} DESC, t.id DESC LIMIT $2)`;
  const rows = await q.query<Record<string, unknown>>(
    `SELECT p.id, p.subject, lm.body, p.received_at AS created_at,
            p.received_at::text AS created_key, ${partyColumns('s', 'from')},
            (SELECT count(*) FROM mail_messages u
              WHERE u.thread_id = p.id AND u.recipient_id = $1 AND u.read_at IS NULL)::int8 AS unread,
            (SELECT count(*) FROM mail_messages c WHERE c.thread_id = p.id)::int8 AS total
       FROM (SELECT * FROM (${side('member_id', 'member_received_at', 'counterpart_id')}
                            UNION ALL
                            ${side('counterpart_id', 'counterpart_received_at', 'member_id')}) both_sides
              ORDER BY received_at DESC, id DESC LIMIT $2) p
       JOIN LATERAL (
            SELECT mm.body, mm.sender_id FROM mail_messages mm
             WHERE mm.thread_id = p.id AND mm.recipient_id = $1
             ORDER BY mm.created_at DESC, mm.id DESC LIMIT 1) lm ON true
       LEFT JOIN members s ON s.id = lm.sender_id
      ORDER BY p.received_at DESC, p.id DESC`,
    params,
  );
  return rows.map((r) => ({
    id: r.id as number,
    subject: r.subject as string,
    body: r.body as string,
    from: partyOf(pick(r, 'from')),
    receivedAt: r.created_at as Date,
    createdKey: r.created_key as string,
    unreadCount: r.unread as number,
    messageCount: r.total as number,
  }));
}

export type SentRow = {
  id: number;
  threadId: number;
  subject: string;
  body: string;
  to: Party;
  createdAt: Date;
  createdKey: string;
  attachmentCount: number;
};

/** The messages the member wrote, newest first, in keyset order (created_at, id). */
export async function listSent(
  q: Queryable,
  memberId: number,
  search: string | null,
  after: Keyset | null,
  limit: number,
): Promise<SentRow[]> {
  const params: unknown[] = [memberId, limit];
  const add = (v: unknown) => `$${params.push(v)}`;
  const walk = { at: 'mm.created_at', id: 'mm.id' };
  const keyset = after ? `AND ${keysetAfter(params, after, walk)}` : '';
  const filter = search
    ? `AND (t.subject ILIKE ${add(likePattern(search))} OR r.username ILIKE $${params.length}
            OR (r.first_name || ' ' || coalesce(r.last_name, '')) ILIKE $${params.length}
            OR (r.id IS NULL AND 'support' ILIKE $${params.length}))`
    : '';
  const rows = await q.query<Record<string, unknown>>(
    `SELECT mm.id, mm.thread_id, t.subject, mm.body, mm.created_at,
            mm.created_at::text AS created_key, ${partyColumns('r', 'to')},
            (SELECT count(*) FROM message_attachments a WHERE a.mail_message_id = mm.id)::int8 AS files
       FROM mail_messages mm
       JOIN mail_threads t ON t.id = mm.thread_id
       LEFT JOIN members r ON r.id = mm.recipient_id
      WHERE mm.sender_id = $1 ${keyset} ${filter}
      ORDER BY ${keysetOrder(walk)}
      LIMIT $2`,
    params,
  );
  return rows.map((r) => ({
    id: r.id as number,
    threadId: r.thread_id as number,
    subject: r.subject as string,
    body: r.body as string,
    to: partyOf(pick(r, 'to')),
    createdAt: r.created_at as Date,
    createdKey: r.created_key as string,
    attachmentCount: r.files as number,
  }));
}

export type ThreadHead = {
  id: number;
  subject: string;
  memberId: number;
  counterpartId: number | null;
};

/** A thread the member is part of (either side); null for anyone else's. */
export async function findMemberThread(
  q: Queryable,
  memberId: number,
  threadId: number,
): Promise<ThreadHead | null> {
  const rows = await q.query<{
    id: number;
    subject: string;
    member_id: number;
    counterpart_id: number | null;
  }>(
    `SELECT id, subject, member_id, counterpart_id FROM mail_threads
      WHERE id = $1 AND (member_id = $2 OR counterpart_id = $2)`,
    [threadId, memberId],
  );
  const r = rows[0];
  return r
    ? { id: r.id, subject: r.subject, memberId: r.member_id, counterpartId: r.counterpart_id }
    : null;
}

export type MessageRow = {
  id: number;
  threadId: number;
  subject: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  senderId: number | null;
  from: Party;
  to: Party;
};

const messageSelect = `SELECT mm.id, mm.thread_id, t.subject, mm.body, mm.created_at, mm.read_at,
            mm.sender_id, ${partyColumns('s', 'from')}, ${partyColumns('r', 'to')}
       FROM mail_messages mm
       JOIN mail_threads t ON t.id = mm.thread_id
       LEFT JOIN members s ON s.id = mm.sender_id
       LEFT JOIN members r ON r.id = mm.recipient_id`;

const toMessage = (r: Record<string, unknown>): MessageRow => ({
  id: r.id as number,
  threadId: r.thread_id as number,
  subject: r.subject as string,
  body: r.body as string,
  createdAt: r.created_at as Date,
  readAt: r.read_at as Date | null,
  senderId: r.sender_id as number | null,
  from: partyOf(pick(r, 'from')),
  to: partyOf(pick(r, 'to')),
});

/** Every message of a thread, oldest first. */
export async function listThreadMessages(q: Queryable, threadId: number): Promise<MessageRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `${messageSelect} WHERE mm.thread_id = $1 ORDER BY mm.created_at, mm.id`,
    [threadId],
  );
  return rows.map(toMessage);
}

/** A message the member wrote; null for any other. */
export async function findSentMessage(
  q: Queryable,
  memberId: number,
  messageId: number,
): Promise<MessageRow | null> {
  const rows = await q.query<Record<string, unknown>>(
    `${messageSelect} WHERE mm.id = $1 AND mm.sender_id = $2`,
    [messageId, memberId],
  );
  return rows[0] ? toMessage(rows[0]) : null;
}

export async function findMessage(q: Queryable, messageId: number): Promise<MessageRow> {
  const rows = await q.query<Record<string, unknown>>(`${messageSelect} WHERE mm.id = $1`, [
    messageId,
  ]);
  return toMessage(rows[0]!);
}

export async function insertThread(
  tx: Queryable,
  t: { memberId: number; counterpartId: number | null; subject: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO mail_threads (member_id, counterpart_id, subject) VALUES ($1, $2, $3) RETURNING id`,
    [t.memberId, t.counterpartId, t.subject],
  );
  return row!.id;
}

/**
 * A new message (clock_timestamp: later than the last, even in one transaction). The thread
 * follows it: updated_at, and the receiving side's time of last mail (the inbox's order).
 */
export async function insertMailMessage(
  tx: Queryable,
  m: { threadId: number; senderId: number | null; recipientId: number | null; body: string },
): Promise<number> {
  // One statement, so the thread takes the message's exact time (microseconds included).
  const [row] = await tx.query<{ id: number }>(
    `WITH msg AS (
       INSERT INTO mail_messages (thread_id, sender_id, recipient_id, body, created_at)
       VALUES ($1, $2, $3, $4, clock_timestamp()) RETURNING id, created_at)
     UPDATE mail_threads t SET updated_at = msg.created_at,
            member_received_at =
              CASE WHEN t.member_id = $3 THEN msg.created_at ELSE t.member_received_at END,
            counterpart_received_at =
              CASE WHEN t.counterpart_id = $3 THEN msg.created_at ELSE t.counterpart_received_at END
       FROM msg WHERE t.id = $1
     RETURNING msg.id`,
    [m.threadId, m.senderId, m.recipientId, m.body],
  );
  return row!.id;
}

/** Sets each side's time of last mail from the messages (after a bulk load: seed, bench). */
export async function refreshReceivedTimes(q: Queryable): Promise<void> {
  await q.query(
    `UPDATE mail_threads t SET
       member_received_at = (SELECT max(m.created_at) FROM mail_messages m
                              WHERE m.thread_id = t.id AND m.recipient_id = t.member_id),
       counterpart_received_at = (SELECT max(m.created_at) FROM mail_messages m
                                   WHERE m.thread_id = t.id AND m.recipient_id = t.counterpart_id)`,
  );
}

/**
 * The member's unread received mail: every message addressed to them not yet read, the
 * inbox's unread counts summed. The mailbox badge shows it, apart from notifications.
 */
export async function countUnreadInbox(q: Queryable, memberId: number): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `SELECT count(*)::int8 AS n FROM mail_messages WHERE recipient_id = $1 AND read_at IS NULL`,
    [memberId],
  );
  return rows[0]?.n ?? 0;
}

/** Marks what the member received in the thread as read; answers how many it marked. */
export async function markThreadRead(
  tx: Queryable,
  memberId: number,
  threadId: number,
): Promise<number> {
  const rows = await tx.query(
    `UPDATE mail_messages SET read_at = now()
      WHERE thread_id = $1 AND recipient_id = $2 AND read_at IS NULL RETURNING id`,
    [threadId, memberId],
  );
  return rows.length;
}

/** A member as a mail party: a live one, unless closed accounts are asked for too. */
export async function findParty(
  q: Queryable,
  memberId: number,
  opts: { includeClosed?: boolean } = {},
): Promise<Party | null> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${partyColumns('m', 'p')} FROM members m
      WHERE m.id = $1 ${opts.includeClosed ? '' : 'AND m.deleted_at IS NULL'}`,
    [memberId],
  );
  return rows[0] ? partyOf(pick(rows[0], 'p')) : null;
}

/** The member's sponsor, when there is one still with the company. */
export async function findSponsorParty(q: Queryable, memberId: number): Promise<Party | null> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${partyColumns('s', 'p')} FROM members m JOIN members s ON s.id = m.sponsor_id
      WHERE m.id = $1 AND s.deleted_at IS NULL`,
    [memberId],
  );
  return rows[0] ? partyOf(pick(rows[0], 'p')) : null;
}

/**
 * A member of the caller's placement downline (the genealogy's line) by username; null for
 * the caller, anyone above or beside them, an unknown or a closed account.
 */
export async function findDownlineParty(
  q: Queryable,
  callerId: number,
  username: string,
): Promise<Party | null> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${partyColumns('t', 'p')}
       FROM members me
       JOIN members t ON t.path > me.path AND t.path < me.path || '~'
      WHERE me.id = $1 AND lower(t.username) = lower($2) AND t.deleted_at IS NULL`,
    [callerId, username],
  );
  return rows[0] ? partyOf(pick(rows[0], 'p')) : null;
}
