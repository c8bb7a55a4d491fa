import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBodyWire } from '../../contract/common';
import {
  ticketFields,
  ticketListQueryWire,
  ticketPageWire,
  ticketReplyFields,
  ticketResponseWire,
} from '../../contract/support';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';

import { readAttachment } from '../attachments';
import {
  getTicket,
  listMemberTickets,
  openTicket,
  reopenTicket,
  replyToTicket,
  ticketsEnabled,
  type TicketSummary,
} from './support-service';
import { requireSession } from '../http/context';
import { pathId } from '../http/path-id';
import { sendMemberFile } from '../http/file-reply';
import {
  multipartDescription,
  readMessageForm,
  registerMessageMultipart,
} from '../http/multipart-form';
import { memberListRoute } from '../http/list-route';
import { toSummaryWire, toDetailWire } from './support-presenters';

const idParams = z.object({ id: z.string() });

/** Support tickets (issue 13), when the company's ticketing_system is on. */
export function supportRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const deps = { db, dataDir: config.dataDir };

  void app.register(async (scoped) => {
    await registerMessageMultipart(scoped);
    const r = scoped.withTypeProvider<ZodTypeProvider>();

    memberListRoute(scoped, '/api/support/tickets', {
      schema: { querystring: ticketListQueryWire, response: ticketPageWire },
      keyOf: (t: TicketSummary) => ({ t: t.updatedKey, id: t.id }),
      rows: (memberId, { status, search }, page) =>
        listMemberTickets(db, memberId, { status, search }, page.after, page.limit),
      toWire: toSummaryWire,
    });

    r.get(
      '/api/support/tickets/:id',
      { schema: { params: idParams, response: { 200: ticketResponseWire } } },
      async (request) => {
        const { memberId } = requireSession(request);
        const ticket = await getTicket(db, memberId, pathId(request.params.id, 'Ticket'));
        return { ticket: toDetailWire(ticket) };
      },
    );

    r.post(
      '/api/support/tickets',
      {
        // A send retried after a lost answer posts one message (decision 036).
        config: { idempotent: true },
        schema: {
          description: multipartDescription(
            `${ticketFields.category}, ${ticketFields.priority} (default normal), ${ticketFields.subject}, ${ticketFields.description}`,
          ),
          response: { 201: ticketResponseWire },
        },
      },
      async (request, res) => {
        const { memberId } = requireSession(request);
        await ticketsEnabled(db);
        const form = await readMessageForm(request);
        const ticket = await openTicket(deps, memberId, {
          category: form.fields[ticketFields.category],
          priority: form.fields[ticketFields.priority],
          subject: form.fields[ticketFields.subject],
          description: form.fields[ticketFields.description],
          files: form.files,
        });
        return res.code(201).send({ ticket: toDetailWire(ticket) });
      },
    );

    r.post(
      '/api/support/tickets/:id/reply',
      {
        // A send retried after a lost answer posts one message (decision 036).
        config: { idempotent: true },
        schema: {
          params: idParams,
          description: multipartDescription(ticketReplyFields.body),
          response: { 201: ticketResponseWire },
        },
      },
      async (request, res) => {
        const { memberId } = requireSession(request);
        const ticketId = pathId(request.params.id, 'Ticket');
        await ticketsEnabled(db);
        const form = await readMessageForm(request);
        const ticket = await replyToTicket(deps, memberId, ticketId, {
          body: form.fields[ticketReplyFields.body],
          files: form.files,
        });
        return res.code(201).send({ ticket: toDetailWire(ticket) });
      },
    );

    r.post(
      '/api/support/tickets/:id/reopen',
      { schema: { params: idParams, body: emptyBodyWire, response: { 200: ticketResponseWire } } },
      async (request) => {
        const { memberId } = requireSession(request);
        const ticket = await reopenTicket(db, memberId, pathId(request.params.id, 'Ticket'));
        return { ticket: toDetailWire(ticket) };
      },
    );

    r.get(
      '/api/support/attachments/:id',
      { schema: { params: idParams } },
      async (request, res) => {
        const { memberId } = requireSession(request);
        const file = await readAttachment(
          db,
          config.dataDir,
          memberId,
          pathId(request.params.id, 'File'),
        );
        return sendMemberFile(res, file);
      },
    );
  });
}
