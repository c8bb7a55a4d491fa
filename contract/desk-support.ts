import { z } from 'zod';
import { cursorListQueryWire, cursorPageWire, instantWire } from './common';
import { ticketCategories, ticketPriorities, ticketStatuses, type TicketStatus } from './support';

/**
 * The support desk (issue 30, permission `support`): the queue of every member's tickets,
 * a ticket's thread, the desk's answers, assignment and the end of a ticket's life, and the
 * canned answers the desk keeps ready. Calls under /api/admin/support/….
 */

/** Where the desk may take a ticket from each status (a closed ticket is final). */
export const deskTicketSteps = {
  reply: ['open', 'in_progress', 'waiting_for_member', 'resolved'],
  assign: ['open', 'in_progress', 'waiting_for_member', 'resolved'],
  resolve: ['open', 'in_progress', 'waiting_for_member'],
  close: ['open', 'in_progress', 'waiting_for_member', 'resolved'],
} as const satisfies Record<string, readonly TicketStatus[]>;
export type DeskTicketStep = keyof typeof deskTicketSteps;

/** Statuses whose queue shows the ticket waiting longest first; the others show newest first. */
export const waitingStatuses: readonly TicketStatus[] = [
  'open',
  'in_progress',
  'waiting_for_member',
];

export const deskReplyLimit = 5000;
export const cannedTitleLimit = 100;
export const cannedLanguages = ['en', 'es'] as const;

const personWire = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
});
export type DeskPersonWire = z.infer<typeof personWire>;

const deskTicketSummaryWire = z.object({
  id: z.number().int(),
  number: z.string(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStatuses),
  member: personWire,
  assignee: personWire.nullable(),
  created_at: instantWire,
  /** The last message or change of status. */
  last_activity_at: instantWire,
  /** The member wrote the last message: the desk owes an answer. */
  member_wrote_last: z.boolean(),
  message_count: z.number().int(),
});
export type DeskTicketSummaryWire = z.infer<typeof deskTicketSummaryWire>;

const filterText = (label: string) =>
  z.string().trim().max(50, `${label} can be at most 50 characters.`).optional();

/**
 * GET /api/admin/support/tickets: one status (default open); waiting statuses oldest first,
 * resolved and closed newest first. `assignee` is `me`, `nobody` or an operator's id;
 * `member` a username or a member id.
 */
export const deskTicketQueryWire = cursorListQueryWire.extend({
  status: z
    .enum(ticketStatuses, { error: 'Choose a ticket status from the list.' })
    .default('open'),
  assignee: z
    .string()
    .trim()
    .regex(/^(me|nobody|\d{1,15})$/, 'Choose me, nobody or an operator.')
    .optional(),
  member: filterText('The member'),
  category: z.enum(ticketCategories, { error: 'Choose a category from the list.' }).optional(),
  priority: z.enum(ticketPriorities, { error: 'Choose a priority from the list.' }).optional(),
});

export const deskTicketPageWire = cursorPageWire(deskTicketSummaryWire);

/** A file on a message: what it is, not its bytes (the desk does not open members' files here). */
const deskAttachmentWire = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});

const deskTicketMessageWire = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: instantWire,
  from_staff: z.boolean(),
  /** The name the member reads under a desk message. */
  staff_name: z.string().nullable(),
  /** The operator who wrote a desk message (null for the automatic answer and old ones). */
  staff_id: z.number().int().nullable(),
  attachments: z.array(deskAttachmentWire),
});
export type DeskTicketMessageWire = z.infer<typeof deskTicketMessageWire>;

const deskTicketDetailWire = deskTicketSummaryWire.extend({
  member: personWire.extend({ email: z.string(), language: z.string() }),
  messages: z.array(deskTicketMessageWire),
  /** The steps the ticket's status allows now. */
  can_reply: z.boolean(),
  can_assign: z.boolean(),
  can_resolve: z.boolean(),
  can_close: z.boolean(),
});
export type DeskTicketDetailWire = z.infer<typeof deskTicketDetailWire>;

export const deskTicketResponseWire = z.object({ ticket: deskTicketDetailWire });

/** POST /api/admin/support/tickets/{id}/reply. */
export const deskReplyBodyWire = z.object({
  body: z
    .string({ error: 'Write the answer.' })
    .trim()
    .min(1, 'Write the answer.')
    .max(deskReplyLimit, `An answer can be at most ${deskReplyLimit} characters.`),
});

/** POST /api/admin/support/tickets/{id}/assign: an operator with `support`, or null. */
export const deskAssignBodyWire = z.object({
  operator_id: z
    .number({ error: 'Choose an operator, or nobody.' })
    .int('Choose an operator, or nobody.')
    .positive('Choose an operator, or nobody.')
    .max(Number.MAX_SAFE_INTEGER, 'Choose an operator, or nobody.')
    .nullable(),
});

/** GET /api/admin/support/operators: who may be assigned a ticket. */
export const deskSupportOperatorsWire = z.object({ items: z.array(personWire) });

const cannedAnswerWire = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  language: z.string(),
  updated_at: instantWire,
});
export type CannedAnswerWire = z.infer<typeof cannedAnswerWire>;

/** GET /api/admin/support/canned_answers: every answer, by language and title. */
export const cannedAnswerQueryWire = cursorListQueryWire.omit({ cursor: true }).extend({
  language: z.enum(cannedLanguages, { error: 'Choose English or Spanish.' }).optional(),
});
export const cannedAnswerListWire = z.object({ items: z.array(cannedAnswerWire) });
export const cannedAnswerResponseWire = z.object({ canned_answer: cannedAnswerWire });

/** POST and PUT /api/admin/support/canned_answers[/{id}]. */
export const cannedAnswerBodyWire = z.object({
  title: z
    .string({ error: 'Give the answer a title.' })
    .trim()
    .min(1, 'Give the answer a title.')
    .max(cannedTitleLimit, `A title can be at most ${cannedTitleLimit} characters.`),
  body: deskReplyBodyWire.shape.body,
  language: z.enum(cannedLanguages, { error: 'Choose English or Spanish.' }),
});

/** DELETE /api/admin/support/canned_answers/{id}: which answer is gone. */
export const cannedAnswerDeletedWire = z.object({ id: z.number().int() });
