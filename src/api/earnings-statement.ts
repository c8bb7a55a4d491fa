import type { StatementFormat, StatementLanguage } from '@contract/earnings-statement';
import { download } from './http';

export type { StatementFormat, StatementLanguage };

/** The days of a statement, yyyy-MM-dd, both included. */
export type StatementPeriod = { start: string; end: string };

/** The statement call's path (issue 16 point 6), with its query. */
function earningsStatementPath(
  format: StatementFormat,
  period: StatementPeriod,
  lang: StatementLanguage,
): string {
  const query = new URLSearchParams({ start_date: period.start, end_date: period.end, lang });
  return `/api/wallet/earnings_statement.${format}?${query.toString()}`;
}

/**
 * Downloads the signed-in member's earnings statement of a period as CSV or PDF. The file is
 * fetched through the HTTP client (it needs the member's token), then saved by the browser.
 */
export function downloadEarningsStatement(
  format: StatementFormat,
  period: StatementPeriod,
  lang: StatementLanguage,
): Promise<void> {
  return download(
    earningsStatementPath(format, period, lang),
    `statement-${period.start}-${period.end}.${format}`,
  );
}
