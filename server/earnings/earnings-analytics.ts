import type { BucketSpan } from '../../contract/model';
import { formatDay, parseDay } from '../shared/date-range';

export type AnalyticsBucket = 'day' | 'week' | 'month';

/** Up to two months reads day by day; up to half a year by Monday week; longer by month. */
const dayBucketMaxDays = 62;
const weekBucketMaxDays = 186;

export function chooseBucket(days: number): AnalyticsBucket {
  if (days <= dayBucketMaxDays) return 'day';
  if (days <= weekBucketMaxDays) return 'week';
  return 'month';
}

const DAY = 86_400_000;

/** The first day of the bucket holding `at` (UTC), as PostgreSQL's date_trunc cuts it. */
function bucketStart(at: Date, bucket: AnalyticsBucket): Date {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (bucket === 'day') return new Date(day);
  if (bucket === 'month') return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday (spec §9).
  return new Date(day - ((at.getUTCDay() + 6) % 7) * DAY);
}

function nextBucket(start: Date, bucket: AnalyticsBucket): Date {
  if (bucket === 'day') return new Date(start.getTime() + DAY);
  if (bucket === 'week') return new Date(start.getTime() + 7 * DAY);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** A bucket's key (its first day) and the days of it inside the span, both included. */
export type { BucketSpan } from '../../contract/model';

/**
 * Every bucket that meets the span from `start` to `end` (yyyy-MM-dd, both included), in
 * order; the first and last are clipped to the span, so the spans tile it exactly.
 */
export function bucketSpans(start: string, end: string, bucket: AnalyticsBucket): BucketSpan[] {
  const first = parseDay(start);
  const last = parseDay(end);
  if (!first || !last || last < first) return [];
  const spans: BucketSpan[] = [];
  for (let at = bucketStart(first, bucket); at <= last; at = nextBucket(at, bucket)) {
    const lastDay = new Date(nextBucket(at, bucket).getTime() - DAY);
    spans.push({
      date: formatDay(at),
      startDate: formatDay(at < first ? first : at),
      endDate: formatDay(lastDay > last ? last : lastDay),
    });
  }
  return spans;
}
