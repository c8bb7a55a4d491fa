/**
 * SQL for one company text (a KYC category's name, an event's title…) in a language, falling
 * back to the base column when that language has no text for the field (decision 045).
 * `language` is a placeholder such as `$2`; `field` is a base column name, never input.
 */
export function translated(field: string, language: string, table?: string): string {
  const at = table ? `${table}.` : '';
  return `coalesce(nullif(${at}translations -> ${language}::text ->> '${field}', ''), ${at}${field})`;
}

/**
 * A text folded for search: accents dropped and lower-cased, the same on PGlite and
 * PostgreSQL whatever their collation (lower() of a non-ASCII letter depends on the locale,
 * so the accented capitals are mapped by hand first).
 */
export function foldedSql(expression: string): string {
  return `lower(translate(${expression}, 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç', 'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))`;
}
