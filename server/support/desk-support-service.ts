import type { Keyset } from '../../contract/paging';
import { deskTicketSteps, waitingStatuses, type DeskTicketStep } from '../../contract/desk-support';
import type { TicketCategory, TicketPriority, TicketStatus } from '../../contract/support';
import type { Db, Queryable } from '../db/connection';
import { operatorAction } from '../audit';
import type { OperatorActor } from '../shared/types';
import { type Attachment, withAttachments } from '../attachments';
import { cleanText, ticketNumber } from '../mail';
import { findMemberById } from '../members';
import { insertNotification } from '../notifications';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import {
  findDeskTicket,
  findMemberRef,
  listDeskTickets,
  listSupportOperators,
  type DeskTicket,
  type Person,
} from './desk-support-repo';
import {
  listTicketMessages,
  setTicketAssignee,
  setTicketStatus,
  type TicketMessage,
} from './support-repo';
import { addDeskMessage } from './support-service';

/**
 * The support desk (issue 30): operators holding `support` work every member's tickets. Each
 * change runs in operatorAction with its audit row; a step the ticket's status does not allow
 * is a 409 that says why, whatever the screen showed a moment before.
 */
export type { DeskTicket, Person };

export type DeskTicketDetail = DeskTicket & {
  messages: (TicketMessage & { attachments: Attachment[] })[];
};

export const canTake = (step: DeskTicketStep, status: TicketStatus) =>
  (deskTicketSteps[step] as readonly TicketStatus[]).includes(status);

export type DeskTicketQuery = {
  status: TicketStatus;
  assignee: string | undefined;
  member: string | undefined;
  category: TicketCategory | undefined;
  priority: TicketPriority | undefined;
};

export async function listDeskTicketPage(
  db: Queryable,
  actor: OperatorActor,
  query: DeskTicketQuery,
  page: { after: Keyset | null; limit: number },
): Promise<DeskTicket[]> {
  let memberId: number | undefined;
  if (query.member) {
    const found = await findMemberRef(db, query.member);
    if (found === null) return [];
    memberId = found;
  }
  const assigneeId =
    query.assignee === undefined || query.assignee === ''
      ? undefined
      : query.assignee === 'me'
        ? actor.operatorId
        : query.assignee === 'nobody'
          ? null
          : Number(query.assignee);
  return listDeskTickets(
    db,
    {
      status: query.status,
      oldestFirst: waitingStatuses.includes(query.status),
      assigneeId,
      memberId,
      category: query.category,
      priority: query.priority,
    },
    page.after,
    page.limit + 1,
  );
}

async function deskTicketDetail(q: Queryable, id: number): Promise<DeskTicketDetail> {
  const ticket = await findDeskTicket(q, id);
  if (!ticket) throw notFound('Ticket not found.');
  return {
    ...ticket,
    messages: await withAttachments(q, 'ticket', await listTicketMessages(q, id)),
  };
}

export const getDeskTicket = (db: Queryable, id: number) => deskTicketDetail(db, id);

export const supportOperators = (db: Queryable) => listSupportOperators(db);

const stepRefusal: Record<DeskTicketStep, string> = {
  reply: 'This ticket is closed: the member can open a new one.',
  assign: 'This ticket is closed and can no longer be assigned.',
  resolve: 'Only an open, in-progress or waiting ticket can be resolved.',
  close: 'This ticket is already closed.',
};

/**
 * One desk step on a ticket, audited: the ticket locked and checked against the step, the
 * work done, and the audit row with the status and assignee before and after.
 */
function ticketStep(
  db: Db,
  actor: OperatorActor,
  id: number,
  step: DeskTicketStep,
  /** Does the step; may answer more facts for the audit row (the message written). */
  work: (tx: Queryable, ticket: DeskTicket) => Promise<Record<string, unknown> | void>,
): Promise<DeskTicketDetail> {
  return operatorAction(db, actor, async (tx) => {
    const ticket = await findDeskTicket(tx, id, true);
    if (!ticket) throw notFound('Ticket not found.');
    if (!canTake(step, ticket.status)) throw new AppError(409, 'conflict', stepRefusal[step]);
    const note = await work(tx, ticket);
    const after = await deskTicketDetail(tx, id);
    return {
      result: after,
      audit: {
        action: `support.${step}`,
        subjectType: 'support_ticket',
        subjectId: id,
        before: { status: ticket.status, assignee_id: ticket.assignee?.id ?? null },
        after: {
          status: after.status,
          assignee_id: after.assignee?.id ?? null,
          ...note,
        },
      },
    };
  });
}

const excerpt = (text: string, max = 200) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** What the member reads in their notifications, in their language. */
function replyNotice(language: string, number: string, subject: string) {
  return language === 'es'
    ? `Soporte respondió a tu ticket ${number}: ${subject}`
    : `Support answered your ticket ${number}: ${subject}`;
}

/**
 * The desk answers: a message signed with the operator's name, the ticket waits for the
 * member, and the member is notified in the app. The notice names no mail thread (its ref
 * is empty), so the notifications screen never links it to someone's conversation.
 */
export function deskReply(
  db: Db,
  actor: OperatorActor,
  id: number,
  rawBody: string,
): Promise<DeskTicketDetail> {
  const body = cleanText(rawBody).trim();
  if (body.length === 0) throw invalidInput('body', 'Write the answer.');
  return ticketStep(db, actor, id, 'reply', async (tx, ticket) => {
    const operator = await findMemberById(tx, actor.operatorId);
    const staffName =
      `${operator?.firstName ?? ''} ${operator?.lastName ?? ''}`.trim() ||
      operator?.username ||
      'Support';
    const messageId = await addDeskMessage(tx, {
      ticketId: id,
      staffName,
      staffId: actor.operatorId,
      body,
      status: 'waiting_for_member',
    });
    await insertNotification(tx, {
      memberId: ticket.member.id,
      event: 'new_mail',
      kind: 'message',
      title: replyNotice(ticket.member.language, ticketNumber(id), ticket.subject),
      body: excerpt(body),
      refId: null,
    });
    return { message_id: messageId };
  });
}

/** Who looks after the ticket: an operator holding `support`, or nobody. */
export async function deskAssign(
  db: Db,
  actor: OperatorActor,
  id: number,
  operatorId: number | null,
): Promise<DeskTicketDetail> {
  if (operatorId !== null) {
    const operators = await listSupportOperators(db);
    if (!operators.some((o) => o.id === operatorId))
      throw invalidInput('operator_id', 'Choose an operator who works at the support desk.');
  }
  return ticketStep(db, actor, id, 'assign', async (tx) => {
    await setTicketAssignee(tx, id, operatorId);
  });
}

export const deskResolve = (db: Db, actor: OperatorActor, id: number) =>
  ticketStep(db, actor, id, 'resolve', async (tx) => {
    await setTicketStatus(tx, id, 'resolved');
  });

export const deskClose = (db: Db, actor: OperatorActor, id: number) =>
  ticketStep(db, actor, id, 'close', async (tx) => {
    await setTicketStatus(tx, id, 'closed');
  });
