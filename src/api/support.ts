import { cursorList, getById } from './cursor-page';
import { post } from './http';
import { postMessage, toAttachment, type Attachment, type Progress, type Reply } from './mail';
import {
  ticketFields,
  ticketPageWire,
  ticketReplyFields,
  ticketResponseWire,
  type TicketCategory,
  type TicketDetailWire,
  type TicketPriority,
  type TicketStatus,
  type TicketSummaryWire,
} from '@contract/support';

// Support tickets (issue 13): the calls are ours (contract/support.ts).

export type { TicketCategory, TicketPriority, TicketStatus };

export type TicketSummary = {
  id: number;
  number: string;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
};

const toSummary = (w: TicketSummaryWire): TicketSummary => ({
  id: w.id,
  number: w.number,
  subject: w.subject,
  category: w.category,
  priority: w.priority,
  status: w.status,
  createdAt: w.created_at,
  updatedAt: w.updated_at,
  messageCount: w.message_count,
});

type TicketMessage = {
  id: number;
  body: string;
  createdAt: string;
  fromStaff: boolean;
  staffName: string | null;
  attachments: Attachment[];
};

export type TicketDetail = TicketSummary & {
  messages: TicketMessage[];
  canReply: boolean;
  canReopen: boolean;
};

const toDetail = (w: TicketDetailWire): TicketDetail => ({
  ...toSummary(w),
  canReply: w.can_reply,
  canReopen: w.can_reopen,
  messages: w.messages.map((m) => ({
    id: m.id,
    body: m.body,
    createdAt: m.created_at,
    fromStaff: m.from_staff,
    staffName: m.staff_name,
    attachments: m.attachments.map(toAttachment),
  })),
});

export type TicketFilter = { status: TicketStatus | null; search: string };

export const getTickets = cursorList(
  '/api/support/tickets',
  ticketPageWire,
  toSummary,
  (filter: TicketFilter) => filter,
);

export async function getTicket(id: string, signal?: AbortSignal): Promise<TicketDetail> {
  const w = await getById('/api/support/tickets', id, ticketResponseWire, signal);
  return toDetail(w.ticket);
}

export type NewTicket = {
  category: TicketCategory;
  priority: TicketPriority;
  subject: string;
  description: string;
  files: readonly File[];
};

export async function openTicket(input: NewTicket, onProgress: Progress): Promise<TicketDetail> {
  const fields = {
    [ticketFields.category]: input.category,
    [ticketFields.priority]: input.priority,
    [ticketFields.subject]: input.subject,
    [ticketFields.description]: input.description,
  };
  const message = { fields, files: input.files };
  const w = await postMessage('/api/support/tickets', message, onProgress, ticketResponseWire);
  return toDetail(w.ticket);
}

export async function replyToTicket(
  id: number,
  input: Reply,
  onProgress: Progress,
): Promise<TicketDetail> {
  const message = { fields: { [ticketReplyFields.body]: input.body }, files: input.files };
  const path = `/api/support/tickets/${id}/reply`;
  const w = await postMessage(path, message, onProgress, ticketResponseWire);
  return toDetail(w.ticket);
}

export async function reopenTicket(id: number): Promise<TicketDetail> {
  const w = await post(`/api/support/tickets/${id}/reopen`, {}, { schema: ticketResponseWire });
  return toDetail(w.ticket);
}
