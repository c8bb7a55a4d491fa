import {
  pushPublicKeyWire,
  pushSubscriptionSavedWire,
  type PushSubscriptionBodyWire,
} from '@contract/push';
import { get, post } from './http';

// Web Push (issue 31, decision 046): the member calls designed in the spec's style.

export const getPushPublicKey = async () =>
  (await get('/api/account/push_public_key', { schema: pushPublicKeyWire })).public_key;

export type SavedPushSubscription = { id: number; endpoint: string; createdAt: string };

/** Saves this browser's PushSubscription.toJSON() for the member. */
export const savePushSubscription = async (
  subscription: PushSubscriptionBodyWire,
): Promise<SavedPushSubscription> => {
  const w = await post('/api/account/push_subscriptions', subscription, {
    schema: pushSubscriptionSavedWire,
  });
  return {
    id: w.subscription.id,
    endpoint: w.subscription.endpoint,
    createdAt: w.subscription.created_at,
  };
};
