import type { Db } from '../db/connection';
import { projectOpenPeriod, type PeriodProjection } from '../engine';

/**
 * The member's projection in a read-only transaction: one snapshot for what the period paid
 * and what its close would pay, and a database that refuses any write the projection might
 * ever attempt (it makes none), whether it finishes or fails half-way.
 */
export async function getProjectedEarnings(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<PeriodProjection> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return projectOpenPeriod(tx, memberId, now);
  });
}
