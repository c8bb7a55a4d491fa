import type { Queryable } from '../db/connection';
import { maxAnalyticsDays } from '../../contract/earnings-analytics';
import type { Keyset } from '../../contract/paging';
import { checkDaySpan, parseDay, resolveDateFilter } from '../shared/date-range';
import {
  bucketSpans,
  chooseBucket,
  type AnalyticsBucket,
  type BucketSpan,
} from './earnings-analytics';
import {
  listEarningLines,
  sumsByBucketAndType,
  sumsByLeg,
  sumsByLevel,
  topSources,
  type EarningLine,
  type Leg,
  type SourceSum,
  type Sum,
} from './earnings-analytics-repo';
import { AppError, invalidInput } from '../shared/app-error';

export type { EarningLine };

/** How many source members the analytics rank. */
const topSourceCount = 20;

export type EarningsAnalytics = {
  startDate: string;
  endDate: string;
  bucket: AnalyticsBucket;
  buckets: BucketSpan[];
  byTypeOverTime: ({ date: string; bonusType: string } & Sum)[];
  byType: ({ bonusType: string } & Sum)[];
  byLeg: ({ leg: Leg | null } & Sum)[];
  byLevel: ({ level: number | null } & Sum)[];
  bySource: SourceSum[];
  total: Sum;
};

const DAY = 86_400_000;

/** Both days real and in order, at most a year long; a longer span names both of its days. */
function checkedSpan(startDate: string, endDate: string) {
  const check = checkDaySpan(startDate, endDate, maxAnalyticsDays);
  if (check.ok) return check.value;
  if (check.message.startsWith('Choose at most')) {
    const message = `Choose at most ${maxAnalyticsDays} days from start_date to end_date.`;
    throw new AppError(422, 'validation_error', message, {
      start_date: [message],
      end_date: [message],
    });
  }
  throw invalidInput(check.field, check.message);
}

/** The member's gross earnings from `startDate` to `endDate` (UTC days, both included). */
export async function getEarningsAnalytics(
  db: Queryable,
  memberId: number,
  startDate: string,
  endDate: string,
): Promise<EarningsAnalytics> {
  const span = checkedSpan(startDate, endDate);
  const from = parseDay(span.start)!;
  const window = { from, to: new Date(from.getTime() + span.days * DAY) };
  const bucket = chooseBucket(span.days);
  const [byTypeOverTime, byLeg, byLevel, bySource] = await Promise.all([
    sumsByBucketAndType(db, memberId, window, bucket),
    sumsByLeg(db, memberId, window),
    sumsByLevel(db, memberId, window),
    topSources(db, memberId, window, topSourceCount),
  ]);
  const byType = new Map<string, Sum>();
  const total: Sum = { totalMinor: 0, count: 0 };
  for (const cell of byTypeOverTime) {
    const sum = byType.get(cell.bonusType) ?? { totalMinor: 0, count: 0 };
    sum.totalMinor += cell.totalMinor;
    sum.count += cell.count;
    byType.set(cell.bonusType, sum);
    total.totalMinor += cell.totalMinor;
    total.count += cell.count;
  }
  return {
    startDate: span.start,
    endDate: span.end,
    bucket,
    buckets: bucketSpans(span.start, span.end, bucket),
    byTypeOverTime,
    byType: [...byType]
      .map(([bonusType, sum]) => ({ bonusType, ...sum }))
      .sort((a, b) => b.totalMinor - a.totalMinor || a.bonusType.localeCompare(b.bonusType)),
    byLeg,
    byLevel,
    bySource,
    total,
  };
}

export type EarningLinesInput = {
  startDate: string | undefined;
  endDate: string | undefined;
  bonusType: string | undefined;
  leg: Leg | 'none' | undefined;
  /** A whole number as text, or 'none' (the wire's form, checked by the contract). */
  level: string | undefined;
  fromMemberId: string | undefined;
  after: Keyset | null;
  limit: number;
};

/** One page (`limit + 1` rows, for the pager) of the member's earnings matching every filter. */
export function listEarningLinesPage(
  db: Queryable,
  memberId: number,
  input: EarningLinesInput,
): Promise<EarningLine[]> {
  const window = resolveDateFilter(
    { startDate: input.startDate, endDate: input.endDate },
    new Date(),
  );
  if (!window.ok) throw invalidInput(window.field, window.message);
  const fromMemberId = input.fromMemberId === undefined ? null : Number(input.fromMemberId);
  if (fromMemberId !== null && !Number.isSafeInteger(fromMemberId))
    throw invalidInput('from_member_id', 'from_member_id must be a member id.');
  return listEarningLines(db, memberId, {
    from: window.value.from,
    to: window.value.to,
    bonusType: input.bonusType ?? null,
    leg: input.leg ?? null,
    level: input.level === undefined ? null : input.level === 'none' ? 'none' : Number(input.level),
    fromMemberId,
    after: input.after,
    limit: input.limit,
  });
}
