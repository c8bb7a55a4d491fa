import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import { rateLimitMessage, retryAfterSeconds, type RateRule } from '../domain/rate-limits';
import {
  clearRateHits,
  deleteRateHit,
  insertRateHit,
  lockRateSubject,
  pruneRateHits,
  rateWindow,
} from '../repositories/rate-limit-repo';
import { AppError } from './app-error';

/** 429 rate_limited; the HTTP layer copies `retryAfter` into the Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfter: number) {
    super(429, 'rate_limited', rateLimitMessage(retryAfter));
  }
}

/** One rule applied to one subject: an account identifier or an IP address. */
export type Guard = { rule: RateRule; subject: string };

export const guard = (rule: RateRule, value: string): Guard => ({
  rule,
  // Identifiers (emails, phone numbers, IPs) are kept only as digests.
  subject: createHash('sha256').update(value.toLowerCase()).digest('hex'),
});

type Hit = { guard: Guard; id: number; count: number; retryAfter: number };

/**
 * Counts one hit against the guard, or refuses with 429 when the window is already full. The
 * check and the insert happen under one lock, so concurrent requests cannot all slip under
 * the limit together.
 */
async function take(db: Db, g: Guard): Promise<Hit> {
  const { bucket, limit, windowSeconds } = g.rule;
  return db.transaction(async (tx) => {
    await lockRateSubject(tx, bucket, g.subject);
    await pruneRateHits(tx, bucket, g.subject, windowSeconds);
    const w = await rateWindow(tx, bucket, g.subject, windowSeconds);
    if (w.count >= limit) {
      throw new RateLimitedError(retryAfterSeconds(w.oldestAt ?? w.now, windowSeconds, w.now));
    }
    const id = await insertRateHit(tx, bucket, g.subject);
    return {
      guard: g,
      id,
      count: w.count + 1,
      retryAfter: retryAfterSeconds(w.oldestAt ?? w.now, windowSeconds, w.now),
    };
  });
}

async function takeAll(db: Db, guards: Guard[]): Promise<Hit[]> {
  const hits: Hit[] = [];
  try {
    for (const g of guards) hits.push(await take(db, g));
  } catch (error) {
    for (const h of hits) await deleteRateHit(db, h.id);
    throw error;
  }
  return hits;
}

/** Every call counts (sending codes): refused once any guard's window is full. */
export async function countAttempt(db: Db, guards: Guard[]): Promise<void> {
  await takeAll(db, guards);
}

/**
 * Only failures count (a wrong password or code: an AppError 422 from `attempt`). The hit is
 * taken before the attempt, so parallel guesses are counted too, and given back on success.
 * The failure that fills a window is already answered 429, so the tenth wrong password of
 * ten allowed says "too many attempts" rather than "wrong password" once more.
 */
export async function guardFailures<T>(
  db: Db,
  guards: Guard[],
  attempt: () => Promise<T>,
  opts: { clearOnSuccess?: Guard[] } = {},
): Promise<T> {
  const hits = await takeAll(db, guards);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    const full = hits.filter((h) => h.count >= h.guard.rule.limit);
    if (error instanceof AppError && error.status === 422 && full.length > 0) {
      throw new RateLimitedError(Math.max(...full.map((h) => h.retryAfter)));
    }
    throw error;
  }
  for (const h of hits) await deleteRateHit(db, h.id);
  for (const g of opts.clearOnSuccess ?? []) await clearRateHits(db, g.rule.bucket, g.subject);
  return result;
}
