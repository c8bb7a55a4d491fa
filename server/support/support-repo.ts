import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { TicketCategory, TicketPriority, TicketStatus } from '../../contract/support';
import { likePattern } from '../shared/like-pattern';
import { keysetAfter, keysetOrder } from '../db/keyset';

export type TicketSummary = {
  id: number;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  createdAt: Date;
  updatedAt: Date;
  updatedKey: string;
  messageCount: number;
};

type SummaryRow = {
  id: number;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  created_at: Date;
  updated_at: Date;
  updated_key: string;
  messages: number;
};

const summaryColumns = `t.id, t.subject, t.category, t.priority, t.status, t.created_at,
  t.updated_at, t.updated_at::text AS updated_key,
  (SELECT count(*) FROM support_ticket_messages m WHERE m.ticket_id = t.id)::int8 AS messages`;

const toSummary = (r: SummaryRow): TicketSummary => ({
  id: r.id,
  subject: r.subject,
  category: r.category,
  priority: r.priority,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  updatedKey: r.updated_key,
  messageCount: r.messages,
});

/** The member's tickets, most recently updated first, in keyset order (updated_at, id). */
export async function listTickets(
  q: Queryable,
  memberId: number,
  filter: { status: TicketStatus | null; search: string | null },
  after: Keyset | null,
  limit: number,
): Promise<TicketSummary[]> {
  const params: unknown[] = [memberId, limit];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = [
    keysetAfter(params, after, { at: 't.updated_at', id: 't.id' }),
    filter.status ? `t.status = ${add(filter.status)}` : '',
    filter.search
      ? `(t.subject ILIKE ${add(likePattern(filter.search))} OR 'TCK-' || lpad(t.id::text, 6, '0') ILIKE $${params.length})`
      : '',
  ].filter(Boolean);
  const rows = await q.query<SummaryRow>(
    `SELECT ${summaryColumns} FROM support_tickets t
      WHERE t.member_id = $1 ${where.map((w) => `AND ${w}`).join(' ')}
      ORDER BY ${keysetOrder({ at: 't.updated_at', id: 't.id' })} LIMIT $2`,
    params,
  );
  return rows.map(toSummary);
}

/** The member's own ticket; null for anyone else's. `lock` holds it for a status change. */
export async function findMemberTicket(
  q: Queryable,
  memberId: number,
  ticketId: number,
  lock = false,
): Promise<TicketSummary | null> {
  const rows = await q.query<SummaryRow>(
    `SELECT ${summaryColumns} FROM support_tickets t WHERE t.id = $1 AND t.member_id = $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [ticketId, memberId],
  );
  return rows[0] ? toSummary(rows[0]) : null;
}

export type TicketMessage = {
  id: number;
  authorId: number | null;
  staffName: string | null;
  staffId: number | null;
  body: string;
  createdAt: Date;
};

export async function listTicketMessages(q: Queryable, ticketId: number): Promise<TicketMessage[]> {
  const rows = await q.query<{
    id: number;
    author_id: number | null;
    staff_name: string | null;
    staff_id: number | null;
    body: string;
    created_at: Date;
  }>(
    `SELECT id, author_id, staff_name, staff_id, body, created_at FROM support_ticket_messages
      WHERE ticket_id = $1 ORDER BY created_at, id`,
    [ticketId],
  );
  return rows.map((r) => ({
    id: r.id,
    authorId: r.author_id,
    staffName: r.staff_name,
    staffId: r.staff_id === null ? null : Number(r.staff_id),
    body: r.body,
    createdAt: r.created_at,
  }));
}

export async function insertTicket(
  tx: Queryable,
  t: { memberId: number; category: TicketCategory; priority: TicketPriority; subject: string },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO support_tickets (member_id, category, priority, subject)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [t.memberId, t.category, t.priority, t.subject],
  );
  return row!.id;
}

/**
 * A message on a ticket: the member's (authorId) or the desk's (staffName, and staffId when an
 * operator at the desk wrote it rather than the automatic answer).
 */
export async function insertTicketMessage(
  tx: Queryable,
  m: {
    ticketId: number;
    authorId: number | null;
    staffName: string | null;
    staffId?: number | null;
    body: string;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO support_ticket_messages (ticket_id, author_id, staff_name, staff_id, body, created_at)
     VALUES ($1, $2, $3, $4, $5, clock_timestamp()) RETURNING id`,
    [m.ticketId, m.authorId, m.staffName, m.staffId ?? null, m.body],
  );
  return row!.id;
}

/** Who at the desk looks after the ticket (null: nobody); its activity time stays. */
export async function setTicketAssignee(
  tx: Queryable,
  ticketId: number,
  assigneeId: number | null,
): Promise<void> {
  await tx.query('UPDATE support_tickets SET assignee_id = $2 WHERE id = $1', [
    ticketId,
    assigneeId,
  ]);
}

export async function setTicketStatus(
  tx: Queryable,
  ticketId: number,
  status: TicketStatus,
): Promise<void> {
  await tx.query(
    'UPDATE support_tickets SET status = $2, updated_at = clock_timestamp() WHERE id = $1',
    [ticketId, status],
  );
}

/** The desk's first answer for a category (else for '*'), in the language (else English). */
export async function findAutoReply(
  q: Queryable,
  category: TicketCategory,
  language: string,
): Promise<{ staffName: string; body: string } | null> {
  const rows = await q.query<{ staff_name: string; body: string }>(
    `SELECT staff_name, body FROM support_auto_replies
      WHERE category IN ($1, '*') AND language IN ($2, 'en')
      ORDER BY (category = $1) DESC, (language = $2) DESC LIMIT 1`,
    [category, language],
  );
  return rows[0] ? { staffName: rows[0].staff_name, body: rows[0].body } : null;
}
