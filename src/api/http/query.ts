// Query strings as the spec writes them: repeated keys for lists, brackets kept literal.

export type QueryScalar = string | number | boolean | null | undefined;
type QueryValue = QueryScalar | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

const encodeValue = (v: string | number | boolean): string =>
  encodeURIComponent(typeof v === 'boolean' ? (v ? '1' : '0') : String(v));

// Brackets stay literal so the names read as the spec writes them (payout_status[]).
const encodeKey = (k: string): string =>
  encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']');

export const isPresent = (v: unknown): v is string | number | boolean =>
  v !== undefined && v !== null && v !== '';

/**
 * Serialises query parameters, skipping undefined, null and '' (also inside lists).
 * - `key[]`: repeated, `key[]=a&key[]=b` (spec: payout_status[]).
 * - `key[i]`: indexed, `key[0]=a&key[1]=b` (spec: transaction_key[i], bonus_type[i]).
 * - a plain key with a list: repeated as is, `key=a&key=b`.
 * Booleans travel as 1 and 0.
 */
export function toQueryString(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = (Array.isArray(raw) ? raw : [raw]).filter(isPresent);
    if (key.endsWith('[i]')) {
      const base = encodeKey(key.slice(0, -3));
      values.forEach((v, i) => parts.push(`${base}[${i}]=${encodeValue(v)}`));
    } else {
      const name = encodeKey(key);
      for (const v of values) parts.push(`${name}=${encodeValue(v)}`);
    }
  }
  return parts.join('&');
}
