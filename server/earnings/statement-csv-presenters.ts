import { csvCell } from '../../contract/csv';
import { minorToDecimal } from '../../contract/money';
import type { EarningsStatement } from './earnings-statement-service';
import { statementCopy, statementInstant } from './statement-copy';

/**
 * Money as a bare decimal ("-12.50"): a plain number is never a formula, so it is written
 * without the quote csvCell puts before a leading minus, and a spreadsheet sums it.
 */
const money = (minor: number) => minorToDecimal(minor);

const row = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');
const moneyRow = (cells: (string | number | null)[], amounts: number[]) =>
  [...cells.map(csvCell), ...amounts.map(money)].join(',');

/**
 * The statement as CSV (RFC 4180, CRLF): a few header rows (company, member, period,
 * currency), a blank line, one row per earning, a blank line and the totals. A UTF-8 byte
 * order mark leads so spreadsheets read the accents of a Spanish statement right.
 */
export function statementCsv(s: EarningsStatement): string {
  const c = statementCopy[s.lang];
  const t = s.totals;
  const lines = [
    row([c.title]),
    row([c.company, s.companyName]),
    row([c.member, s.member.fullName, s.member.username]),
    row([c.memberId, s.member.id]),
    row([c.period, s.period.start, s.period.end]),
    row([c.currency, s.currencyCode]),
    row([c.generatedAt, statementInstant(s.generatedAt)]),
    '',
    row([
      c.date,
      c.earning,
      c.type,
      c.source,
      c.explanation,
      c.gross,
      c.tax,
      c.serviceCharge,
      c.net,
    ]),
    ...s.lines.map((l) =>
      moneyRow(
        [l.createdAt.toISOString(), l.id, l.typeLabel, l.source, l.summary],
        [l.grossMinor, l.taxMinor, l.serviceChargeMinor, l.netMinor],
      ),
    ),
    '',
    moneyRow(
      [c.totals(t.count), null, null, null, null],
      [t.grossMinor, t.taxMinor, t.serviceChargeMinor, t.netMinor],
    ),
    moneyRow([c.ledger, null, null, null, null, null, null, null], [t.ledgerMinor]),
  ];
  if (!s.reconciles) lines.push(row([c.mismatch]));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
