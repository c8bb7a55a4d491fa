import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { emptyBodyWire } from '../../contract/common';
import {
  cannedAnswerBodyWire,
  cannedAnswerDeletedWire,
  cannedAnswerListWire,
  cannedAnswerQueryWire,
  cannedAnswerResponseWire,
  deskAssignBodyWire,
  deskReplyBodyWire,
  deskSupportOperatorsWire,
  deskTicketPageWire,
  deskTicketQueryWire,
  deskTicketResponseWire,
} from '../../contract/desk-support';
import type { Db } from '../db/connection';
import { operatorActorOf } from '../http/context';
import { keysetPage } from '../http/paging';
import { pathId } from '../http/path-id';
import { operatorRoute } from '../http/route-policy';
import {
  cannedAnswers,
  createCannedAnswer,
  editCannedAnswer,
  removeCannedAnswer,
} from './canned-answers-service';
import {
  deskAssign,
  deskClose,
  deskReply,
  deskResolve,
  getDeskTicket,
  listDeskTicketPage,
  supportOperators,
  type DeskTicket,
} from './desk-support-service';
import {
  toCannedAnswerWire,
  toDeskTicketDetailWire,
  toDeskTicketWire,
  toPersonWire,
} from './desk-support-presenters';

const idParams = z.object({ id: z.string() });

type Input = { body?: $ZodType; querystring?: $ZodType; params?: $ZodType };

/** A `support` route's options with its OpenAPI description. */
const supportRoute = <I extends Input, A extends $ZodType>(
  input: I,
  answer: A,
  description: string,
) => {
  const options = operatorRoute('support', input, answer);
  return { ...options, schema: { ...options.schema, description } };
};

const ticketId = (raw: string) => pathId(raw, 'Ticket');
const answerId = (raw: string) => pathId(raw, 'Canned answer');

/** The support desk (issue 30, permission `support`). */
export function deskSupportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/support/tickets',
    supportRoute(
      { querystring: deskTicketQueryWire },
      deskTicketPageWire,
      'Every member’s tickets in one status (default open). Open, in-progress and waiting tickets come oldest activity first, resolved and closed newest first. `assignee`: me, nobody or an operator id; `member`: a username or id.',
    ),
    async (request) => {
      const q = request.query;
      const actor = operatorActorOf(request);
      const page = await keysetPage(
        request,
        { cursor: q.cursor, keyOf: (t: DeskTicket) => ({ t: t.updatedKey, id: t.id }) },
        (p) =>
          listDeskTicketPage(
            db,
            actor,
            {
              status: q.status,
              assignee: q.assignee,
              member: q.member || undefined,
              category: q.category,
              priority: q.priority,
            },
            p,
          ),
      );
      return { items: page.items.map(toDeskTicketWire), next_page_url: page.nextPageUrl };
    },
  );

  r.get(
    '/api/admin/support/tickets/:id',
    supportRoute(
      { params: idParams },
      deskTicketResponseWire,
      'A ticket with its whole thread (the member’s and the desk’s messages, file names of attachments) and the steps its status allows.',
    ),
    async (request) => ({
      ticket: toDeskTicketDetailWire(await getDeskTicket(db, ticketId(request.params.id))),
    }),
  );

  r.post(
    '/api/admin/support/tickets/:id/reply',
    supportRoute(
      { params: idParams, body: deskReplyBodyWire },
      deskTicketResponseWire,
      'The desk answers (1 to 5000 characters), signed with the operator’s name: the ticket waits for the member, who is notified in the app. A closed ticket is a 409.',
    ),
    async (request) => ({
      ticket: toDeskTicketDetailWire(
        await deskReply(
          db,
          operatorActorOf(request),
          ticketId(request.params.id),
          request.body.body,
        ),
      ),
    }),
  );

  r.post(
    '/api/admin/support/tickets/:id/assign',
    supportRoute(
      { params: idParams, body: deskAssignBodyWire },
      deskTicketResponseWire,
      'Gives the ticket to an operator holding the support permission, or to nobody (null). A closed ticket is a 409.',
    ),
    async (request) => ({
      ticket: toDeskTicketDetailWire(
        await deskAssign(
          db,
          operatorActorOf(request),
          ticketId(request.params.id),
          request.body.operator_id,
        ),
      ),
    }),
  );

  r.post(
    '/api/admin/support/tickets/:id/resolve',
    supportRoute(
      { params: idParams, body: emptyBodyWire },
      deskTicketResponseWire,
      'Marks an open, in-progress or waiting ticket resolved (the member may still reopen it); otherwise a 409.',
    ),
    async (request) => ({
      ticket: toDeskTicketDetailWire(
        await deskResolve(db, operatorActorOf(request), ticketId(request.params.id)),
      ),
    }),
  );

  r.post(
    '/api/admin/support/tickets/:id/close',
    supportRoute(
      { params: idParams, body: emptyBodyWire },
      deskTicketResponseWire,
      'Closes a ticket for good; a closed one is a 409.',
    ),
    async (request) => ({
      ticket: toDeskTicketDetailWire(
        await deskClose(db, operatorActorOf(request), ticketId(request.params.id)),
      ),
    }),
  );

  r.get(
    '/api/admin/support/operators',
    supportRoute({}, deskSupportOperatorsWire, 'The operators a ticket may be assigned to.'),
    async () => ({ items: (await supportOperators(db)).map(toPersonWire) }),
  );

  r.get(
    '/api/admin/support/canned_answers',
    supportRoute(
      { querystring: cannedAnswerQueryWire },
      cannedAnswerListWire,
      'The desk’s canned answers, by language and title; `language` narrows to one.',
    ),
    async (request) => ({
      items: (await cannedAnswers(db, request.query.language)).map(toCannedAnswerWire),
    }),
  );

  r.post(
    '/api/admin/support/canned_answers',
    supportRoute(
      { body: cannedAnswerBodyWire },
      cannedAnswerResponseWire,
      'A new canned answer: title (up to 100 characters), body (up to 5000, plain text) and language. The desk keeps at most 200 a language: beyond, a 409.',
    ),
    async (request) => ({
      canned_answer: toCannedAnswerWire(
        await createCannedAnswer(db, operatorActorOf(request), request.body),
      ),
    }),
  );

  r.put(
    '/api/admin/support/canned_answers/:id',
    supportRoute(
      { params: idParams, body: cannedAnswerBodyWire },
      cannedAnswerResponseWire,
      'Rewrites a canned answer.',
    ),
    async (request) => ({
      canned_answer: toCannedAnswerWire(
        await editCannedAnswer(
          db,
          operatorActorOf(request),
          answerId(request.params.id),
          request.body,
        ),
      ),
    }),
  );

  r.delete(
    '/api/admin/support/canned_answers/:id',
    supportRoute({ params: idParams }, cannedAnswerDeletedWire, 'Deletes a canned answer.'),
    async (request) => {
      const id = answerId(request.params.id);
      await removeCannedAnswer(db, operatorActorOf(request), id);
      return { id };
    },
  );
}
