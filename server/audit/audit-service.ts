import type { Db, Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { AuditEntry, AuditFilter, AuditRecord, OperatorActor } from './audit';
import { insertAudit, listAudit, markOperatorTransaction } from './audit-repo';

/**
 * The one way an operator changes anything: `work` runs in a transaction marked as the
 * operator's, and the audit rows it returns are written in that same transaction, so the
 * change and its trail commit together or not at all. Reads worth a trail (view as member)
 * use it too.
 */
export async function operatorAction<T>(
  db: Db,
  actor: OperatorActor,
  work: (tx: Queryable) => Promise<{ result: T; audit: AuditRecord | AuditRecord[] }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await markOperatorTransaction(tx, actor.operatorId);
    const { result, audit } = await work(tx);
    for (const record of Array.isArray(audit) ? audit : [audit])
      await insertAudit(tx, actor, record);
    return result;
  });
}

export const listAuditPage = (
  db: Queryable,
  filter: AuditFilter,
  page: { after: Keyset | null; limit: number },
) => listAudit(db, filter, page);

/** Every entry the filter matches, a thousand at a time, for the CSV export. */
export async function* allAuditEntries(
  db: Queryable,
  filter: AuditFilter,
): AsyncGenerator<AuditEntry> {
  let after: Keyset | null = null;
  for (;;) {
    const rows = await listAudit(db, filter, { after, limit: 1000 });
    yield* rows.slice(0, 1000);
    if (rows.length <= 1000) return;
    const last = rows[999]!;
    after = { t: last.createdKey, id: last.id };
  }
}
