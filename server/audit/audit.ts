import { csvCell } from '../../contract/csv';
import { auditCsvColumns } from '../../contract/operator';

import type { OperatorActor } from '../shared/types';

export type { OperatorActor };

/**
 * What an operator action records: the action (`kyc.approve`), what it acted on, the state
 * before and after (the fields it changed, not whole rows), and the reason given, if any.
 */
export type AuditRecord = {
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

export type AuditEntry = {
  id: number;
  createdAt: Date;
  createdKey: string;
  operatorId: number;
  operatorUsername: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  address: string;
};

export type AuditFilter = {
  operator?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  from?: string;
  to?: string;
};

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** One CSV line of the export, in the documented column order (contract auditCsvColumns). */
export function auditCsvLine(e: AuditEntry): string {
  const cells: Record<(typeof auditCsvColumns)[number], string | number | null> = {
    id: e.id,
    created_at: e.createdAt.toISOString(),
    operator: e.operatorUsername,
    action: e.action,
    subject_type: e.subjectType,
    subject_id: e.subjectId,
    reason: e.reason,
    address: e.address,
    before: json(e.before),
    after: json(e.after),
  };
  return auditCsvColumns.map((c) => csvCell(cells[c])).join(',') + '\r\n';
}

export const auditCsvHeader = auditCsvColumns.join(',') + '\r\n';
