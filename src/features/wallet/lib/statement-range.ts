import {
  differenceInCalendarDays,
  endOfMonth,
  isValid,
  parseISO,
  startOfMonth,
  subMonths,
} from 'date-fns';
import { maxStatementDays } from '@contract/earnings-statement';
import { toApiDate } from '@/lib/dates';

/** A statement's days, yyyy-MM-dd, both included. */
export type StatementRange = { start: string; end: string };

/** The default statement: the whole of last month. */
export function lastMonthRange(today: Date): StatementRange {
  const month = subMonths(today, 1);
  return { start: toApiDate(startOfMonth(month)), end: toApiDate(endOfMonth(month)) };
}

export type RangeProblem = {
  field: 'start' | 'end';
  problem: 'invalid' | 'endBeforeStart' | 'tooLong';
};

const day = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? parseISO(v) : null);

/** What the server would refuse, told before asking it: bad days, a reversed or too long span. */
export function rangeProblem(r: StatementRange): RangeProblem | null {
  const start = day(r.start);
  const end = day(r.end);
  if (!start || !isValid(start)) return { field: 'start', problem: 'invalid' };
  if (!end || !isValid(end)) return { field: 'end', problem: 'invalid' };
  const days = differenceInCalendarDays(end, start) + 1;
  if (days < 1) return { field: 'end', problem: 'endBeforeStart' };
  if (days > maxStatementDays) return { field: 'end', problem: 'tooLong' };
  return null;
}
