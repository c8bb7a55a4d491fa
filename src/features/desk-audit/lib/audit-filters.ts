import type { AuditFilters } from '@/api/desk-audit';
import type { UrlPatch } from '@/components/paged-table/use-url-params';

/**
 * The filters' names in the address bar, which are the server's query names too: a shared link
 * reads the same to a person and to the API, and a field error names its field.
 */
export const auditParamOf = {
  operator: 'operator',
  action: 'action',
  subjectType: 'subject_type',
  subjectId: 'subject_id',
  from: 'from',
  to: 'to',
} as const satisfies Record<keyof AuditFilters, string>;

export const auditFilterFields = Object.keys(auditParamOf) as (keyof AuditFilters)[];

export const noAuditFilters: AuditFilters = {
  operator: '',
  action: '',
  subjectType: '',
  subjectId: '',
  from: '',
  to: '',
};

/**
 * The filters the address bar holds, trimmed. Hand-edited values go to the server as they are,
 * so a wrong day or an overlong text comes back as the server's message under its field.
 */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const f = { ...noAuditFilters };
  for (const field of auditFilterFields) f[field] = (params.get(auditParamOf[field]) ?? '').trim();
  return f;
}

/** The address-bar patch that sets every filter: an empty one leaves the URL. */
export function auditFiltersPatch(f: AuditFilters): UrlPatch {
  const patch: UrlPatch = {};
  for (const field of auditFilterFields) patch[auditParamOf[field]] = f[field].trim() || null;
  return patch;
}

export const hasAuditFilters = (f: AuditFilters) => auditFilterFields.some((k) => f[k] !== '');
