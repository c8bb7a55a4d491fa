import type { Keyset } from '../../contract/paging';
import type { TicketCategory, TicketPriority, TicketStatus } from '../../contract/support';
import type { Queryable } from '../db/connection';
import { keysetAfter, keysetOrder, type KeysetWalk } from '../db/keyset';

/** Reads of the support desk (issue 30): every member's tickets, and the desk's operators. */

export type Person = { id: number; username: string; firstName: string; lastName: string | null };

export type DeskTicket = {
  id: number;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  member: Person & { email: string; language: string };
  assignee: Person | null;
  createdAt: Date;
  updatedAt: Date;
  updatedKey: string;
  memberWroteLast: boolean;
  messageCount: number;
};

type DeskTicketRow = {
  id: number;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  member_id: number;
  m_username: string;
  m_first: string;
  m_last: string | null;
  m_email: string;
  m_language: string;
  assignee_id: number | null;
  a_username: string | null;
  a_first: string | null;
  a_last: string | null;
  created_at: Date;
  updated_at: Date;
  updated_key: string;
  member_last: boolean | null;
  messages: number;
};

const deskTicketSelect = `SELECT t.id, t.subject, t.category, t.priority, t.status,
    t.member_id, m.username AS m_username, m.first_name AS m_first, m.last_name AS m_last,
    m.email AS m_email, m.language AS m_language,
    t.assignee_id, a.username AS a_username, a.first_name AS a_first, a.last_name AS a_last,
    t.created_at, t.updated_at, t.updated_at::text AS updated_key,
    (SELECT lm.author_id IS NOT NULL FROM support_ticket_messages lm WHERE lm.ticket_id = t.id
      ORDER BY lm.created_at DESC, lm.id DESC LIMIT 1) AS member_last,
    (SELECT count(*) FROM support_ticket_messages c WHERE c.ticket_id = t.id)::int8 AS messages
  FROM support_tickets t JOIN members m ON m.id = t.member_id
  LEFT JOIN members a ON a.id = t.assignee_id`;

const toDeskTicket = (r: DeskTicketRow): DeskTicket => ({
  id: Number(r.id),
  subject: r.subject,
  category: r.category,
  priority: r.priority,
  status: r.status,
  member: {
    id: Number(r.member_id),
    username: r.m_username,
    firstName: r.m_first,
    lastName: r.m_last,
    email: r.m_email,
    language: r.m_language,
  },
  assignee:
    r.assignee_id === null
      ? null
      : {
          id: Number(r.assignee_id),
          username: r.a_username ?? '',
          firstName: r.a_first ?? '',
          lastName: r.a_last,
        },
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  updatedKey: r.updated_key,
  memberWroteLast: r.member_last === true,
  messageCount: Number(r.messages),
});

export type DeskTicketFilter = {
  status: TicketStatus;
  /** Oldest activity first (the queues still waiting on someone) or newest first. */
  oldestFirst: boolean;
  /** An operator's id, or null for tickets nobody looks after; undefined: anyone's. */
  assigneeId: number | null | undefined;
  memberId: number | undefined;
  category: TicketCategory | undefined;
  priority: TicketPriority | undefined;
};

/** One page of the desk's queue in keyset order (updated_at, id). */
export async function listDeskTickets(
  q: Queryable,
  f: DeskTicketFilter,
  after: Keyset | null,
  limit: number,
): Promise<DeskTicket[]> {
  const params: unknown[] = [f.status, limit];
  const add = (v: unknown) => `$${params.push(v)}`;
  const walk: KeysetWalk = { at: 't.updated_at', id: 't.id', dir: f.oldestFirst ? 'asc' : 'desc' };
  const where = [
    keysetAfter(params, after, walk),
    f.assigneeId === null ? 't.assignee_id IS NULL' : '',
    f.assigneeId ? `t.assignee_id = ${add(f.assigneeId)}` : '',
    f.memberId !== undefined ? `t.member_id = ${add(f.memberId)}` : '',
    f.category ? `t.category = ${add(f.category)}` : '',
    f.priority ? `t.priority = ${add(f.priority)}` : '',
  ]
    .filter(Boolean)
    .map((w) => `AND ${w}`)
    .join(' ');
  const rows = await q.query<DeskTicketRow>(
    `${deskTicketSelect} WHERE t.status = $1 ${where} ORDER BY ${keysetOrder(walk)} LIMIT $2`,
    params,
  );
  return rows.map(toDeskTicket);
}

/** Any member's ticket (locked for a change when asked); null when there is none. */
export async function findDeskTicket(
  q: Queryable,
  id: number,
  lock = false,
): Promise<DeskTicket | null> {
  if (lock) await q.query('SELECT id FROM support_tickets WHERE id = $1 FOR UPDATE', [id]);
  const rows = await q.query<DeskTicketRow>(`${deskTicketSelect} WHERE t.id = $1`, [id]);
  return rows[0] ? toDeskTicket(rows[0]) : null;
}

/** A member (never an operator) by id or username, for the queue's `member` filter. */
export async function findMemberRef(q: Queryable, member: string): Promise<number | null> {
  const byId = /^\d{1,15}$/.test(member);
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM members WHERE role_id <> 1 AND ${byId ? 'id = $1::int8' : 'lower(username) = lower($1)'}`,
    [member],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The operators who hold the `support` permission: who a ticket may be assigned to. */
export async function listSupportOperators(q: Queryable): Promise<Person[]> {
  const rows = await q.query<{
    id: number;
    username: string;
    first_name: string;
    last_name: string | null;
  }>(
    `SELECT m.id, m.username, m.first_name, m.last_name FROM members m
       JOIN operator_permissions p ON p.member_id = m.id AND p.permission = 'support'
      WHERE m.role_id = 1 AND m.status = 1 AND m.deleted_at IS NULL
      ORDER BY lower(m.username), m.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
  }));
}
