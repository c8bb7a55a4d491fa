import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import {
  accountLockRules,
  accountLockedMessage,
  rateLimitMessage,
  retryAfterSeconds,
  type RateRule,
} from './rate-limits';
import {
  clearRateHits,
  deleteRateHit,
  insertRateHit,
  lockRateSubject,
  pruneRateHits,
  rateWindow,
} from './rate-limit-repo';
import { AppError } from '../shared/app-error';

/**
 * 429 rate_limited, or account_locked when only an account's own password counts are full
 * (its owner can clear them with an unlock code); the HTTP layer copies `retryAfter` into the
 * Retry-After header.
 */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfter: number,
    locked = false,
  ) {
    super(
      429,
      locked ? 'account_locked' : 'rate_limited',
      locked ? accountLockedMessage(retryAfter) : rateLimitMessage(retryAfter),
    );
  }
}

const locksAccount = (rule: RateRule) => accountLockRules.some((r) => r.bucket === rule.bucket);

/** One rule applied to one subject: an account identifier or an IP address. */
export type Guard = { rule: RateRule; subject: string };

export const guard = (rule: RateRule, value: string): Guard => ({
  rule,
  // Identifiers (emails, phone numbers, IPs) are kept only as digests.
  subject: createHash('sha256').update(value.toLowerCase()).digest('hex'),
});

/**
 * A hit taken before an attempt whose outcome is not known yet lives in a bucket of its own:
 * it holds a place in the window while the attempt runs, and becomes a counted failure, or
 * goes, when the attempt ends. A crashed process's places lapse after this many seconds.
 */
const PENDING_SECONDS = 60;
const pendingBucket = (rule: RateRule) => `${rule.bucket}:pending`;

/**
 * How long a request waits without any attempt in flight ending before it is refused. The
 * wait is counted from the last attempt that ended, not from the request's start: a member's
 * many parallel requests on a busy machine queue behind ten password checks at a time and
 * all go through while the queue moves; only a queue that stands still is refused.
 */
const WAIT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Hit = { guard: Guard; id: number; pending: boolean };
/** A place taken (its hit's id), or none yet and the oldest attempt in flight. */
type Taken = { id: number; oldest: null } | { id: null; oldest: number | null };

/**
 * Counts one hit against the guard (settled, or pending until its attempt ends), or refuses
 * with 429 when the window is full of counted hits. The check and the insert happen under one
 * lock, so concurrent requests cannot all slip under the limit together. When the window is
 * full only because of attempts still in flight, the request waits for them rather than being
 * refused: a member's own parallel requests with the right password all go through.
 */
async function take(db: Db, g: Guard, pending: boolean): Promise<Hit> {
  const { bucket, limit, windowSeconds } = g.rule;
  let deadline = Date.now() + WAIT_MS;
  // The oldest attempt in flight when last looked: when it has changed, one has ended.
  let oldestInFlight: number | null = null;
  for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
    const outcome = await db.transaction(async (tx): Promise<Taken> => {
      await lockRateSubject(tx, bucket, g.subject);
      await pruneRateHits(tx, bucket, g.subject, windowSeconds);
      await pruneRateHits(tx, pendingBucket(g.rule), g.subject, PENDING_SECONDS);
      const w = await rateWindow(tx, bucket, g.subject, windowSeconds);
      if (w.count >= limit) {
        throw new RateLimitedError(
          retryAfterSeconds(w.oldestAt ?? w.now, windowSeconds, w.now),
          locksAccount(g.rule),
        );
      }
      const inFlight = await rateWindow(tx, pendingBucket(g.rule), g.subject, PENDING_SECONDS);
      if (w.count + inFlight.count >= limit)
        return { id: null, oldest: inFlight.oldestAt?.getTime() ?? null };
      const id = await insertRateHit(tx, pending ? pendingBucket(g.rule) : bucket, g.subject);
      return { id, oldest: null };
    });
    if (outcome.id !== null) return { guard: g, id: outcome.id, pending };
    // An attempt ended since the last look (another took its place): the queue moves, so
    // the wait starts again.
    if (oldestInFlight !== null && outcome.oldest !== oldestInFlight)
      deadline = Date.now() + WAIT_MS;
    oldestInFlight = outcome.oldest;
    if (Date.now() + pause > deadline) throw new RateLimitedError(1, locksAccount(g.rule));
    await sleep(pause);
  }
}

async function takeAll(db: Db, guards: Guard[], pending: boolean): Promise<Hit[]> {
  const hits: Hit[] = [];
  try {
    for (const g of guards) hits.push(await take(db, g, pending));
  } catch (error) {
    for (const h of hits) await deleteRateHit(db, h.id);
    throw error;
  }
  return hits;
}

/** A pending hit becomes a counted failure; answers whether that filled the window. */
async function settle(db: Db, hit: Hit): Promise<{ full: boolean; retryAfter: number }> {
  const { bucket, limit, windowSeconds } = hit.guard.rule;
  return db.transaction(async (tx) => {
    await lockRateSubject(tx, bucket, hit.guard.subject);
    await deleteRateHit(tx, hit.id);
    await insertRateHit(tx, bucket, hit.guard.subject);
    const w = await rateWindow(tx, bucket, hit.guard.subject, windowSeconds);
    return {
      full: w.count >= limit,
      retryAfter: retryAfterSeconds(w.oldestAt ?? w.now, windowSeconds, w.now),
    };
  });
}

/** Every call counts (sending codes): refused once any guard's window is full. */
export async function countAttempt(db: Db, guards: Guard[]): Promise<void> {
  await takeAll(db, guards, false);
}

/**
 * Only failures count (a wrong password or code: an error from `attempt`). The place is taken
 * before the attempt, so parallel guesses are counted too, and given back on success. The
 * failure that fills a window is already answered 429 (a wrong password or code, a 422), so
 * the tenth wrong password of ten allowed says "too many attempts" rather than "wrong
 * password" once more.
 */
export async function guardFailures<T>(
  db: Db,
  guards: Guard[],
  attempt: () => Promise<T>,
  opts: { clearOnSuccess?: Guard[] } = {},
): Promise<T> {
  const hits = await takeAll(db, guards, true);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    const settled = [];
    for (const h of hits) settled.push({ hit: h, ...(await settle(db, h)) });
    const full = settled.filter((s) => s.full);
    if (error instanceof AppError && error.status === 422 && full.length > 0) {
      throw new RateLimitedError(
        Math.max(...full.map((s) => s.retryAfter)),
        full.every((s) => locksAccount(s.hit.guard.rule)),
      );
    }
    throw error;
  }
  for (const h of hits) await deleteRateHit(db, h.id);
  for (const g of opts.clearOnSuccess ?? []) await clearRateHits(db, g.rule.bucket, g.subject);
  return result;
}
