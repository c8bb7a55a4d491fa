import { z } from 'zod';
import { cursorPageWire, cursorQueryWire, dayWire, instantWire } from './common';

/**
 * The operator desk (issue 30): calls under `/api/admin/…` for role 1 (Admin). Each call needs
 * one permission; an operator holds any subset, and the server checks it on every call.
 */
export const operatorPermissions = [
  'kyc',
  'payouts',
  'support',
  'sales',
  'content',
  'settings',
  'members',
  'audit',
] as const;
export type OperatorPermission = (typeof operatorPermissions)[number];

/** GET /api/admin/me: who is at the desk and what they may do. */
export const operatorMeWire = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  permissions: z.array(z.enum(operatorPermissions)),
});

/** One row of the audit log: who did what to what, before and after, from where. */
const auditEntryWire = z.object({
  id: z.number(),
  created_at: instantWire,
  operator_id: z.number(),
  operator_username: z.string(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  address: z.string(),
});
export type AuditEntryWire = z.infer<typeof auditEntryWire>;

const filterText = z.string().trim().max(100).optional();

/** GET /api/admin/audit and /api/admin/audit/export: the log, newest first, filtered. */
export const auditQueryWire = z.object({
  cursor: cursorQueryWire,
  operator: filterText,
  action: filterText,
  subject_type: filterText,
  subject_id: filterText,
  from: dayWire.optional(),
  to: dayWire.optional(),
});
export type AuditQueryWire = z.infer<typeof auditQueryWire>;

export const auditPageWire = cursorPageWire(auditEntryWire);

/** The columns of the audit CSV export, in order (documented in the OpenAPI file). */
export const auditCsvColumns = [
  'id',
  'created_at',
  'operator',
  'action',
  'subject_type',
  'subject_id',
  'reason',
  'address',
  'before',
  'after',
] as const;
