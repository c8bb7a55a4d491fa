import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { UrlPatch } from '@/components/paged-table/use-url-params';
import type { DayRange } from './earnings-range';

/** The longest span the analytics call accepts (contract maxAnalyticsDays). */
export const maxAnalyticsDays = 366;

/** Days from start to end, both included. */
export const spanDays = (range: DayRange): number =>
  differenceInCalendarDays(parseISO(range.end), parseISO(range.start)) + 1;

export const tooLong = (range: DayRange): boolean => spanDays(range) > maxAnalyticsDays;

/**
 * What the member clicked through to: a bonus type, a leg, a level, a source member and a
 * bucket of the time series (its key day). Each lives in the address bar (type, leg, level,
 * source, on) so a drill-down can be shared; null means "any".
 */
export type Drill = {
  type: string | null;
  leg: 'L' | 'R' | 'none' | null;
  level: number | 'none' | null;
  source: number | null;
  on: string | null;
};

export const noDrill: Drill = { type: null, leg: null, level: null, source: null, on: null };

const typePattern = /^[a-z0-9_]{1,50}$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The drill-down from the address bar; values the server would refuse are dropped. */
export function readDrill(params: URLSearchParams): Drill {
  const type = params.get('type');
  const leg = params.get('leg');
  const level = params.get('level');
  const source = params.get('source');
  const on = params.get('on');
  return {
    type: type !== null && typePattern.test(type) ? type : null,
    leg: leg === 'L' || leg === 'R' || leg === 'none' ? leg : null,
    level:
      level === 'none' ? 'none' : level !== null && /^\d{1,3}$/.test(level) ? Number(level) : null,
    source: source !== null && /^[1-9]\d{0,14}$/.test(source) ? Number(source) : null,
    on: on !== null && dayPattern.test(on) ? on : null,
  };
}

export const hasDrill = (d: Drill): boolean =>
  d.type !== null || d.leg !== null || d.level !== null || d.source !== null || d.on !== null;

/** The address-bar patch of a drill (only the fields given; null clears one). */
export function drillPatch(d: Partial<Drill>): UrlPatch {
  const patch: UrlPatch = {};
  if ('type' in d) patch.type = d.type ?? null;
  if ('leg' in d) patch.leg = d.leg ?? null;
  if ('level' in d)
    patch.level = d.level === null || d.level === undefined ? null : String(d.level);
  if ('source' in d)
    patch.source = d.source === null || d.source === undefined ? null : String(d.source);
  if ('on' in d) patch.on = d.on ?? null;
  return patch;
}

export const clearDrillPatch = (): UrlPatch => drillPatch(noDrill);

/** The days a bucket covers inside the span, by its key; the server sends them. */
export type BucketSpan = { date: string; startDate: string; endDate: string };

/**
 * GET /api/wallet/earning_lines parameters for a drill inside a span: a chosen bucket narrows
 * the days to the part of it inside the span; a bucket the span no longer holds is ignored.
 */
export function linesQuery(
  range: DayRange,
  drill: Drill,
  buckets: readonly BucketSpan[],
): Record<string, string | number | null> {
  const bucket = drill.on === null ? undefined : buckets.find((b) => b.date === drill.on);
  return {
    start_date: bucket?.startDate ?? range.start,
    end_date: bucket?.endDate ?? range.end,
    bonus_type: drill.type,
    leg: drill.leg,
    level: drill.level,
    from_member_id: drill.source,
  };
}

/** The series as one entry per bucket, every bucket listed, with each type's total. */
export function seriesDays(
  buckets: readonly BucketSpan[],
  cells: readonly { date: string; bonusType: string; total: string }[],
): { date: string; byType: Record<string, string> }[] {
  const byDate = new Map(buckets.map((b) => [b.date, {} as Record<string, string>]));
  for (const c of cells) {
    const row = byDate.get(c.date);
    if (row) row[c.bonusType] = c.total;
  }
  return buckets.map((b) => ({ date: b.date, byType: byDate.get(b.date) ?? {} }));
}

/** A figure's share of the whole, in whole percent (0 when the whole is nothing). */
export function shareOf(part: string, whole: string): number {
  const w = Number(whole);
  if (!(w > 0)) return 0;
  return Math.round((Number(part) / w) * 100);
}

/** The wire's leg or level as the filter value that asks for it (null → none). */
export const legFilter = (leg: 'L' | 'R' | null): 'L' | 'R' | 'none' => leg ?? 'none';
export const levelFilter = (level: number | null): number | 'none' => level ?? 'none';
