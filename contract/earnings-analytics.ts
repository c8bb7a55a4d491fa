import { z } from 'zod';
import {
  binaryLegWire,
  cursorPageWire,
  cursorQueryWire,
  daySpanFields,
  dayWire,
  moneyWire,
  personNameFields,
} from './common';
import { earningWire, labelsWire } from './wallet';

/**
 * Earnings analytics (issue 16 point 4): one member's gross earnings (earnings.amount_minor,
 * before tax and service charge) over a chosen span of days, split by bonus type over time, by
 * the leg of the earner the source member sits in, by generation level and by source member;
 * and the earning lines behind any of those figures, as a cursor page.
 */

/** The longest span one analytics call covers, both days included (a leap year). */
export const maxAnalyticsDays = 366;

/** How the time series is cut: by UTC day, Monday week or calendar month, chosen by the server. */
const analyticsBucketValues = ['day', 'week', 'month'] as const;
const analyticsBucketWire = z.enum(analyticsBucketValues);
export type AnalyticsBucket = z.infer<typeof analyticsBucketWire>;

/** The leg of the earner a source member sits in; null when there is none (ROI, rank, self). */
const earnerLegWire = binaryLegWire;

export const earningsAnalyticsQueryWire = z.object(daySpanFields(dayWire));

/** One bucket of the series: its key (the bucket's first day) and the days it covers in range. */
const analyticsBucketSpanWire = z.object({ date: dayWire, ...daySpanFields(dayWire) });
export type AnalyticsBucketSpanWire = z.infer<typeof analyticsBucketSpanWire>;

/** A slice of the gross: what it totals and how many earnings it holds. */
const sliceFields = { total: moneyWire, count: z.number().int() };

export const earningsAnalyticsWire = z.object({
  ...daySpanFields(dayWire),
  bucket: analyticsBucketWire,
  /** Every bucket of the span in order, empty ones included. */
  buckets: z.array(analyticsBucketSpanWire),
  /** Non-zero cells only: the gross of one bonus type in one bucket (date = the bucket's key). */
  by_type_over_time: z.array(z.object({ date: dayWire, bonus_type: z.string(), total: moneyWire })),
  by_type: z.array(z.object({ bonus_type: z.string(), ...sliceFields })),
  by_leg: z.array(z.object({ leg: earnerLegWire.nullable(), ...sliceFields })),
  by_level: z.array(z.object({ level: z.number().int().nullable(), ...sliceFields })),
  /** The 20 source members who earned the member the most in the span, largest first. */
  by_source: z.array(
    z.object({
      member_id: z.number().int(),
      username: z.string(),
      ...personNameFields,
      ...sliceFields,
    }),
  ),
  /** The gross of every earning in the span. */
  ...sliceFields,
  bonus_labels: labelsWire,
});
export type EarningsAnalyticsWire = z.infer<typeof earningsAnalyticsWire>;

/** `none` asks for the lines without a leg (or without a level). */
const noneValue = 'none';

export const earningLinesQueryWire = z.object({
  cursor: cursorQueryWire,
  ...daySpanFields(dayWire.optional()),
  bonus_type: z
    .string()
    .regex(/^[a-z0-9_]{1,50}$/, 'A bonus type is lower-case letters, digits and underscores.')
    .optional(),
  leg: z.enum(['L', 'R', noneValue], { error: 'leg must be L, R or none.' }).optional(),
  level: z
    .string()
    .regex(/^(none|\d{1,3})$/, 'level must be a whole number from 0 to 999, or none.')
    .optional(),
  from_member_id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'from_member_id must be a member id.')
    .optional(),
});

/** An earning line: the wallet's earning item, plus its source member's id and leg. */
const earningLineWire = earningWire.extend({
  from_member_id: z.number().int().nullable(),
  leg: earnerLegWire.nullable(),
});
export type EarningLineWire = z.infer<typeof earningLineWire>;

export const earningLinesPageWire = cursorPageWire(earningLineWire);
