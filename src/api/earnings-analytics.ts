import { cursorList, signalOf } from './cursor-page';
import { get, type QueryParams } from './http';
import {
  earningLinesPageWire,
  earningsAnalyticsWire,
  type AnalyticsBucket,
  type AnalyticsBucketSpanWire,
  type EarningLineWire,
  type EarningsAnalyticsWire,
} from '@contract/earnings-analytics';
import { toEarning, type Earning } from './wallet';
import type { BucketSpan } from '@contract/model';

export type { AnalyticsBucket };

type Leg = 'L' | 'R';

/** A figure of a breakdown: its gross total (base currency) and how many earnings made it. */
type AnalyticsSum = { total: string; count: number };

type SourceSum = AnalyticsSum & {
  memberId: number;
  username: string;
  firstName: string;
  lastName: string | null;
};

/** Issue 16 point 4: one member's gross earnings over a span, cut four ways. */
export type EarningsAnalytics = {
  startDate: string;
  endDate: string;
  bucket: AnalyticsBucket;
  buckets: BucketSpan[];
  byTypeOverTime: { date: string; bonusType: string; total: string }[];
  byType: (AnalyticsSum & { bonusType: string })[];
  byLeg: (AnalyticsSum & { leg: Leg | null })[];
  byLevel: (AnalyticsSum & { level: number | null })[];
  bySource: SourceSum[];
  total: string;
  count: number;
  bonusLabels: Record<string, string>;
};

const toBucketSpan = (b: AnalyticsBucketSpanWire): BucketSpan => ({
  date: b.date,
  startDate: b.start_date,
  endDate: b.end_date,
});

/** A slice's own figures, whatever it is a slice of. */
const toSum = (x: AnalyticsSum): AnalyticsSum => ({ total: x.total, count: x.count });

const toSourceSum = (s: EarningsAnalyticsWire['by_source'][number]): SourceSum => ({
  memberId: s.member_id,
  username: s.username,
  firstName: s.first_name,
  lastName: s.last_name,
  ...toSum(s),
});

const toEarningsAnalytics = (w: EarningsAnalyticsWire): EarningsAnalytics => ({
  startDate: w.start_date,
  endDate: w.end_date,
  bucket: w.bucket,
  buckets: w.buckets.map(toBucketSpan),
  byTypeOverTime: w.by_type_over_time.map((c) => ({
    date: c.date,
    bonusType: c.bonus_type,
    total: c.total,
  })),
  byType: w.by_type.map((x) => ({ bonusType: x.bonus_type, ...toSum(x) })),
  byLeg: w.by_leg.map((x) => ({ leg: x.leg, ...toSum(x) })),
  byLevel: w.by_level.map((x) => ({ level: x.level, ...toSum(x) })),
  bySource: w.by_source.map(toSourceSum),
  total: w.total,
  count: w.count,
  bonusLabels: w.bonus_labels,
});

/** An earning line: the wallet's earning item with its source member's id and leg. */
export type EarningLine = Earning & { fromMemberId: number | null; leg: Leg | null };

const toEarningLine = (w: EarningLineWire): EarningLine => ({
  ...toEarning(w),
  fromMemberId: w.from_member_id,
  leg: w.leg,
});

/** GET /api/wallet/earnings_analytics: start_date and end_date as yyyy-MM-dd, both included. */
export async function getEarningsAnalytics(
  startDate: string,
  endDate: string,
  signal?: AbortSignal,
): Promise<EarningsAnalytics> {
  const w = await get('/api/wallet/earnings_analytics', {
    query: { start_date: startDate, end_date: endDate },
    schema: earningsAnalyticsWire,
    ...signalOf(signal),
  });
  return toEarningsAnalytics(w);
}

/** GET /api/wallet/earning_lines; build `query` with the wallet feature's lines query. */
export const getEarningLines = cursorList(
  '/api/wallet/earning_lines',
  earningLinesPageWire,
  toEarningLine,
  (query: QueryParams) => query,
);
