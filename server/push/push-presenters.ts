import type { PushSubscriptionRow } from './push-repo';

export const toPushSubscriptionWire = (s: PushSubscriptionRow) => ({
  id: s.id,
  endpoint: s.endpoint,
  created_at: s.createdAt.toISOString(),
});
