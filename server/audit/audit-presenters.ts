import type { AuditEntryWire } from '../../contract/operator';
import type { AuditEntry } from './audit';

export const toAuditEntryWire = (e: AuditEntry): AuditEntryWire => ({
  id: e.id,
  created_at: e.createdAt.toISOString(),
  operator_id: e.operatorId,
  operator_username: e.operatorUsername,
  action: e.action,
  subject_type: e.subjectType,
  subject_id: e.subjectId,
  before: e.before,
  after: e.after,
  reason: e.reason,
  address: e.address,
});
