import type { Db } from '../db/connection';
import { lockMemberWallet, postLedgerTransaction } from '../ledger';
import { releaseEntries } from './holds';
import { listMembersWithDueHolds, lockDueHolds, settleHold } from './holds-repo';
import { repayDebt } from './debt-service';

export type ReleaseRun = { members: number; released: number };

/**
 * Releases one member's due commissions in one transaction, under the member's wallet lock:
 * each hold's net moves held → wallet (and repays a debt first), and the hold is settled with
 * that ledger transaction. A hold another process settled first is skipped, so running this
 * twice, or on several processes at once, releases every commission exactly once.
 */
async function releaseMember(db: Db, memberId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMemberWallet(tx, memberId);
    let released = 0;
    for (const h of await lockDueHolds(tx, memberId, now)) {
      const ledgerTxnId = await postLedgerTransaction(
        tx,
        {
          group: 'release',
          type: 'credit',
          key: 'commission_release',
          memberId,
          fromMemberId: h.fromMemberId,
          orderId: h.orderId,
          memo: 'The order is paid and its return window has passed.',
          createdAt: now,
        },
        releaseEntries(memberId, h.netMinor),
      );
      if (!(await settleHold(tx, h.earningId, 'released', ledgerTxnId, now)))
        throw new Error(`hold of earning ${h.earningId} was settled twice`);
      await repayDebt(tx, { memberId, earningId: h.earningId, incomingMinor: h.netMinor, at: now });
      released += 1;
    }
    return released;
  });
}

/**
 * The scheduled release job: every held commission whose order is paid and whose return window
 * has passed by `now` becomes available. Members are walked in id order in batches, each in its
 * own short transaction, so a long run never holds many locks and a crash loses nothing.
 */
export async function releaseDueEarnings(
  db: Db,
  now = new Date(),
  batch = 200,
): Promise<ReleaseRun> {
  const run: ReleaseRun = { members: 0, released: 0 };
  let after = 0;
  for (;;) {
    const ids = await listMembersWithDueHolds(db, now, after, batch);
    for (const id of ids) {
      run.released += await releaseMember(db, id, now);
      run.members += 1;
    }
    if (ids.length < batch) return run;
    after = ids[ids.length - 1]!;
  }
}
