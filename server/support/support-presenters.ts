import type { TicketDetailWire, TicketSummaryWire } from '../../contract/support';
import { ticketNumber, toAttachmentWire } from '../mail';
import type { TicketDetail, TicketSummary } from './support-service';

export const toSummaryWire = (t: TicketSummary): TicketSummaryWire => ({
  id: t.id,
  number: ticketNumber(t.id),
  subject: t.subject,
  category: t.category,
  priority: t.priority,
  status: t.status,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
  message_count: t.messageCount,
});

export const toDetailWire = (t: TicketDetail): TicketDetailWire => ({
  ...toSummaryWire(t),
  message_count: t.messages.length,
  can_reply: t.canReply,
  can_reopen: t.canReopen,
  messages: t.messages.map((m) => ({
    id: m.id,
    body: m.body,
    created_at: m.createdAt.toISOString(),
    from_staff: m.authorId === null,
    staff_name: m.staffName,
    attachments: m.attachments.map((a) => toAttachmentWire(a, 'support')),
  })),
});
