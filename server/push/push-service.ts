import type { Agent } from 'node:https';
import webpush from 'web-push';
import { maxPushSubscriptions, type PushSubscriptionBodyWire } from '../../contract/push';
import type { Db, Queryable } from '../db/connection';
import { invalidInput, notFound } from '../shared/app-error';
import {
  allowedPushHost,
  maxPushAttempts,
  retryDelaySeconds,
  subscriptionGone,
  worthRetry,
} from './push-link';
import {
  deleteGoneSubscription,
  deletePushSubscription,
  findVapidKeys,
  insertVapidKeysOnce,
  listPushSubscriptions,
  requeuePush,
  takeDuePushes,
  upsertPushSubscription,
  type DuePush,
  type PushSubscriptionRow,
  type VapidKeys,
} from './push-repo';

/**
 * The VAPID key pair: made on the first start and kept in the database, so every process and
 * every restart signs with the same key and the browsers' subscriptions stay valid.
 */
export async function vapidKeys(db: Queryable): Promise<VapidKeys> {
  const stored = await findVapidKeys(db);
  if (stored) return stored;
  await insertVapidKeysOnce(db, webpush.generateVAPIDKeys());
  // Another process may have stored its pair first: everyone uses the stored one.
  return (await findVapidKeys(db))!;
}

/**
 * Saves the browser's subscription. The endpoint must be an https URL of a push service the
 * company allows (the server sends requests there: never to an address a member picks).
 */
export async function savePushSubscription(
  db: Db,
  memberId: number,
  body: PushSubscriptionBodyWire,
  allowedHosts: readonly string[],
): Promise<PushSubscriptionRow> {
  let url: URL | null = null;
  try {
    url = new URL(body.endpoint);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.hash)
    throw invalidInput('endpoint', 'The endpoint must be an https URL of a push service.');
  if (!allowedPushHost(url.hostname, allowedHosts))
    throw invalidInput('endpoint', 'The endpoint is not a known push service.');
  return db.transaction((tx) =>
    upsertPushSubscription(
      tx,
      memberId,
      { endpoint: url.href, p256dh: body.keys.p256dh, auth: body.keys.auth },
      maxPushSubscriptions,
    ),
  );
}

export const pushSubscriptionsOf = (db: Queryable, memberId: number) =>
  listPushSubscriptions(db, memberId);

export async function removePushSubscription(db: Db, memberId: number, id: number) {
  if (!(await deletePushSubscription(db, memberId, id)))
    throw notFound('Push subscription not found.');
}

export type PushDeliveryOptions = {
  /** VAPID "sub": the company's https address or a mailto: (RFC 8292). */
  subject: string;
  /** A TLS agent for the push services' connections (tests trust their own certificate). */
  agent?: Agent;
  /** How many pushes one run takes off the queue. */
  batch?: number;
};

type Log = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/** Sends one push; answers the push service's status (0: no answer at all). */
async function sendOne(push: DuePush, keys: VapidKeys, options: PushDeliveryOptions) {
  const s = push.subscription;
  try {
    const res = await webpush.sendNotification(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      push.payload,
      {
        vapidDetails: { subject: options.subject, ...keys },
        contentEncoding: 'aes128gcm',
        // A day: a phone that is off for the night still gets the morning's payout news.
        TTL: 24 * 60 * 60,
        timeout: 10_000,
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    return res.statusCode;
  } catch (error) {
    if (error instanceof webpush.WebPushError) return error.statusCode;
    // A key the library cannot encrypt to is as dead as a 410; a network failure is not.
    if (error instanceof Error && /public key|auth secret|p256dh/i.test(error.message)) return 410;
    return 0;
  }
}

/**
 * One run of the delivery job: sends what is due. A subscription the push service answers
 * 404/410 for is deleted; a busy or failing service gets the push again later, a few times.
 */
async function deliverDuePushes(
  db: Db,
  options: PushDeliveryOptions,
): Promise<{ sent: number; gone: number; retried: number; dropped: number }> {
  const run = { sent: 0, gone: 0, retried: 0, dropped: 0 };
  const due = await takeDuePushes(db, options.batch ?? 50);
  if (due.length === 0) return run;
  const keys = await vapidKeys(db);
  for (const push of due) {
    const status = await sendOne(push, keys, options);
    if (status >= 200 && status < 300) run.sent += 1;
    else if (subscriptionGone(status)) {
      await deleteGoneSubscription(db, push.subscription.id);
      run.gone += 1;
    } else if (worthRetry(status) && push.attempts + 1 < maxPushAttempts) {
      await requeuePush(db, push, retryDelaySeconds(push.attempts + 1));
      run.retried += 1;
    } else run.dropped += 1;
  }
  return run;
}

/**
 * The background job of an API process: makes the VAPID keys on the first start, then sends
 * queued pushes every `intervalMs` (0: off). Answers a function that stops it.
 */
export function startPushDelivery(
  db: Db,
  intervalMs: number,
  log: Log,
  options: PushDeliveryOptions,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = deliverDuePushes(db, options)
      .then((run) => {
        if (run.sent + run.gone + run.retried + run.dropped > 0) log.info(run, 'pushes delivered');
      })
      .catch((error: unknown) => log.error({ err: error }, 'push delivery failed'))
      .finally(() => {
        running = null;
      });
  };
  void vapidKeys(db).catch((error: unknown) => log.error({ err: error }, 'VAPID keys failed'));
  if (intervalMs <= 0) return () => Promise.resolve();
  const timer = setInterval(tick, intervalMs).unref();
  // Stopping waits for a run under way, so the database can close after it.
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** The VAPID subject for the company's public address (https, else a mailto: on its host). */
export const vapidSubject = (publicUrl: string) => {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname}`;
};
