import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  composeFields,
  inboxPageWire,
  mailListQueryWire,
  mailReadResponseWire,
  mailRecipientsWire,
  mailSentResponseWire,
  mailThreadWire,
  sentMessageWire,
  sentPageWire,
} from '../../contract/mail';
import { emptyBodyWire } from '../../contract/common';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { snippetOf } from './messaging';
import { readAttachment } from '../attachments';
import {
  compose,
  getSentMessage,
  getThread,
  inbox,
  mailEnabled,
  readThread,
  recipients,
  reply,
  sentList,
  supportDesk,
} from './mail-service';
import { createSender } from '../sender';
import { requireSession } from '../http/context';
import { pathId } from '../http/path-id';
import { sendMemberFile } from '../http/file-reply';
import { toMailMessageWire, toPartyWire } from './mail-presenters';
import {
  multipartDescription,
  readMessageForm,
  registerMessageMultipart,
} from '../http/multipart-form';
import { createdKeyOf, keysetPage } from '../http/paging';
import { broadcastRoutes } from './broadcast-routes';

const idParams = z.object({ id: z.string() });

/** The mailbox calls (issue 13): member to support desk, sponsor or own downline. */
export function mailRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  broadcastRoutes(app, { db });
  const sender = createSender(config, app.log);
  const deps = { db, dataDir: config.dataDir, sender };

  // Every mail call: a live member, and the mailbox switched on (support_message).
  const member = async (request: FastifyRequest) => {
    const session = requireSession(request);
    await mailEnabled(db);
    return session.memberId;
  };

  void app.register(async (scoped) => {
    await registerMessageMultipart(scoped);
    const r = scoped.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/mail/inbox',
      { schema: { querystring: mailListQueryWire, response: { 200: inboxPageWire } } },
      async (request) => {
        const memberId = await member(request);
        const { cursor, search } = request.query;
        const desk = await supportDesk(db);
        const page = await keysetPage(request, { cursor, keyOf: createdKeyOf }, (p) =>
          inbox(db, memberId, search, p.after, p.limit),
        );
        return {
          items: page.items.map((t) => ({
            thread_id: t.id,
            subject: t.subject,
            snippet: snippetOf(t.body),
            from: toPartyWire(t.from, desk),
            received_at: t.receivedAt.toISOString(),
            unread_count: t.unreadCount,
            message_count: t.messageCount,
          })),
          next_page_url: page.nextPageUrl,
        };
      },
    );

    r.get(
      '/api/mail/sent',
      { schema: { querystring: mailListQueryWire, response: { 200: sentPageWire } } },
      async (request) => {
        const memberId = await member(request);
        const { cursor, search } = request.query;
        const desk = await supportDesk(db);
        const page = await keysetPage(request, { cursor, keyOf: createdKeyOf }, (p) =>
          sentList(db, memberId, search, p.after, p.limit),
        );
        return {
          items: page.items.map((m) => ({
            id: m.id,
            thread_id: m.threadId,
            subject: m.subject,
            snippet: snippetOf(m.body),
            to: toPartyWire(m.to, desk),
            created_at: m.createdAt.toISOString(),
            attachment_count: m.attachmentCount,
          })),
          next_page_url: page.nextPageUrl,
        };
      },
    );

    r.get(
      '/api/mail/sent/:id',
      { schema: { params: idParams, response: { 200: sentMessageWire } } },
      async (request) => {
        const memberId = await member(request);
        const message = await getSentMessage(db, memberId, pathId(request.params.id, 'Message'));
        return {
          ...toMailMessageWire(message, memberId, await supportDesk(db)),
          thread_id: message.threadId,
          subject: message.subject,
        };
      },
    );

    r.get(
      '/api/mail/threads/:id',
      { schema: { params: idParams, response: { 200: mailThreadWire } } },
      async (request) => {
        const memberId = await member(request);
        const thread = await getThread(db, memberId, pathId(request.params.id, 'Conversation'));
        const desk = await supportDesk(db);
        return {
          id: thread.id,
          subject: thread.subject,
          counterpart: toPartyWire(thread.counterpart, desk),
          messages: thread.messages.map((m) => toMailMessageWire(m, memberId, desk)),
        };
      },
    );

    r.post(
      '/api/mail/threads/:id/read',
      {
        schema: { params: idParams, body: emptyBodyWire, response: { 200: mailReadResponseWire } },
      },
      async (request) => {
        const memberId = await member(request);
        const threadId = pathId(request.params.id, 'Conversation');
        const done = await readThread(db, memberId, threadId);
        return {
          thread_id: threadId,
          marked: done.marked,
          message_count: done.messageCount,
          unread_count: done.unreadCount,
        };
      },
    );

    r.get(
      '/api/mail/recipients',
      { schema: { response: { 200: mailRecipientsWire } } },
      async (request) => {
        const memberId = await member(request);
        const desk = await supportDesk(db);
        const { sponsor } = await recipients(db, memberId);
        return {
          support: toPartyWire({ kind: 'support' }, desk),
          sponsor: sponsor && toPartyWire(sponsor, desk),
        };
      },
    );

    r.get('/api/mail/attachments/:id', { schema: { params: idParams } }, async (request, res) => {
      const memberId = await member(request);
      const file = await readAttachment(
        db,
        config.dataDir,
        memberId,
        pathId(request.params.id, 'File'),
      );
      return sendMemberFile(res, file);
    });

    r.post(
      '/api/mail/compose',
      {
        // A send retried after a lost answer posts one message (decision 036).
        config: { idempotent: true },
        schema: {
          description: multipartDescription(
            `${composeFields.recipientType} (support, sponsor or downline), ${composeFields.username} (downline only), ${composeFields.subject}, ${composeFields.body}`,
          ),
          response: { 201: mailSentResponseWire },
        },
      },
      async (request, res) => {
        const memberId = await member(request);
        const form = await readMessageForm(request);
        const sent = await compose(deps, memberId, {
          recipientType: form.fields[composeFields.recipientType],
          username: form.fields[composeFields.username],
          subject: form.fields[composeFields.subject],
          body: form.fields[composeFields.body],
          files: form.files,
        });
        return res.code(201).send({
          thread_id: sent.threadId,
          message: toMailMessageWire(sent.message, memberId, await supportDesk(db)),
        });
      },
    );

    r.post(
      '/api/mail/threads/:id/reply',
      {
        // A send retried after a lost answer posts one message (decision 036).
        config: { idempotent: true },
        schema: {
          params: idParams,
          description: multipartDescription(composeFields.body),
          response: { 201: mailSentResponseWire },
        },
      },
      async (request, res) => {
        const memberId = await member(request);
        const threadId = pathId(request.params.id, 'Conversation');
        const form = await readMessageForm(request);
        const sent = await reply(deps, memberId, threadId, {
          body: form.fields[composeFields.body],
          files: form.files,
        });
        return res.code(201).send({
          thread_id: sent.threadId,
          message: toMailMessageWire(sent.message, memberId, await supportDesk(db)),
        });
      },
    );
  });
}
