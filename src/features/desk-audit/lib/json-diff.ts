/** JSON as a person reads it: two-space indents, and a dash for "nothing recorded". */
export const prettyJson = (value: unknown): string =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The top-level fields an action changed, so the eye goes to them first: those whose values
 * differ between before and after (a field present on one side only counts). When either side
 * is not an object, the whole value is one change, named '' (or none when both are equal).
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!isRecord(before) || !isRecord(after)) return same(before ?? null, after ?? null) ? [] : [''];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((k) => !same(before[k], after[k])).sort();
}
