import { z } from 'zod';
import { cursorListQueryWire, cursorPageWire, instantWire, searchQueryWire } from './common';
import { attachmentWire } from './messaging';

/**
 * Support tickets (issue 13; the spec names the screen and the `ticketing_system` flag, not
 * the calls). A ticket belongs to the member of the token; anyone else's is a 404.
 */
export const ticketCategories = [
  'account',
  'orders',
  'payouts',
  'commissions',
  'technical',
  'other',
] as const;
export type TicketCategory = (typeof ticketCategories)[number];

export const ticketPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

/** `waiting_for_member`: the desk answered and waits for the member ("waiting for you"). */
export const ticketStatuses = [
  'open',
  'in_progress',
  'waiting_for_member',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

const ticketSummaryWire = z.object({
  id: z.number().int(),
  /** What the member quotes to the desk: TCK-000042. */
  number: z.string(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStatuses),
  created_at: instantWire,
  updated_at: instantWire,
  message_count: z.number().int(),
});
export type TicketSummaryWire = z.infer<typeof ticketSummaryWire>;

/** GET /api/support/tickets: most recently updated first. */
export const ticketListQueryWire = cursorListQueryWire.extend({
  status: z.enum(ticketStatuses, { error: 'Choose a ticket status from the list.' }).optional(),
  search: searchQueryWire,
});

export const ticketPageWire = cursorPageWire(ticketSummaryWire);

const ticketMessageWire = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: instantWire,
  /** The member's own message, or the desk's (then `staff_name` says who answered). */
  from_staff: z.boolean(),
  staff_name: z.string().nullable(),
  attachments: z.array(attachmentWire),
});

const ticketDetailWire = ticketSummaryWire.extend({
  messages: z.array(ticketMessageWire),
  /** Resolved tickets may be reopened; closed ones are final. */
  can_reopen: z.boolean(),
  can_reply: z.boolean(),
});
export type TicketDetailWire = z.infer<typeof ticketDetailWire>;

/** The text fields of POST /api/support/tickets (multipart, files under `attachments[]`). */
export const ticketFields = {
  category: 'category',
  priority: 'priority',
  subject: 'subject',
  description: 'description',
} as const;

/** POST /api/support/tickets/{id}/reply: multipart `body` and `attachments[]`. */
export const ticketReplyFields = { body: 'body' } as const;

export const ticketResponseWire = z.object({ ticket: ticketDetailWire });
