/**
 * One CSV cell (RFC 4180 quoting) for the app's and the server's exports alike. A text that
 * starts with =, +, -, @, a tab or a carriage return is prefixed with ' so a spreadsheet
 * never runs it as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
