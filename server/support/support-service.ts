import {
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '../../contract/support';
import type { Keyset } from '../../contract/paging';
import type { Db, Queryable } from '../db/connection';
import { checkText, cleanText } from '../mail';
import {
  type Attachment,
  inTransactionWithFiles,
  requireValidMessage,
  storeAttachments,
  withAttachments,
} from '../attachments';
import type { IncomingFile, KycMimeType } from '../shared/uploads';
import { findMemberById } from '../members';
import {
  findAutoReply,
  findMemberTicket,
  insertTicket,
  insertTicketMessage,
  listTicketMessages,
  listTickets,
  setTicketStatus,
  type TicketMessage,
  type TicketSummary,
} from './support-repo';
import { invalidInput, notFound } from '../shared/app-error';
import { requireModule } from '../company';

/**
 * Support tickets (ticketing_system on). The member opens, answers and reopens their own
 * tickets; the desk's first answer comes from the company's auto-replies, the rest from the
 * operators at the desk (desk-support-service.ts) and the seed.
 */
export type { TicketSummary };

export type SupportDeps = { db: Db; dataDir: string };

export const ticketsEnabled = (db: Queryable) =>
  requireModule(db, 'ticketing_system', 'The ticketing system');

/** Where a ticket may go from each status by the member's hand. */
const canReply = (s: TicketStatus) =>
  s === 'open' || s === 'in_progress' || s === 'waiting_for_member';
const canReopen = (s: TicketStatus) => s === 'resolved';

export async function listMemberTickets(
  db: Queryable,
  memberId: number,
  filter: { status: TicketStatus | undefined; search: string | undefined },
  after: Keyset | null,
  limit: number,
): Promise<TicketSummary[]> {
  await ticketsEnabled(db);
  return listTickets(
    db,
    memberId,
    { status: filter.status ?? null, search: filter.search?.trim() ? filter.search.trim() : null },
    after,
    limit + 1,
  );
}

export type TicketDetail = TicketSummary & {
  messages: (TicketMessage & { attachments: Attachment[] })[];
  canReply: boolean;
  canReopen: boolean;
};

export async function getTicket(
  db: Queryable,
  memberId: number,
  ticketId: number,
): Promise<TicketDetail> {
  await ticketsEnabled(db);
  return ticketDetail(db, memberId, ticketId);
}

/** A ticket with its messages, for a call that has checked the feature already. */
async function ticketDetail(
  db: Queryable,
  memberId: number,
  ticketId: number,
): Promise<TicketDetail> {
  const ticket = await findMemberTicket(db, memberId, ticketId);
  if (!ticket) throw notFound('Ticket not found.');
  return {
    ...ticket,
    messages: await withAttachments(db, 'ticket', await listTicketMessages(db, ticket.id)),
    canReply: canReply(ticket.status),
    canReopen: canReopen(ticket.status),
  };
}

// openTicket and replyToTicket do not check the feature themselves: their routes call
// ticketsEnabled before reading the upload, so a switched-off desk never receives files.

export type NewTicketInput = {
  category: string | undefined;
  priority: string | undefined;
  subject: string | undefined;
  description: string | undefined;
  files: IncomingFile[];
};

const checkTicket = (errors: Record<string, string[]>, files: IncomingFile[]) =>
  requireValidMessage(errors, files, 'The ticket is not valid.');

/** A message of the member on a ticket, with its attachments (files written go to `written`). */
async function addMemberMessage(
  tx: Queryable,
  deps: SupportDeps,
  memberId: number,
  ticketId: number,
  body: string,
  incoming: IncomingFile[],
  types: KycMimeType[],
  written: string[],
) {
  const messageId = await insertTicketMessage(tx, {
    ticketId,
    authorId: memberId,
    staffName: null,
    body: cleanText(body).trim(),
  });
  await storeAttachments(
    tx,
    deps.dataDir,
    memberId,
    { ticketMessageId: messageId },
    incoming,
    types,
    written,
  );
}

export async function openTicket(
  deps: SupportDeps,
  memberId: number,
  input: NewTicketInput,
): Promise<TicketDetail> {
  const errors = checkText({
    subject: { name: 'subject', value: input.subject },
    body: { name: 'description', value: input.description },
  });
  const category = input.category as TicketCategory;
  if (!ticketCategories.includes(category)) errors.category = ['Choose a category from the list.'];
  const priority = (input.priority?.trim() || 'normal') as TicketPriority;
  if (!ticketPriorities.includes(priority)) errors.priority = ['Choose a priority from the list.'];
  const types = checkTicket(errors, input.files);

  const member = await findMemberById(deps.db, memberId);
  const ticketId = await inTransactionWithFiles(deps.db, async (tx, written) => {
    const id = await insertTicket(tx, {
      memberId,
      category,
      priority,
      subject: cleanText(input.subject!).trim(),
    });
    await addMemberMessage(tx, deps, memberId, id, input.description!, input.files, types, written);
    // The desk's first answer, when the company keeps one for the category.
    const auto = await findAutoReply(tx, category, member?.language ?? 'en');
    if (auto) {
      await insertTicketMessage(tx, {
        ticketId: id,
        authorId: null,
        staffName: auto.staffName,
        body: auto.body,
      });
      await setTicketStatus(tx, id, 'in_progress');
    }
    return id;
  });
  return ticketDetail(deps.db, memberId, ticketId);
}

export async function replyToTicket(
  deps: SupportDeps,
  memberId: number,
  ticketId: number,
  input: { body: string | undefined; files: IncomingFile[] },
): Promise<TicketDetail> {
  // An unknown ticket answers 404 before its input is judged.
  if (!(await findMemberTicket(deps.db, memberId, ticketId))) throw notFound('Ticket not found.');
  const types = checkTicket(checkText({ body: { name: 'body', value: input.body } }), input.files);
  await inTransactionWithFiles(deps.db, async (tx, written) => {
    const ticket = await findMemberTicket(tx, memberId, ticketId, true);
    if (!ticket) throw notFound('Ticket not found.');
    if (!canReply(ticket.status))
      throw invalidInput(
        'body',
        ticket.status === 'resolved'
          ? 'This ticket is resolved: reopen it to write again.'
          : 'This ticket is closed. Open a new one.',
      );
    await addMemberMessage(tx, deps, memberId, ticketId, input.body!, input.files, types, written);
    // The member answered: the ball is with the desk again.
    await setTicketStatus(
      tx,
      ticketId,
      ticket.status === 'waiting_for_member' ? 'open' : ticket.status,
    );
  });
  return ticketDetail(deps.db, memberId, ticketId);
}

export async function reopenTicket(
  db: Db,
  memberId: number,
  ticketId: number,
): Promise<TicketDetail> {
  await ticketsEnabled(db);
  await db.transaction(async (tx) => {
    const ticket = await findMemberTicket(tx, memberId, ticketId, true);
    if (!ticket) throw notFound('Ticket not found.');
    if (!canReopen(ticket.status))
      throw invalidInput('status', 'Only a resolved ticket can be reopened.');
    await setTicketStatus(tx, ticketId, 'open');
  });
  return ticketDetail(db, memberId, ticketId);
}

/**
 * A desk message on a ticket and the ticket's new status, inside the caller's transaction:
 * the one write of a desk answer, for the desk's reply call and for staffReply.
 */
export async function addDeskMessage(
  tx: Queryable,
  m: {
    ticketId: number;
    staffName: string;
    staffId: number | null;
    body: string;
    status: TicketStatus;
  },
): Promise<number> {
  const id = await insertTicketMessage(tx, {
    ticketId: m.ticketId,
    authorId: null,
    staffName: m.staffName,
    staffId: m.staffId,
    body: m.body,
  });
  await setTicketStatus(tx, m.ticketId, m.status);
  return id;
}

/** The desk answers a ticket outside the desk's calls (the seed and tests). */
export async function staffReply(
  db: Db,
  ticketId: number,
  staffName: string,
  body: string,
  status: TicketStatus = 'waiting_for_member',
): Promise<void> {
  if (!ticketStatuses.includes(status)) throw new Error(`unknown ticket status ${status}`);
  await db.transaction(async (tx) => {
    await addDeskMessage(tx, { ticketId, staffName, staffId: null, body, status });
  });
}
