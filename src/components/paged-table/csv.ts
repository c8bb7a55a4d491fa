import { saveFile } from '@/lib/save-file';
import { csvCell } from '@contract/csv';

export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null };

export function toCsv<T>(rows: Iterable<T>, columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves CSV text as a file. */
export function saveCsv(text: string, fileName: string): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (accents in es).
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}
