import type { Queryable } from '../db/connection';
import {
  binaryStatement,
  periodSpan,
  type BinaryStatement,
  type Leg,
  type PeriodSpan,
} from './binary-statement';
import { periodKey } from '../shared/periods';
import { type BinarySettings, getPlanSetting } from '../company';
import {
  findLegChild,
  lastRowBefore,
  listHistoryPeriods,
  listLegOrders,
  listPeriodRows,
  sumBinaryEarnings,
  sumLegOrdersBv,
  type LegOrder,
} from './binary-statement-repo';
import type { Keyset } from '../../contract/paging';
import { invalidInput } from '../shared/app-error';

export type { LegOrder };

/** How many periods the picker offers: more than a year of daily periods. */
const PERIOD_LIMIT = 400;

export type BinaryPeriods = {
  period: BinarySettings['period'];
  currentPeriodKey: string;
  items: { periodKey: string; start: Date; end: Date }[];
};

/** The member's periods with binary history, the latest first, for the statement's picker. */
export async function getBinaryPeriods(
  db: Queryable,
  memberId: number,
  now = new Date(),
): Promise<BinaryPeriods> {
  const settings = await getPlanSetting(db, 'binary');
  const periods = await listHistoryPeriods(db, memberId, PERIOD_LIMIT);
  const items = periods.flatMap((p) => {
    const span = periodSpan(p.periodKey);
    return span ? [{ periodKey: p.periodKey, start: span.start, end: span.end }] : [];
  });
  return { period: settings.period, currentPeriodKey: periodKey(now, settings.period), items };
}

/** A period key the engine could have written; anything else is a 422 on period_key. */
function spanOf(key: string): PeriodSpan {
  const span = periodSpan(key);
  if (!span) throw invalidInput('period_key', `period_key ${key} is not a real period.`);
  return span;
}

export type StatementView = BinaryStatement & {
  periodKey: string;
  span: PeriodSpan;
  current: boolean;
  settings: BinarySettings;
  earningsMinor: number;
  ordersBv: { left: number; right: number };
};

/** The statement of one period of the member of the token. */
export async function getBinaryStatement(
  db: Queryable,
  memberId: number,
  key: string,
  now = new Date(),
): Promise<StatementView> {
  const span = spanOf(key);
  const settings = await getPlanSetting(db, 'binary');
  const [rows, before, earningsMinor, left, right] = await Promise.all([
    listPeriodRows(db, memberId, key),
    lastRowBefore(db, memberId, span.start),
    sumBinaryEarnings(db, memberId, span.start, span.end),
    legOrdersBv(db, memberId, 'L', span),
    legOrdersBv(db, memberId, 'R', span),
  ]);
  return {
    ...binaryStatement({ rows, before, settings }),
    periodKey: key,
    span,
    current: now >= span.start && now < span.end,
    settings,
    earningsMinor,
    ordersBv: { left, right },
  };
}

async function legOrdersBv(db: Queryable, memberId: number, leg: Leg, span: PeriodSpan) {
  const child = await findLegChild(db, memberId, leg);
  return child ? sumLegOrdersBv(db, { path: child.path, ...span }) : 0;
}

/**
 * One page of the orders behind a leg's new volume in a period: orders of the member's own
 * leg subtree only (the leg child comes from the member of the token), newest first.
 */
export async function listStatementOrders(
  db: Queryable,
  memberId: number,
  o: { periodKey: string; leg: Leg; page: { after: Keyset | null; limit: number } },
): Promise<LegOrder[]> {
  const span = spanOf(o.periodKey);
  const child = await findLegChild(db, memberId, o.leg);
  if (!child) return [];
  return listLegOrders(db, {
    path: child.path,
    start: span.start,
    end: span.end,
    after: o.page.after,
    fetch: o.page.limit + 1,
  });
}
