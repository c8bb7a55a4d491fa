import { describe, expect, it } from 'vitest';
import { hundredthsToDecimal, toHundredths } from '../../contract/money';
import { binaryBonusTrail } from '../engine/earning-trail';
import { pairBinary } from '../engine/binary-pairing';
import type { BinarySettings } from '../company';
import { createRng, type Rng } from '../seed/rng';
import {
  attributePairing,
  carryPieces,
  pairingSources,
  type LegArrival,
  type LegRow,
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

type Row = LegRow & { leg: 'L' | 'R' };

/** An in-memory binary_history: what the repositories read, newest first, before a keyset. */
const reader =
  (rows: readonly Row[]) =>
  async (leg: 'L' | 'R', before: { t: string; id: number }, limit: number) =>
    rows
      .filter(
        (r) =>
          r.leg === leg && (r.key.t < before.t || (r.key.t === before.t && r.key.id < before.id)),
      )
      .reverse()
      .slice(0, limit);

function* newestFirst(rows: readonly LegArrival[]) {
  for (let i = rows.length - 1; i >= 0; i--) yield rows[i]!;
}

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
      const rows: Row[] = [];
      const arrived = { L: [] as LegArrival[], R: [] as LegArrival[] };
      const named = new Map<number, number>();
      const bv = new Map<number, number>();
      let firstPairDone = false;
      let paid = 0;
      const events = rng.chance(0.2) ? 500 : rng.int(1, 60);
      const closeEvery = rng.chance(0.5) ? 1 : rng.int(2, 9);
      for (let i = 1; i <= events; i++) {
        const leg = rng.chance(rng.chance(0.5) ? 0.5 : 0.8) ? 'L' : 'R';
        const volume = rng.int(1, 30_000);
        const arrival = { orderId: i, memberId: rng.int(1, 12), volume };
        bv.set(i, volume);
        arrived[leg].push(arrival);
        const key = { t: String(1_000_000 + i * 2), id: i * 2 };
        rows.push({ ...arrival, leg, key });
        carry[leg] += volume;
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
        const inMemory = pairingSources(
          {
            L: carryPieces(newestFirst(arrived.L), carry.L, true).pieces,
            R: carryPieces(newestFirst(arrived.R), carry.R, true).pieces,
          },
          deducted,
        );
        const readBack = await attributePairing(reader(rows), {
          before: { t: String(1_000_000 + i * 2 + 1), id: i * 2 + 1 },
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
    const rows = [
      { orderId: 1, memberId: 11, volume: 6_000 },
      { orderId: 2, memberId: 12, volume: 7_000 },
      { orderId: 3, memberId: 13, volume: 10_000 },
    ];
    // 30 PV of order 2 and all of order 3 still wait; a 50 PV pairing takes order 2's 30 first.
    const { pieces } = carryPieces(newestFirst(rows), 13_000, true);
    expect(pieces.map((p) => [p.orderId, p.volume])).toEqual([
      [2, 3_000],
      [3, 10_000],
    ]);
    expect(pairingSources({ L: pieces, R: [] }, { left: 5_000, right: 0 })).toEqual([
      { order_id: 2, member_id: 12, leg: 'L', volume: '30.00' },
      { order_id: 3, member_id: 13, leg: 'L', volume: '20.00' },
    ]);
  });

  it('leaves a cancelled order out and names carry older than the history as such', () => {
    const rows = [
      { orderId: 1, memberId: 11, volume: 6_000 },
      { orderId: 2, memberId: 12, volume: 7_000 },
      // Order 2's mirror row once its sale was cancelled.
      { orderId: 2, memberId: 12, volume: -7_000 },
    ];
    const { pieces, covered } = carryPieces(newestFirst(rows), 10_000, true);
    expect(covered).toBe(false);
    expect(pieces).toEqual([
      { orderId: null, memberId: null, volume: 4_000 },
      { orderId: 1, memberId: 11, volume: 6_000 },
    ]);
    // With older rows still unread the walk asks for them instead.
    expect(carryPieces(newestFirst(rows), 10_000, false).pieces).toHaveLength(1);
  });
});
