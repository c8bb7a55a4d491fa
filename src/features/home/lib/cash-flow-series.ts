import type { DailyAmount } from '@/api/home';

export type CashFlowPoint = { date: string; credit: string; debit: string };

/**
 * Joins the dashboard's credit and debit histories into one point per day, oldest first.
 * The server sends both over the same days, but a day missing from one side must read as
 * nothing moved that way, not shift the two series against each other.
 */
export function cashFlowSeries(credit: DailyAmount[], debit: DailyAmount[]): CashFlowPoint[] {
  const byDate = new Map<string, CashFlowPoint>();
  const at = (date: string) => {
    let point = byDate.get(date);
    if (!point) {
      point = { date, credit: '0', debit: '0' };
      byDate.set(date, point);
    }
    return point;
  };
  for (const c of credit) at(c.date).credit = c.amount;
  for (const d of debit) at(d.date).debit = d.amount;
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
