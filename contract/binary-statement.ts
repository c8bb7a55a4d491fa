import { z } from 'zod';
import { isSupportedDay, isSupportedIsoWeek, isSupportedMonth } from './calendar';
import { binaryLegs, binaryPairRatios, binaryPayModes } from './constants';
import { cursorPageWire, cursorQueryWire, instantWire, moneyWire } from './common';

/**
 * The binary period statement (issue 16 point 3): one pairing period of the member of the
 * token, from the carry it opened with to the carry it closed with. Volumes travel as exact
 * decimal strings with two decimals ("700.00"), money as decimal strings in the base currency.
 *
 *   carry_in + new_volume − matched = carry_out     (each leg)
 *   generated − flushed = paid
 */

const legWire = z.enum(binaryLegs, { error: 'leg must be L or R.' });
const periodWire = z.enum(['daily', 'weekly', 'monthly']);
/** A volume in points with exactly two decimals, never a float. */
const volumeTextWire = z.string().regex(/^-?\d+\.\d{2}$/);

const periodKeyMessage =
  'period_key must be a period such as 2026-03-10 (daily), 2026-W11 (weekly) or 2026-03 (monthly).';

/**
 * A period key as the engine writes it: 2026-03-10 (daily), 2026-W11 (weekly), 2026-03
 * (monthly). The day, week or month must exist in the supported years (contract/calendar.ts),
 * so no 30 February, week 54 or year 9999 reaches the period arithmetic.
 */
const periodKeyWire = z
  .string({ error: 'period_key is required.' })
  .regex(/^\d{4}-(\d{2}(-\d{2})?|W\d{2})$/, { error: periodKeyMessage, abort: true })
  .refine((key) => isSupportedDay(key) || isSupportedMonth(key) || isSupportedIsoWeek(key), {
    error: periodKeyMessage,
  });

const binaryPeriodWire = z.object({
  period_key: z.string(),
  /** The instants the period covers, [starts_at, ends_at), in UTC. */
  starts_at: instantWire,
  ends_at: instantWire,
});

/**
 * GET /api/home/binary/periods: the periods with binary history for the member, newest first
 * (at most the latest 400), and the plan's period with today's key.
 */
export const binaryPeriodsWire = z.object({
  period: periodWire,
  current_period_key: z.string(),
  items: z.array(binaryPeriodWire),
});
export type BinaryPeriodsWire = z.infer<typeof binaryPeriodsWire>;

export const binaryStatementQueryWire = z.object({ period_key: periodKeyWire });

const nextPairWire = z.object({
  /** The leg that needs more volume for the next pair. */
  leg: legWire,
  volume_needed: volumeTextWire,
  /** What the other leg still needs as well ("0.00" when its carry covers its side). */
  other_leg_volume_needed: volumeTextWire,
  /** The next pair is the first one, at the plan's 2:1 or 1:2 ratio. */
  first_pair: z.boolean(),
  pair_bonus: moneyWire,
  /** What the period's cap leaves of pair_bonus; the rest would be flushed. */
  would_pay: moneyWire,
  would_be_flushed: z.boolean(),
});

/** GET /api/home/binary/statement?period_key=… */
export const binaryStatementWire = z.object({
  period_key: z.string(),
  period: periodWire,
  starts_at: instantWire,
  ends_at: instantWire,
  /** Whether the period is the one running now (pairs can still form in it). */
  current: z.boolean(),
  carry_in_left: volumeTextWire,
  carry_in_right: volumeTextWire,
  new_volume_left: volumeTextWire,
  new_volume_right: volumeTextWire,
  /** Volume the pairs deducted from each leg. */
  matched_left: volumeTextWire,
  matched_right: volumeTextWire,
  pairs: z.number().int(),
  pair_ratio: z.enum(binaryPairRatios),
  pair_volume: volumeTextWire,
  pay_mode: z.enum(binaryPayModes),
  /** per_pair: what one pair pays; percent: the percent of the paired volume. */
  pair_value: moneyWire,
  percent: z.number(),
  generated: moneyWire,
  /** The most the member may be paid in the period (null: no cap). */
  capping_limit: moneyWire.nullable(),
  paid: moneyWire,
  flushed: moneyWire,
  carry_out_left: volumeTextWire,
  carry_out_right: volumeTextWire,
  first_pair_done_at_start: z.boolean(),
  first_pair_done: z.boolean(),
  next_pair: nextPairWire,
  /** Gross binary_bonus earnings created in the period: equal to paid. */
  earnings_total: moneyWire,
  /** BV of the orders behind each leg's new volume (cancelled sales count nothing). */
  orders_bv_left: volumeTextWire,
  orders_bv_right: volumeTextWire,
});
export type BinaryStatementWire = z.infer<typeof binaryStatementWire>;

export const binaryStatementOrdersQueryWire = z.object({
  period_key: periodKeyWire,
  leg: legWire,
  cursor: cursorQueryWire,
});

const binaryStatementOrderWire = z.object({
  order_id: z.number().int(),
  invoice_no: z.string(),
  created_at: instantWire,
  /** When the order's volume reached the legs (its settlement). */
  counted_at: instantWire,
  status: z.string(),
  buyer_id: z.number().int(),
  buyer_username: z.string(),
  buyer_first_name: z.string(),
  buyer_last_name: z.string().nullable(),
  bv: volumeTextWire,
});
export type BinaryStatementOrderWire = z.infer<typeof binaryStatementOrderWire>;

/** GET /api/home/binary/statement/orders?period_key=…&leg=L|R&cursor=… (newest first). */
export const binaryStatementOrdersPageWire = cursorPageWire(binaryStatementOrderWire);
