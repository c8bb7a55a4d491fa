import type { Queryable } from '../db/connection';
import { isPushEvent, pushMessage, type PushNotice } from './push-link';

export type VapidKeys = { publicKey: string; privateKey: string };

/** The one VAPID key pair, or null before the first start made it. */
export async function findVapidKeys(q: Queryable): Promise<VapidKeys | null> {
  const [row] = await q.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1',
  );
  return row ? { publicKey: row.public_key, privateKey: row.private_key } : null;
}

/** Keeps `keys` unless a pair is already stored (another process got there first). */
export async function insertVapidKeysOnce(q: Queryable, keys: VapidKeys): Promise<void> {
  await q.query(
    `INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2)
     ON CONFLICT (id) DO NOTHING`,
    [keys.publicKey, keys.privateKey],
  );
}

export type PushSubscriptionRow = {
  id: number;
  memberId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: Date;
};

type SubscriptionDbRow = {
  id: number;
  member_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
};

const toRow = (r: SubscriptionDbRow): PushSubscriptionRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
  createdAt: r.created_at,
});

/**
 * Saves a browser's subscription for the member: the same endpoint saved again takes the new
 * keys and moves to this member (one browser profile, whoever signed in last). Then only the
 * newest `keep` of the member's subscriptions stay.
 */
export async function upsertPushSubscription(
  q: Queryable,
  memberId: number,
  s: { endpoint: string; p256dh: string; auth: string },
  keep: number,
): Promise<PushSubscriptionRow> {
  const [row] = await q.query<SubscriptionDbRow>(
    `INSERT INTO push_subscriptions (member_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE
       SET member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth,
           created_at = now()
     RETURNING id, member_id, endpoint, p256dh, auth, created_at`,
    [memberId, s.endpoint, s.p256dh, s.auth],
  );
  await q.query(
    `DELETE FROM push_subscriptions WHERE member_id = $1 AND id NOT IN (
       SELECT id FROM push_subscriptions WHERE member_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2)`,
    [memberId, keep],
  );
  return toRow(row!);
}

export async function listPushSubscriptions(
  q: Queryable,
  memberId: number,
): Promise<PushSubscriptionRow[]> {
  const rows = await q.query<SubscriptionDbRow>(
    `SELECT id, member_id, endpoint, p256dh, auth, created_at FROM push_subscriptions
      WHERE member_id = $1 ORDER BY created_at DESC, id DESC`,
    [memberId],
  );
  return rows.map(toRow);
}

/** Removes one of the member's subscriptions; answers whether there was one. */
export async function deletePushSubscription(
  q: Queryable,
  memberId: number,
  id: number,
): Promise<boolean> {
  const rows = await q.query(
    'DELETE FROM push_subscriptions WHERE id = $1 AND member_id = $2 RETURNING id',
    [id, memberId],
  );
  return rows.length > 0;
}

/** A subscription the push service no longer knows (404/410): its queued pushes go too. */
export async function deleteGoneSubscription(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
}

/**
 * Queues the event's push for each of the member's browsers, unless the member switched the
 * event's push notices off (the in_app switch of the push settings screen). One statement, so
 * it runs inside the transaction of the event: a rolled-back event announces nothing.
 */
export async function enqueuePush(
  q: Queryable,
  memberId: number,
  notice: Omit<PushNotice, 'event'> & { event: string },
): Promise<void> {
  const { event } = notice;
  if (!isPushEvent(event)) return;
  await q.query(
    `INSERT INTO push_outbox (subscription_id, payload)
     SELECT s.id, $2 FROM push_subscriptions s
      WHERE s.member_id = $1
        AND NOT EXISTS (SELECT 1 FROM notification_preferences p
                         WHERE p.member_id = $1 AND p.event = $3 AND NOT p.in_app)`,
    [memberId, JSON.stringify(pushMessage({ ...notice, event })), event],
  );
}

export type DuePush = {
  id: number;
  attempts: number;
  payload: string;
  subscription: PushSubscriptionRow;
};

/**
 * Takes up to `limit` due pushes off the queue (they are deleted: a process that dies while
 * sending loses them rather than sending twice). SKIP LOCKED lets several processes drain
 * the queue side by side.
 */
export async function takeDuePushes(q: Queryable, limit: number): Promise<DuePush[]> {
  const rows = await q.query<
    SubscriptionDbRow & { push_id: number; attempts: number; payload: string }
  >(
    `WITH taken AS (
       DELETE FROM push_outbox WHERE id IN (
         SELECT id FROM push_outbox WHERE due_at <= now()
          ORDER BY due_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, subscription_id, attempts, payload)
     SELECT t.id AS push_id, t.attempts, t.payload,
            s.id, s.member_id, s.endpoint, s.p256dh, s.auth, s.created_at
       FROM taken t JOIN push_subscriptions s ON s.id = t.subscription_id
      ORDER BY t.id`,
    [limit],
  );
  return rows.map((r) => ({
    id: Number(r.push_id),
    attempts: r.attempts,
    payload: r.payload,
    subscription: toRow(r),
  }));
}

/** Puts a push back on the queue to try again after `delaySeconds`. */
export async function requeuePush(
  q: Queryable,
  push: DuePush,
  delaySeconds: number,
): Promise<void> {
  await q.query(
    `INSERT INTO push_outbox (subscription_id, payload, attempts, due_at)
     SELECT id, $2, $3, now() + make_interval(secs => $4) FROM push_subscriptions WHERE id = $1`,
    [push.subscription.id, push.payload, push.attempts + 1, delaySeconds],
  );
}
