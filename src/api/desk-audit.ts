import { auditPageWire, type AuditEntryWire } from '@contract/operator';
import { cursorList } from './cursor-page';
import { download, type QueryParams } from './http';

/** One row of the operators' audit log (issue 30): who did what to what, before and after. */
export type AuditEntry = {
  id: number;
  createdAt: string;
  operatorId: number;
  operatorUsername: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  /** The subject as it was and as it became: any JSON, or null where there was none. */
  before: unknown;
  after: unknown;
  reason: string | null;
  address: string;
};

const toAuditEntry = (w: AuditEntryWire): AuditEntry => ({
  id: w.id,
  createdAt: w.created_at,
  operatorId: w.operator_id,
  operatorUsername: w.operator_username,
  action: w.action,
  subjectType: w.subject_type,
  subjectId: w.subject_id,
  before: w.before ?? null,
  after: w.after ?? null,
  reason: w.reason,
  address: w.address,
});

/** The log's filters: exact matches, days (yyyy-MM-dd, UTC) both included; '' is no filter. */
export type AuditFilters = {
  operator: string;
  action: string;
  subjectType: string;
  subjectId: string;
  from: string;
  to: string;
};

const toAuditQuery = (f: AuditFilters): QueryParams => ({
  operator: f.operator,
  action: f.action,
  subject_type: f.subjectType,
  subject_id: f.subjectId,
  from: f.from,
  to: f.to,
});

/** GET /api/admin/audit: one cursor page of the log, newest first. */
export const getAuditPage = cursorList(
  '/api/admin/audit',
  auditPageWire,
  toAuditEntry,
  toAuditQuery,
);

/** GET /api/admin/audit/export: every entry the filters match, as the server's CSV file. */
export const downloadAuditCsv = (f: AuditFilters) =>
  download('/api/admin/audit/export', 'audit-log.csv', { query: toAuditQuery(f) });

export const deskAuditKeys = {
  all: ['desk', 'audit'] as const,
  list: (f: AuditFilters) => [...deskAuditKeys.all, 'list', f] as const,
};
