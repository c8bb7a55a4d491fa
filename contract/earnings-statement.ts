import { z } from 'zod';
import { daySpanFields, dayWire } from './common';

/**
 * A period's earnings statement (issue 16 point 6), downloaded as CSV or PDF:
 * GET /api/wallet/earnings_statement.csv and GET /api/wallet/earnings_statement.pdf.
 * Both days are included, in UTC; the server allows at most `maxStatementDays` days.
 */
export const statementLanguages = ['en', 'es'] as const;
export type StatementLanguage = (typeof statementLanguages)[number];

export const maxStatementDays = 366;

export const earningsStatementQueryWire = z.object({
  ...daySpanFields(dayWire),
  /** The statement's language; the member's own language when absent. */
  lang: z.enum(statementLanguages, { error: 'lang must be en or es.' }).optional(),
});
export type EarningsStatementQueryWire = z.infer<typeof earningsStatementQueryWire>;

export type StatementFormat = 'csv' | 'pdf';
