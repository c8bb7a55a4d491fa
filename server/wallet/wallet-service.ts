import type { Queryable } from '../db/connection';
import { accounts, accountBalanceMinor } from '../ledger';
import {
  checkDaySpan,
  daysBetween,
  formatDay,
  resolveDateFilter,
  type DateCheck,
  type DateRange,
  type DateWindow,
} from '../shared/date-range';
import {
  getMoneyTotals,
  earningsPerDay,
  listEarnings,
  listRecentWalletTransactions,
  listWalletTransactions,
  totalEarningsMinor,
  type WalletTransaction,
} from './wallet-repo';
import type { Earning } from './wallet';
import type { Keyset } from '../../contract/paging';
import { invalidInput } from '../shared/app-error';
import { listHeldParts, type HeldPart } from '../holds';

const recentCount = 10;
/** The earnings overview charts the last 30 days, today included. */
const overviewDays = 30;
/** A date-wise call answers one row per day: a year (a leap year's 366 days) at most. */
const maxDatewiseDays = 366;

export type WalletStatement = {
  /** Available (withdrawable). */
  balanceMinor: number;
  heldMinor: number;
  /** Owed after a clawback, positive. */
  owedMinor: number;
  heldParts: HeldPart[];
  paidMinor: number;
  pendingMinor: number;
  recent: WalletTransaction[];
};

export async function getWalletStatement(
  db: Queryable,
  memberId: number,
): Promise<WalletStatement> {
  const [totals, heldParts, pendingMinor, recent] = await Promise.all([
    getMoneyTotals(db, memberId),
    listHeldParts(db, memberId),
    // What payout requests hold until they are paid or returned: the held account's entries.
    accountBalanceMinor(db, accounts.payoutPending, memberId),
    listRecentWalletTransactions(db, memberId, recentCount),
  ]);
  return {
    balanceMinor: totals.walletMinor,
    heldMinor: totals.heldMinor,
    owedMinor: totals.owedMinor,
    heldParts,
    paidMinor: totals.paidMinor,
    pendingMinor,
    recent: recent.slice(0, recentCount),
  };
}

/** Gross earnings per day over a span of days: every day listed, and per day its bonus types. */
export type EarningsDatewise = {
  days: { day: string; totalMinor: number }[];
  grouped: Record<string, { bonusType: string; totalMinor: number }[]>;
};

async function datewise(
  db: Queryable,
  memberId: number,
  start: string,
  end: string,
): Promise<EarningsDatewise> {
  const rows = await earningsPerDay(db, memberId, start, end);
  const grouped: EarningsDatewise['grouped'] = {};
  const totals = new Map<string, number>();
  for (const day of daysBetween(start, end)) grouped[day] = [];
  for (const r of rows) {
    grouped[r.day]?.push({ bonusType: r.bonusType, totalMinor: r.totalMinor });
    totals.set(r.day, (totals.get(r.day) ?? 0) + r.totalMinor);
  }
  return {
    days: Object.keys(grouped).map((day) => ({ day, totalMinor: totals.get(day) ?? 0 })),
    grouped,
  };
}

export type EarningsSummary = EarningsDatewise & { totalMinor: number; recent: Earning[] };

export async function getEarningsSummary(
  db: Queryable,
  memberId: number,
  now = new Date(),
): Promise<EarningsSummary> {
  const end = formatDay(now);
  const start = formatDay(
    new Date(Date.parse(`${end}T00:00:00Z`) - (overviewDays - 1) * 86_400_000),
  );
  const [totalMinor, recent, series] = await Promise.all([
    totalEarningsMinor(db, memberId),
    listEarnings(db, memberId, {
      types: [],
      from: null,
      to: null,
      sort: 'desc',
      after: null,
      limit: recentCount,
    }),
    datewise(db, memberId, start, end),
  ]);
  return { totalMinor, recent: recent.slice(0, recentCount), ...series };
}

const checked = <T>(check: DateCheck<T>): T => {
  if (!check.ok) throw invalidInput(check.field, check.message);
  return check.value;
};

export async function getEarningsDatewise(
  db: Queryable,
  memberId: number,
  startDate: string,
  endDate: string,
): Promise<EarningsDatewise> {
  const span = checked(checkDaySpan(startDate, endDate, maxDatewiseDays));
  return datewise(db, memberId, span.start, span.end);
}

export type ListInput = {
  sort: 'asc' | 'desc';
  range: DateRange | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  after: Keyset | null;
  limit: number;
};

const windowOf = (input: ListInput, now: Date): DateWindow =>
  checked(
    resolveDateFilter(
      { range: input.range, startDate: input.startDate, endDate: input.endDate },
      now,
    ),
  );

/** One page (`limit + 1` rows, for the pager) of the member's wallet movements. */
export function listTransactions(
  db: Queryable,
  memberId: number,
  input: ListInput & { keys: readonly string[]; flow: 'credit' | 'debit' | undefined },
  now = new Date(),
): Promise<WalletTransaction[]> {
  const { from, to } = windowOf(input, now);
  return listWalletTransactions(db, memberId, {
    keys: [...new Set(input.keys)],
    flow: input.flow ?? null,
    from,
    to,
    sort: input.sort,
    after: input.after,
    limit: input.limit,
  });
}

/** One page (`limit + 1` rows, for the pager) of the member's earnings. */
export function listEarningsPage(
  db: Queryable,
  memberId: number,
  input: ListInput & { types: readonly string[] },
  now = new Date(),
): Promise<Earning[]> {
  const { from, to } = windowOf(input, now);
  return listEarnings(db, memberId, {
    types: [...new Set(input.types)],
    from,
    to,
    sort: input.sort,
    after: input.after,
    limit: input.limit,
  });
}
