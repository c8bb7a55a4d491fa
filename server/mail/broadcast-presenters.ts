import type { BroadcastAllowanceWire, BroadcastWire } from '../../contract/broadcast';
import type { BroadcastRow } from './broadcast-repo';
import type { Allowance } from './broadcast-service';

export const toBroadcastWire = (b: BroadcastRow): BroadcastWire => ({
  id: b.id,
  subject: b.subject,
  recipient_count: b.recipientCount,
  muted_count: b.mutedCount,
  created_at: b.createdAt.toISOString(),
});

export const toAllowanceWire = (a: Allowance): BroadcastAllowanceWire => ({
  per_day: a.perDay,
  sent_today: a.sentToday,
  remaining_today: a.remainingToday,
});
