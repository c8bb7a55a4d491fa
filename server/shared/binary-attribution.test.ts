import { describe, expect, it } from 'vitest';
import { hundredthsToDecimal, toHundredths } from '../../contract/money';
import { binaryBonusTrail } from '../engine/earning-trail';
import { pairBinary } from '../engine/binary-pairing';
import type { BinarySettings } from '../company';
import { createRng, type Rng } from '../seed/rng';
import {
  attributePairing,
  pairedSpan,
  pairingSources,
  spanPieces,
  type LegRowReader,
  type PlacedRow,
} from './binary-attribution';

const settings = (rng: Rng): BinarySettings => ({
  pair_ratio: rng.pick(['1:1', '2:1', '1:2'] as const),
  pair_volume: rng.pick([50, 100, 250]),
  pay_mode: rng.pick(['percent', 'per_pair'] as const),
  pair_value_minor: 1_000,
  percent: 10,
  capping_minor: rng.chance(0.5) ? null : 20_000,
  period: 'daily',
});

type Row = PlacedRow & { leg: 'L' | 'R'; t: string };

/** An in-memory binary_history read as the repositories read it (place order, before a keyset). */
const reader =
  (rows: readonly Row[]): LegRowReader =>
  async (leg, o) =>
    rows
      .filter(
        (r) =>
          r.leg === leg &&
          (r.place > o.after.place || (r.place === o.after.place && r.id > o.after.id)) &&
          (r.t < o.before.t || (r.t === o.before.t && r.id < o.before.id)),
      )
      .sort((a, b) => a.place - b.place || a.id - b.id)
      .slice(0, o.limit);

/**
 * Property test (issue 29 point 5), over random companies of one member's legs: orders of
 * random members and BV reach either leg (sometimes onto a carry older than the history),
 * pairings run as the engine runs them after an order or as the seed's daily close does, and
 * every pairing's trail names orders whose volumes sum to exactly what it paired on each leg,
 * never more of an order than its BV over all pairings, and the same orders whether they are
 * worked out in memory (the seed) or read back page by page (the engine and the history).
 */
describe('binary attribution (first in, first out)', () => {
  it('names orders that sum to the volume paired on each leg, every time', async () => {
    for (let run = 0; run < 300; run++) {
      const rng = createRng(run, 'binary-attribution');
      const s = settings(rng);
      const opening = { L: rng.chance(0.3) ? rng.int(0, 300) * 100 : 0, R: 0 };
      opening.R = rng.chance(0.3) ? rng.int(0, 300) * 100 : 0;
      const carry = { L: opening.L, R: opening.R };
      // Points paired before the history began: a place is the leg's points after a row.
      const points = {
        L: opening.L + rng.int(0, 5) * 10_000,
        R: opening.R + rng.int(0, 5) * 10_000,
      };
      const rows: Row[] = [];
      const named = new Map<number, number>();
      const bv = new Map<number, number>();
      let firstPairDone = false;
      let paid = 0;
      const events = rng.chance(0.2) ? 500 : rng.int(1, 60);
      const closeEvery = rng.chance(0.5) ? 1 : rng.int(2, 9);
      for (let i = 1; i <= events; i++) {
        const leg = rng.chance(rng.chance(0.5) ? 0.5 : 0.8) ? 'L' : 'R';
        const volume = rng.int(1, 30_000);
        bv.set(i, volume);
        carry[leg] += volume;
        points[leg] += volume;
        rows.push({
          orderId: i,
          memberId: rng.int(1, 12),
          volume,
          place: points[leg],
          leg,
          id: i * 2,
          t: String(1_000_000 + i * 2),
        });
        if (i % closeEvery !== 0 && i !== events) continue;

        const input = {
          leftCarry: carry.L / 100,
          rightCarry: carry.R / 100,
          firstPairDone,
          paidInPeriodMinor: paid,
        };
        const r = pairBinary(input, s);
        if (r.pairs === 0) continue;
        const deducted = { left: toHundredths(r.deductLeft), right: toHundredths(r.deductRight) };
        const inMemory = pairingSources({
          L:
            deducted.left <= 0
              ? []
              : spanPieces(
                  rows.filter((x) => x.leg === 'L'),
                  pairedSpan(points.L, carry.L, deducted.left),
                ),
          R:
            deducted.right <= 0
              ? []
              : spanPieces(
                  rows.filter((x) => x.leg === 'R'),
                  pairedSpan(points.R, carry.R, deducted.right),
                ),
        });
        const readBack = await attributePairing(reader(rows), {
          before: { t: String(1_000_000 + i * 2 + 1), id: i * 2 + 1 },
          points: { left: points.L, right: points.R },
          carry: { left: carry.L, right: carry.R },
          deducted,
        });
        expect(readBack).toEqual(inMemory);

        const trail = binaryBonusTrail({
          input,
          result: r,
          settings: s,
          periodKey: '2026-04-14',
          sources: inMemory,
        });
        if (trail.rule.kind !== 'binary_bonus') throw new Error('not a binary rule');
        const sum = (leg: 'L' | 'R') =>
          hundredthsToDecimal(
            trail.sources
              .filter((x) => x.leg === leg)
              .reduce((total, x) => total + toHundredths(x.volume!), 0),
          );
        expect(sum('L')).toBe(trail.rule.deducted_left);
        expect(sum('R')).toBe(trail.rule.deducted_right);

        for (const x of trail.sources) {
          expect(toHundredths(x.volume!)).toBeGreaterThan(0);
          // Only carry older than the history goes unnamed.
          if (x.order_id === null) continue;
          const total = (named.get(x.order_id) ?? 0) + toHundredths(x.volume!);
          expect(total).toBeLessThanOrEqual(bv.get(x.order_id)!);
          named.set(x.order_id, total);
        }
        if (opening.L === 0 && opening.R === 0)
          expect(trail.sources.every((x) => x.order_id !== null)).toBe(true);

        carry.L -= deducted.left;
        carry.R -= deducted.right;
        firstPairDone = r.firstPairDone;
        paid += r.bonusToPayMinor;
      }
    }
  });

  it('takes the oldest volume of the carry first, across pairings', () => {
    // Orders of 60, 70 and 100 PV reached the leg; 100 PV was paired before (60 + 40 of 70).
    const rows = [
      { orderId: 1, memberId: 11, volume: 6_000, place: 6_000 },
      { orderId: 2, memberId: 12, volume: 7_000, place: 13_000 },
      { orderId: 3, memberId: 13, volume: 10_000, place: 23_000 },
    ];
    const span = pairedSpan(23_000, 13_000, 5_000);
    expect(span).toEqual({ from: 10_000, to: 15_000 });
    const pieces = spanPieces(rows, span);
    expect(pairingSources({ L: pieces, R: [] })).toEqual([
      { order_id: 2, member_id: 12, leg: 'L', volume: '30.00' },
      { order_id: 3, member_id: 13, leg: 'L', volume: '20.00' },
    ]);
  });

  it('names places no row accounts for as carry without an order', () => {
    // 40 PV waited before the history began (a seeded window), then one order of 60.
    const rows = [{ orderId: 1, memberId: 11, volume: 6_000, place: 50_000 }];
    expect(spanPieces(rows, pairedSpan(50_000, 10_000, 10_000))).toEqual([
      { orderId: null, memberId: null, volume: 4_000 },
      { orderId: 1, memberId: 11, volume: 6_000 },
    ]);
  });

  it('counts a place once when a cancelled order handed it on to a later one', () => {
    // 2 (places 60-130) was cancelled; 3 then took 60-160 while 4 (160-230) kept its own.
    const rows = [
      { orderId: 1, memberId: 11, volume: 6_000, place: 6_000 },
      { orderId: 4, memberId: 14, volume: 7_000, place: 23_000 },
      { orderId: 3, memberId: 13, volume: 10_000, place: 16_000 },
    ].sort((a, b) => a.place - b.place);
    const pieces = spanPieces(rows, { from: 0, to: 20_000 });
    expect(pieces.reduce((sum, p) => sum + p.volume, 0)).toBe(20_000);
    expect(pieces.map((p) => p.orderId)).toEqual([1, 3, 4]);
  });
});
