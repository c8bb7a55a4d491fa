import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

type Row = { name: string; amount: number | null };
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Amount', value: (r: Row) => r.amount },
];

describe('toCsv', () => {
  it('writes a header line and one line per loaded row', () => {
    expect(toCsv([{ name: 'Ann', amount: 5 }], columns)).toBe('Name,Amount\r\nAnn,5\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([{ name: 'A, "B"\nC', amount: null }], columns)).toBe(
      'Name,Amount\r\n"A, ""B""\nC",\r\n',
    );
  });

  it('neutralises values a spreadsheet would run as formulas', () => {
    expect(toCsv([{ name: '=SUM(A1)', amount: -3 }], columns)).toBe(
      "Name,Amount\r\n'=SUM(A1),-3\r\n",
    );
  });
});
