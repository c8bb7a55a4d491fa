import type {
  CannedAnswerWire,
  DeskPersonWire,
  DeskTicketDetailWire,
  DeskTicketSummaryWire,
} from '../../contract/desk-support';
import { ticketNumber } from '../mail';
import type { CannedAnswer } from './canned-answers-service';
import {
  canTake,
  type DeskTicket,
  type DeskTicketDetail,
  type Person,
} from './desk-support-service';

export const toPersonWire = (p: Person): DeskPersonWire => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
});

export const toDeskTicketWire = (t: DeskTicket): DeskTicketSummaryWire => ({
  id: t.id,
  number: ticketNumber(t.id),
  subject: t.subject,
  category: t.category,
  priority: t.priority,
  status: t.status,
  member: toPersonWire(t.member),
  assignee: t.assignee ? toPersonWire(t.assignee) : null,
  created_at: t.createdAt.toISOString(),
  last_activity_at: t.updatedAt.toISOString(),
  member_wrote_last: t.memberWroteLast,
  message_count: t.messageCount,
});

export const toDeskTicketDetailWire = (t: DeskTicketDetail): DeskTicketDetailWire => ({
  ...toDeskTicketWire(t),
  member: { ...toPersonWire(t.member), email: t.member.email, language: t.member.language },
  message_count: t.messages.length,
  messages: t.messages.map((m) => ({
    id: m.id,
    body: m.body,
    created_at: m.createdAt.toISOString(),
    from_staff: m.authorId === null,
    staff_name: m.staffName,
    staff_id: m.staffId,
    attachments: m.attachments.map((a) => ({
      id: a.id,
      file_name: a.fileName,
      mime_type: a.mimeType,
      size: a.sizeBytes,
    })),
  })),
  can_reply: canTake('reply', t.status),
  can_assign: canTake('assign', t.status),
  can_resolve: canTake('resolve', t.status),
  can_close: canTake('close', t.status),
});

export const toCannedAnswerWire = (a: CannedAnswer): CannedAnswerWire => ({
  id: a.id,
  title: a.title,
  body: a.body,
  language: a.language,
  updated_at: a.updatedAt.toISOString(),
});
