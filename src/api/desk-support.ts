import { cursorList, getById } from './cursor-page';
import { get, post } from './http';
import {
  cannedAnswerListWire,
  deskSupportOperatorsWire,
  deskTicketPageWire,
  deskTicketResponseWire,
  type CannedAnswerWire,
  type DeskPersonWire,
  type DeskTicketDetailWire,
  type DeskTicketMessageWire,
  type DeskTicketSummaryWire,
} from '@contract/desk-support';
import type { TicketCategory, TicketPriority, TicketStatus } from '@contract/support';

// The support desk (issue 30): every member's tickets, for operators holding `support`.

export type DeskPerson = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
};

const toDeskPerson = (w: DeskPersonWire): DeskPerson => ({
  id: w.id,
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
});

export type DeskTicket = {
  id: number;
  number: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  member: DeskPerson;
  assignee: DeskPerson | null;
  createdAt: string;
  lastActivityAt: string;
  memberWroteLast: boolean;
  messageCount: number;
};

export const toDeskTicket = (w: DeskTicketSummaryWire): DeskTicket => ({
  id: w.id,
  number: w.number,
  subject: w.subject,
  category: w.category,
  priority: w.priority,
  status: w.status,
  member: toDeskPerson(w.member),
  assignee: w.assignee ? toDeskPerson(w.assignee) : null,
  createdAt: w.created_at,
  lastActivityAt: w.last_activity_at,
  memberWroteLast: w.member_wrote_last,
  messageCount: w.message_count,
});

export type DeskTicketMessage = {
  id: number;
  body: string;
  createdAt: string;
  fromStaff: boolean;
  staffName: string | null;
  staffId: number | null;
  files: { id: number; fileName: string; mimeType: string; size: number }[];
};

const toDeskTicketMessage = (m: DeskTicketMessageWire): DeskTicketMessage => ({
  id: m.id,
  body: m.body,
  createdAt: m.created_at,
  fromStaff: m.from_staff,
  staffName: m.staff_name,
  staffId: m.staff_id,
  files: m.attachments.map((a) => ({
    id: a.id,
    fileName: a.file_name,
    mimeType: a.mime_type,
    size: a.size,
  })),
});

export type DeskTicketDetail = DeskTicket & {
  member: DeskPerson & { email: string; language: string };
  messages: DeskTicketMessage[];
  canReply: boolean;
  canAssign: boolean;
  canResolve: boolean;
  canClose: boolean;
};

export const toDeskTicketDetail = (w: DeskTicketDetailWire): DeskTicketDetail => ({
  ...toDeskTicket(w),
  member: { ...toDeskPerson(w.member), email: w.member.email, language: w.member.language },
  messages: w.messages.map(toDeskTicketMessage),
  canReply: w.can_reply,
  canAssign: w.can_assign,
  canResolve: w.can_resolve,
  canClose: w.can_close,
});

/** The queue's filters as the address bar and the call name them; '' means any. */
export type DeskTicketFilter = {
  status: TicketStatus;
  assignee: string;
  member: string;
  category: TicketCategory | '';
  priority: TicketPriority | '';
};

export const getDeskTickets = cursorList(
  '/api/admin/support/tickets',
  deskTicketPageWire,
  toDeskTicket,
  (f: DeskTicketFilter) => ({
    status: f.status,
    assignee: f.assignee,
    member: f.member.trim(),
    category: f.category,
    priority: f.priority,
  }),
);

export async function getDeskTicket(id: string, signal?: AbortSignal): Promise<DeskTicketDetail> {
  const w = await getById('/api/admin/support/tickets', id, deskTicketResponseWire, signal);
  return toDeskTicketDetail(w.ticket);
}

const ticketStep = async (id: number, step: string, body: object) =>
  toDeskTicketDetail(
    (
      await post(`/api/admin/support/tickets/${id}/${step}`, body, {
        schema: deskTicketResponseWire,
      })
    ).ticket,
  );

export const replyAsDesk = (id: number, body: string) => ticketStep(id, 'reply', { body });
export const assignTicket = (id: number, operatorId: number | null) =>
  ticketStep(id, 'assign', { operator_id: operatorId });
export const resolveTicket = (id: number) => ticketStep(id, 'resolve', {});
export const closeTicket = (id: number) => ticketStep(id, 'close', {});

export async function getSupportOperators(signal?: AbortSignal): Promise<DeskPerson[]> {
  const w = await get('/api/admin/support/operators', {
    schema: deskSupportOperatorsWire,
    ...(signal ? { signal } : {}),
  });
  return w.items.map(toDeskPerson);
}

export type CannedAnswer = {
  id: number;
  title: string;
  body: string;
  language: string;
  updatedAt: string;
};

export const toCannedAnswer = (w: CannedAnswerWire): CannedAnswer => ({
  id: w.id,
  title: w.title,
  body: w.body,
  language: w.language,
  updatedAt: w.updated_at,
});

export async function getCannedAnswers(signal?: AbortSignal): Promise<CannedAnswer[]> {
  const w = await get('/api/admin/support/canned_answers', {
    schema: cannedAnswerListWire,
    ...(signal ? { signal } : {}),
  });
  return w.items.map(toCannedAnswer);
}
