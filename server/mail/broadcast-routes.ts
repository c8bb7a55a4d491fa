import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  broadcastCountBodyWire,
  broadcastCountWire,
  broadcastListWire,
  broadcastMuteWire,
  broadcastSendBodyWire,
  broadcastSentWire,
} from '../../contract/broadcast';
import type { Db } from '../db/connection';
import { requireSession } from '../http/context';
import { mailEnabled } from './mail-service';
import {
  broadcastHistory,
  broadcastsMuted,
  countBroadcast,
  muteBroadcasts,
  sendBroadcast,
} from './broadcast-service';
import { toAllowanceWire, toBroadcastWire } from './broadcast-presenters';

/** Team broadcasts (issue 33 point 4, decision 053), under the mail module's switch. */
export function broadcastRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = async (request: FastifyRequest) => {
    const session = requireSession(request);
    await mailEnabled(db);
    return session.memberId;
  };

  r.post(
    '/api/mail/broadcasts/count',
    { schema: { body: broadcastCountBodyWire, response: { 200: broadcastCountWire } } },
    async (request) => {
      const memberId = await member(request);
      const count = await countBroadcast(db, memberId, request.body.segment);
      return {
        recipient_count: count.recipients,
        muted_count: count.muted,
        allowance: toAllowanceWire(count.allowance),
      };
    },
  );

  r.post(
    '/api/mail/broadcasts',
    {
      // A send retried after a lost answer reaches nobody twice (decision 036).
      config: { idempotent: true },
      schema: { body: broadcastSendBodyWire, response: { 201: broadcastSentWire } },
    },
    async (request, res) => {
      const memberId = await member(request);
      const sent = await sendBroadcast(db, memberId, request.body);
      return res.code(201).send({
        broadcast: toBroadcastWire(sent.broadcast),
        allowance: toAllowanceWire(sent.allowance),
      });
    },
  );

  r.get(
    '/api/mail/broadcasts',
    { schema: { response: { 200: broadcastListWire } } },
    async (request) => {
      const memberId = await member(request);
      const history = await broadcastHistory(db, memberId);
      return {
        items: history.items.map(toBroadcastWire),
        allowance: toAllowanceWire(history.allowance),
        ranks: history.ranks,
      };
    },
  );

  r.get(
    '/api/mail/broadcasts/mute',
    { schema: { response: { 200: broadcastMuteWire } } },
    async (request) => ({ muted: await broadcastsMuted(db, await member(request)) }),
  );

  r.put(
    '/api/mail/broadcasts/mute',
    { schema: { body: broadcastMuteWire, response: { 200: broadcastMuteWire } } },
    async (request) => ({
      muted: await muteBroadcasts(db, await member(request), request.body.muted),
    }),
  );
}
