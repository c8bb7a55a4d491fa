import { toHundredths } from '@contract/money';

/**
 * The waterfalls of a binary period statement: each leg's volume (carry in, + new volume,
 * − matched, = carry out) and the bonus (generated, − flushed, = paid). Figures arrive as
 * exact decimal strings and are summed in whole hundredths, so a waterfall either closes on
 * its last bar to the hundredth or says it does not.
 */

type WaterfallKind = 'total' | 'up' | 'down';

export type WaterfallBar = {
  key: string;
  kind: WaterfallKind;
  /** The figure the bar stands for, in hundredths (positive for up, down and totals). */
  value: number;
  /** Where the bar starts and ends on the running total, in hundredths. */
  from: number;
  to: number;
};

export type Waterfall = {
  bars: WaterfallBar[];
  /** Whether the opening total and the steps land exactly on the closing total. */
  reconciles: boolean;
  /** The lowest and highest running totals, for the chart's scale (always include 0). */
  min: number;
  max: number;
};

/** An opening total, signed steps and the closing total the steps must reach. */
export function waterfall(
  open: { key: string; value: number },
  steps: readonly { key: string; value: number }[],
  close: { key: string; value: number },
): Waterfall {
  const bars: WaterfallBar[] = [
    { key: open.key, kind: 'total', value: open.value, from: 0, to: open.value },
  ];
  let running = open.value;
  for (const s of steps) {
    const next = running + s.value;
    bars.push({
      key: s.key,
      kind: s.value < 0 ? 'down' : 'up',
      value: Math.abs(s.value),
      from: running,
      to: next,
    });
    running = next;
  }
  bars.push({ key: close.key, kind: 'total', value: close.value, from: 0, to: close.value });
  const ends = bars.flatMap((b) => [b.from, b.to]);
  return {
    bars,
    reconciles: running === close.value,
    min: Math.min(0, ...ends),
    max: Math.max(0, ...ends),
  };
}

export type LegFigures = { carryIn: string; newVolume: string; matched: string; carryOut: string };

/** One leg: carry in, + new volume, − matched volume, = carry out. */
export const legWaterfall = (f: LegFigures): Waterfall =>
  waterfall(
    { key: 'carryIn', value: toHundredths(f.carryIn) },
    [
      { key: 'newVolume', value: toHundredths(f.newVolume) },
      { key: 'matched', value: -toHundredths(f.matched) },
    ],
    { key: 'carryOut', value: toHundredths(f.carryOut) },
  );

/** The bonus: generated, − flushed by the cap, = paid. */
export const bonusWaterfall = (f: {
  generated: string;
  flushed: string;
  paid: string;
}): Waterfall =>
  waterfall(
    { key: 'generated', value: toHundredths(f.generated) },
    [{ key: 'flushed', value: -toHundredths(f.flushed) }],
    { key: 'paid', value: toHundredths(f.paid) },
  );
