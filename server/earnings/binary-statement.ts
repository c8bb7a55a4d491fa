import { isSupportedDay, isSupportedIsoWeek, isSupportedMonth } from '../../contract/calendar';
import { toHundredths } from '../../contract/money';
import { percentOf } from '../shared/money';
import { isoWeek, periodKey, type Period } from '../shared/periods';
import type { BinarySettings } from '../company';

/**
 * A member's binary statement for one pairing period (issue 16 point 3), read back from the
 * binary_history rows the engine (and the seed, the same way) wrote in that period:
 *
 *   carry in + new volume − matched volume = carry out      (each leg)
 *   generated − flushed = paid                              (money)
 *
 * Volumes are whole hundredths of a point (the columns are numeric(14, 2)) and money whole
 * minor units, so every figure is exact and the identities hold to the last hundredth.
 */

export type Leg = 'L' | 'R';
export type LegPair = { left: number; right: number };

/** One binary_history row: volumes in hundredths, money in minor units. */
export type StatementRow = {
  /** Set: volume added to that leg (pv_added). Null: a pairing (pv_deducted_left/right). */
  leg: Leg | null;
  added: number;
  deductedLeft: number;
  deductedRight: number;
  /** Leg points ever received and the unpaired carry, both after the row. */
  totalLeft: number;
  totalRight: number;
  carryLeft: number;
  carryRight: number;
  generatedMinor: number;
  toPayMinor: number;
  cappingLimitMinor: number | null;
};

export type PeriodSpan = { period: Period; start: Date; end: Date };

const DAY = 86_400_000;
const daily = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthly = /^(\d{4})-(\d{2})$/;
const weekly = /^(\d{4})-W(\d{2})$/;

/**
 * The instants [start, end) a period key covers (UTC, as periodKey cuts them), or null when
 * the key names no real period ('2026-02-30', '2026-13', '2026-W54').
 */
export function periodSpan(key: string): PeriodSpan | null {
  // Outside the supported years a period's end is no date PostgreSQL reads back (10000-01-01).
  if (!isSupportedDay(key) && !isSupportedMonth(key) && !isSupportedIsoWeek(key)) return null;
  let span: PeriodSpan | null = null;
  let m: RegExpExecArray | null;
  if ((m = daily.exec(key))) {
    const start = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    span = { period: 'daily', start, end: new Date(start.getTime() + DAY) };
  } else if ((m = monthly.exec(key))) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    span = {
      period: 'monthly',
      start: new Date(Date.UTC(y, mo - 1, 1)),
      end: new Date(Date.UTC(y, mo, 1)),
    };
  } else if ((m = weekly.exec(key))) {
    const [y, w] = [Number(m[1]), Number(m[2])];
    // Week 1 is the week holding 4 January; weeks start on Monday.
    const jan4 = Date.UTC(y, 0, 4);
    const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY;
    const start = new Date(monday + (w - 1) * 7 * DAY);
    const iso = isoWeek(start);
    if (w < 1 || iso.year !== y || iso.week !== w) return null;
    span = { period: 'weekly', start, end: new Date(start.getTime() + 7 * DAY) };
  }
  // A date that rolled over (30 February) prints as another key.
  if (!span || periodKey(span.start, span.period) !== key) return null;
  return span;
}

/** Pair volume in hundredths; a pair takes at least this much from the weaker side. */
const unitOf = (settings: BinarySettings) => toHundredths(settings.pair_volume);

/** Left:right volume the first pair needs, in units of pair_volume (binary-pairing.ts). */
function firstPairShape(ratio: BinarySettings['pair_ratio']): [number, number] {
  if (ratio === '2:1') return [2, 1];
  if (ratio === '1:2') return [1, 2];
  return [1, 1];
}

/**
 * Pairs one pairing row made: each pair takes one unit from the weaker side (the first pair
 * at 2:1 takes two from the other, which the smaller deduction ignores). A reversal's mirror
 * row deducts negative volume and counts its pairs negative.
 */
function pairsOf(row: StatementRow, settings: BinarySettings): number {
  if (row.leg !== null) return 0;
  const weaker = Math.min(Math.abs(row.deductedLeft), Math.abs(row.deductedRight));
  const n = Math.floor(weaker / unitOf(settings));
  return row.deductedLeft + row.deductedRight < 0 ? -n : n;
}

/** Volume before a row: what it added taken off again, what it paired given back. */
function carryBefore(row: StatementRow): LegPair {
  return {
    left: row.carryLeft - (row.leg === 'L' ? row.added : 0) + row.deductedLeft,
    right: row.carryRight - (row.leg === 'R' ? row.added : 0) + row.deductedRight,
  };
}

/**
 * Whether the first pair is behind the member after a row: some volume has been paired once
 * the leg points ever received exceed the carry still waiting. This holds for pairs made
 * before the history starts too (the seed's opening close).
 */
const pairedAfter = (row: StatementRow) =>
  row.totalLeft > row.carryLeft || row.totalRight > row.carryRight;

export type NextPair = {
  /** The leg that needs more volume (the weaker one against what the pair asks of it). */
  leg: Leg;
  volumeNeeded: number;
  /** What the other leg still needs too (zero when its carry already covers its side). */
  otherLegVolumeNeeded: number;
  /** The first pair at the plan's 2:1 / 1:2 ratio, or an ordinary 1:1 pair. */
  firstPair: boolean;
  pairBonusMinor: number;
  /** What the cap leaves of that bonus in the period; the rest would be flushed. */
  wouldPayMinor: number;
  wouldBeFlushed: boolean;
};

/** How much more volume earns the next pair from a carry, and what the cap lets it pay. */
export function nextPair(input: {
  carry: LegPair;
  firstPairDone: boolean;
  paidMinor: number;
  cappingLimitMinor: number | null;
  settings: BinarySettings;
}): NextPair {
  const { settings } = input;
  const unit = unitOf(settings);
  const [l, r] = input.firstPairDone ? [1, 1] : firstPairShape(settings.pair_ratio);
  const needLeft = Math.max(0, l * unit - input.carry.left);
  const needRight = Math.max(0, r * unit - input.carry.right);
  const leg: Leg =
    needLeft !== needRight
      ? needLeft > needRight
        ? 'L'
        : 'R'
      : input.carry.left <= input.carry.right
        ? 'L'
        : 'R';
  const pairBonusMinor =
    settings.pay_mode === 'per_pair'
      ? settings.pair_value_minor
      : percentOf(unit, settings.percent);
  const room =
    input.cappingLimitMinor === null
      ? pairBonusMinor
      : Math.max(0, input.cappingLimitMinor - input.paidMinor);
  const wouldPayMinor = Math.min(pairBonusMinor, room);
  return {
    leg,
    volumeNeeded: leg === 'L' ? needLeft : needRight,
    otherLegVolumeNeeded: leg === 'L' ? needRight : needLeft,
    firstPair: !input.firstPairDone,
    pairBonusMinor,
    wouldPayMinor,
    wouldBeFlushed: wouldPayMinor < pairBonusMinor,
  };
}

export type BinaryStatement = {
  carryIn: LegPair;
  newVolume: LegPair;
  matched: LegPair;
  carryOut: LegPair;
  pairs: number;
  generatedMinor: number;
  paidMinor: number;
  flushedMinor: number;
  cappingLimitMinor: number | null;
  /** Whether the first pair was behind the member when the period opened, and when it closed. */
  firstPairDoneAtStart: boolean;
  firstPairDone: boolean;
  nextPair: NextPair;
};

/**
 * The statement of one period from its rows (in the order they were written) and the last
 * row written before the period (null when the history starts in it). The carry out is the
 * carry in plus the period's volume less its pairs, which is what the member's carry held at
 * the period's last row (the server test proves it against the engine's own carry).
 */
export function binaryStatement(input: {
  rows: readonly StatementRow[];
  before: StatementRow | null;
  settings: BinarySettings;
}): BinaryStatement {
  const { rows, before, settings } = input;
  const first = rows[0];
  const carryIn = first
    ? carryBefore(first)
    : { left: before?.carryLeft ?? 0, right: before?.carryRight ?? 0 };
  const newVolume = { left: 0, right: 0 };
  const matched = { left: 0, right: 0 };
  let pairs = 0;
  let generatedMinor = 0;
  let paidMinor = 0;
  for (const row of rows) {
    if (row.leg === 'L') newVolume.left += row.added;
    if (row.leg === 'R') newVolume.right += row.added;
    matched.left += row.deductedLeft;
    matched.right += row.deductedRight;
    pairs += pairsOf(row, settings);
    generatedMinor += row.generatedMinor;
    paidMinor += row.toPayMinor;
  }
  const carryOut = {
    left: carryIn.left + newVolume.left - matched.left,
    right: carryIn.right + newVolume.right - matched.right,
  };
  const last = rows[rows.length - 1];
  const cappingLimitMinor = last ? last.cappingLimitMinor : settings.capping_minor;
  // Before the first row, only earlier pairs count: the first row's own pairing is this period's.
  const firstPairDoneAtStart = first
    ? pairedAfter({ ...first, ...withoutRow(first) })
    : before !== null && pairedAfter(before);
  const firstPairDone = firstPairDoneAtStart || pairs > 0 || (last ? pairedAfter(last) : false);
  return {
    carryIn,
    newVolume,
    matched,
    carryOut,
    pairs,
    generatedMinor,
    paidMinor,
    flushedMinor: generatedMinor - paidMinor,
    cappingLimitMinor,
    firstPairDoneAtStart,
    firstPairDone,
    nextPair: nextPair({
      carry: carryOut,
      firstPairDone,
      paidMinor,
      cappingLimitMinor,
      settings,
    }),
  };
}

/** Totals and carry as they stood just before a row. */
function withoutRow(row: StatementRow) {
  const carry = carryBefore(row);
  return {
    totalLeft: row.totalLeft - (row.leg === 'L' ? row.added : 0),
    totalRight: row.totalRight - (row.leg === 'R' ? row.added : 0),
    carryLeft: carry.left,
    carryRight: carry.right,
  };
}

/** The two identities a statement must satisfy; the list of the ones that fail (none). */
export function reconciliationErrors(s: BinaryStatement): string[] {
  const errors: string[] = [];
  for (const side of ['left', 'right'] as const) {
    if (s.carryIn[side] + s.newVolume[side] - s.matched[side] !== s.carryOut[side])
      errors.push(`carry ${side}`);
  }
  if (s.generatedMinor - s.flushedMinor !== s.paidMinor) errors.push('money');
  return errors;
}
