import type { Queryable } from '../db/connection';

/** Serialises every writer of one (bucket, subject) until the transaction ends. */
export async function lockRateSubject(tx: Queryable, bucket: string, subject: string) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${bucket}|${subject}`]);
}

/** Forgets hits that have left the window, so the table holds only what still counts. */
export async function pruneRateHits(
  tx: Queryable,
  bucket: string,
  subject: string,
  windowSeconds: number,
): Promise<void> {
  await tx.query(
    `DELETE FROM rate_limit_hits
      WHERE bucket = $1 AND subject = $2 AND at <= now() - make_interval(secs => $3)`,
    [bucket, subject, windowSeconds],
  );
}

export type RateWindow = { count: number; oldestAt: Date | null; now: Date };

/** The hits still inside the window, and the database's clock (shared by every process). */
export async function rateWindow(
  q: Queryable,
  bucket: string,
  subject: string,
  windowSeconds: number,
): Promise<RateWindow> {
  const rows = await q.query<{ count: number; oldest_at: Date | null; now: Date }>(
    `SELECT count(*)::int AS count, min(at) AS oldest_at, now() AS now
       FROM rate_limit_hits
      WHERE bucket = $1 AND subject = $2 AND at > now() - make_interval(secs => $3)`,
    [bucket, subject, windowSeconds],
  );
  const r = rows[0]!;
  return { count: r.count, oldestAt: r.oldest_at, now: r.now };
}

export async function insertRateHit(
  tx: Queryable,
  bucket: string,
  subject: string,
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    'INSERT INTO rate_limit_hits (bucket, subject) VALUES ($1, $2) RETURNING id',
    [bucket, subject],
  );
  return rows[0]!.id;
}

export async function deleteRateHit(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM rate_limit_hits WHERE id = $1', [id]);
}

export async function clearRateHits(q: Queryable, bucket: string, subject: string): Promise<void> {
  await q.query('DELETE FROM rate_limit_hits WHERE bucket = $1 AND subject = $2', [
    bucket,
    subject,
  ]);
}
