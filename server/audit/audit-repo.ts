import type { Queryable } from '../db/connection';
import { keysetAfter, keysetFetch, keysetOrder } from '../db/keyset';
import type { PageRequest } from '../http/paging';
import type { AuditEntry, AuditFilter, AuditRecord, OperatorActor } from './audit';

/** Marks the transaction as an operator's: the database then refuses to commit it without
 * an audit row of its own (migration 022, require_operator_audit). */
export async function markOperatorTransaction(tx: Queryable, operatorId: number): Promise<void> {
  await tx.query(`SELECT set_config('app.operator_id', $1, true)`, [String(operatorId)]);
}

export async function insertAudit(
  tx: Queryable,
  actor: OperatorActor,
  r: AuditRecord,
): Promise<void> {
  await tx.query(
    `INSERT INTO operator_audit
       (operator_id, action, subject_type, subject_id, before, after, reason, address)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`,
    [
      actor.operatorId,
      r.action,
      r.subjectType,
      r.subjectId === null ? null : String(r.subjectId),
      r.before === undefined ? null : JSON.stringify(r.before),
      r.after === undefined ? null : JSON.stringify(r.after),
      r.reason ?? null,
      actor.address,
    ],
  );
}

type AuditRow = {
  id: string | number;
  created_at: Date;
  created_key: string;
  operator_id: string | number;
  operator_username: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  address: string;
};

const toEntry = (r: AuditRow): AuditEntry => ({
  id: Number(r.id),
  createdAt: r.created_at,
  createdKey: r.created_key,
  operatorId: Number(r.operator_id),
  operatorUsername: r.operator_username,
  action: r.action,
  subjectType: r.subject_type,
  subjectId: r.subject_id,
  before: r.before,
  after: r.after,
  reason: r.reason,
  address: r.address,
});

/** One keyset page of the log, newest first, narrowed by the filter (exact matches; days in UTC). */
export async function listAudit(
  q: Queryable,
  filter: AuditFilter,
  page: PageRequest,
): Promise<AuditEntry[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: string, value: unknown) =>
    where.push(sql.replace('?', `$${params.push(value)}`));
  if (filter.operator) add('lower(o.username) = lower(?)', filter.operator);
  if (filter.action) add('a.action = ?', filter.action);
  if (filter.subjectType) add('a.subject_type = ?', filter.subjectType);
  if (filter.subjectId) add('a.subject_id = ?', filter.subjectId);
  if (filter.from) add(`a.created_at >= (?::date)::timestamp AT TIME ZONE 'UTC'`, filter.from);
  if (filter.to) add(`a.created_at < (?::date + 1)::timestamp AT TIME ZONE 'UTC'`, filter.to);
  const walk = { at: 'a.created_at', id: 'a.id' };
  if (page.after) where.push(keysetAfter(params, page.after, walk));
  params.push(keysetFetch(page.limit));
  const rows = await q.query<AuditRow>(
    `SELECT a.id, a.created_at, a.created_at::text AS created_key, a.operator_id,
            o.username AS operator_username, a.action, a.subject_type, a.subject_id,
            a.before, a.after, a.reason, a.address
       FROM operator_audit a JOIN members o ON o.id = a.operator_id
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${keysetOrder(walk)} LIMIT $${params.length}`,
    params,
  );
  return rows.map(toEntry);
}
