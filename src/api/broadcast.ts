import { actionKeys, get, post, put } from './http';
import {
  broadcastCountWire,
  broadcastListWire,
  broadcastMuteWire,
  broadcastSentWire,
  type BroadcastAllowanceWire,
  type BroadcastSegmentInput,
  type BroadcastWire,
} from '@contract/broadcast';

// Team broadcasts (issue 33 point 4, decision 053): the calls of contract/broadcast.ts.

export type BroadcastSegment = BroadcastSegmentInput;

export type Allowance = { perDay: number; sentToday: number; remainingToday: number };

const toAllowance = (w: BroadcastAllowanceWire): Allowance => ({
  perDay: w.per_day,
  sentToday: w.sent_today,
  remainingToday: w.remaining_today,
});

export type Broadcast = {
  id: number;
  subject: string;
  recipientCount: number;
  mutedCount: number;
  createdAt: string;
};

const toBroadcast = (w: BroadcastWire): Broadcast => ({
  id: w.id,
  subject: w.subject,
  recipientCount: w.recipient_count,
  mutedCount: w.muted_count,
  createdAt: w.created_at,
});

export type BroadcastCount = { recipientCount: number; mutedCount: number; allowance: Allowance };

export async function countBroadcast(
  segment: BroadcastSegment,
  signal?: AbortSignal,
): Promise<BroadcastCount> {
  const w = await post(
    '/api/mail/broadcasts/count',
    { segment },
    { schema: broadcastCountWire, ...(signal ? { signal } : {}) },
  );
  return {
    recipientCount: w.recipient_count,
    mutedCount: w.muted_count,
    allowance: toAllowance(w.allowance),
  };
}

export type BroadcastHistory = {
  items: Broadcast[];
  allowance: Allowance;
  ranks: { id: number; name: string }[];
};

export async function getBroadcasts(signal?: AbortSignal): Promise<BroadcastHistory> {
  const w = await get('/api/mail/broadcasts', {
    schema: broadcastListWire,
    ...(signal ? { signal } : {}),
  });
  return { items: w.items.map(toBroadcast), allowance: toAllowance(w.allowance), ranks: w.ranks };
}

/** The Idempotency-Key of the broadcast being sent: a retry after a lost answer sends once. */
const sendKeys = actionKeys();

export async function sendBroadcast(input: {
  segment: BroadcastSegment;
  subject: string;
  body: string;
}): Promise<{ broadcast: Broadcast; allowance: Allowance }> {
  const w = await sendKeys(input, (idempotencyKey) =>
    post('/api/mail/broadcasts', input, { schema: broadcastSentWire, idempotencyKey }),
  );
  return { broadcast: toBroadcast(w.broadcast), allowance: toAllowance(w.allowance) };
}

export async function getBroadcastMute(signal?: AbortSignal): Promise<boolean> {
  const w = await get('/api/mail/broadcasts/mute', {
    schema: broadcastMuteWire,
    ...(signal ? { signal } : {}),
  });
  return w.muted;
}

export async function setBroadcastMute(muted: boolean): Promise<boolean> {
  return (await put('/api/mail/broadcasts/mute', { muted }, { schema: broadcastMuteWire })).muted;
}
