import { describe, expect, it } from 'vitest';
import {
  auditFiltersPatch,
  hasAuditFilters,
  noAuditFilters,
  readAuditFilters,
} from './audit-filters';
import { changedFields, prettyJson } from './json-diff';

describe('readAuditFilters and auditFiltersPatch', () => {
  it('reads the server’s query names from the address bar, trimmed, and writes them back', () => {
    const params = new URLSearchParams(
      'operator=%20admin%20&subject_type=member&subject_id=42&from=2026-02-31&sort=asc',
    );
    const f = readAuditFilters(params);
    expect(f).toEqual({
      ...noAuditFilters,
      operator: 'admin',
      subjectType: 'member',
      subjectId: '42',
      // Passed on as typed: the server answers a wrong day with a message under its field.
      from: '2026-02-31',
    });
    expect(auditFiltersPatch({ ...f, action: '  ' })).toEqual({
      operator: 'admin',
      action: null,
      subject_type: 'member',
      subject_id: '42',
      from: '2026-02-31',
      to: null,
    });
    expect(hasAuditFilters(f)).toBe(true);
    expect(hasAuditFilters(readAuditFilters(new URLSearchParams('sort=asc')))).toBe(false);
  });
});

describe('changedFields and prettyJson', () => {
  it('names the top-level fields whose values differ, including those on one side only', () => {
    expect(
      changedFields(
        { status: 'pending', note: null, files: [1, 2] },
        { status: 'approved', files: [1, 2], reviewer: 'admin' },
      ),
    ).toEqual(['note', 'reviewer', 'status']);
    expect(changedFields({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });

  it('treats values that are not objects as one change, and nothing recorded as null', () => {
    expect(changedFields(null, { a: 1 })).toEqual(['']);
    expect(changedFields(undefined, null)).toEqual([]);
    expect(changedFields('x', 'x')).toEqual([]);
  });

  it('prints JSON indented, and a dash for nothing', () => {
    expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(prettyJson(null)).toBe('—');
  });
});
