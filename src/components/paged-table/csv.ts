import { saveFile } from '@/lib/save-file';

export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null };

// RFC 4180 quoting; a leading =, +, - or @ is prefixed so a spreadsheet never runs it as a formula.
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves CSV text as a file. */
export function saveCsv(text: string, fileName: string): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (accents in es).
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}
