import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushPublicKeyWire,
  pushSubscriptionBodyWire,
  pushSubscriptionSavedWire,
  pushSubscriptionsWire,
} from '../../contract/push';
import type { Db } from '../db/connection';
import { requireSession } from '../http/context';
import { pathId } from '../http/path-id';
import type { Config } from '../shared/config';
import { toPushSubscriptionWire } from './push-presenters';
import {
  pushSubscriptionsOf,
  removePushSubscription,
  savePushSubscription,
  vapidKeys,
} from './push-service';

/**
 * Not in the spec (issue 31, decision 046): the member's Web Push subscriptions. Member calls;
 * the browser subscribes with the public key and saves what it got.
 */
export function pushRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/push_public_key',
    {
      schema: {
        description: 'The VAPID public key (base64url) a browser subscribes to push with.',
        response: { 200: pushPublicKeyWire },
      },
    },
    async (request) => {
      requireSession(request);
      return { public_key: (await vapidKeys(db)).publicKey };
    },
  );

  r.get(
    '/api/account/push_subscriptions',
    {
      schema: {
        description: 'The member’s browsers subscribed to push, newest first.',
        response: { 200: pushSubscriptionsWire },
      },
    },
    async (request) => ({
      items: (await pushSubscriptionsOf(db, requireSession(request).memberId)).map(
        toPushSubscriptionWire,
      ),
    }),
  );

  r.post(
    '/api/account/push_subscriptions',
    {
      schema: {
        description:
          'Saves this browser’s PushSubscription (endpoint and keys). The same endpoint again ' +
          'replaces its keys; a member keeps at most 10, the oldest goes first.',
        body: pushSubscriptionBodyWire,
        response: { 201: pushSubscriptionSavedWire },
      },
    },
    async (request, reply) => {
      const { memberId } = requireSession(request);
      const saved = await savePushSubscription(
        db,
        memberId,
        request.body,
        config.push.endpointHosts,
      );
      return reply.code(201).send({ subscription: toPushSubscriptionWire(saved) });
    },
  );

  r.delete(
    '/api/account/push_subscriptions/:id',
    {
      schema: {
        description: 'Removes one of the member’s push subscriptions.',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const { memberId } = requireSession(request);
      await removePushSubscription(db, memberId, pathId(request.params.id, 'Push subscription'));
      return reply.code(204).send();
    },
  );
}
