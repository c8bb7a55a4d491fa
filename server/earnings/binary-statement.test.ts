import { describe, expect, it } from 'vitest';
import {
  binaryStatement,
  nextPair,
  periodSpan,
  reconciliationErrors,
  type StatementRow,
} from './binary-statement';
import type { BinarySettings } from '../company/plan-settings';

const base: BinarySettings = {
  pair_ratio: '1:1',
  pair_volume: 100,
  pay_mode: 'percent',
  pair_value_minor: 1000,
  percent: 10,
  capping_minor: null,
  period: 'daily',
};
/** Points to hundredths, as the rows hold them. */
const h = (points: number) => Math.round(points * 100);

const row = (r: Partial<StatementRow>): StatementRow => ({
  leg: null,
  added: 0,
  deductedLeft: 0,
  deductedRight: 0,
  totalLeft: 0,
  totalRight: 0,
  carryLeft: 0,
  carryRight: 0,
  generatedMinor: 0,
  toPayMinor: 0,
  cappingLimitMinor: null,
  ...r,
});

describe('period spans', () => {
  it('covers a UTC day, an ISO week and a calendar month', () => {
    expect(periodSpan('2026-03-10')).toEqual({
      period: 'daily',
      start: new Date('2026-03-10T00:00:00Z'),
      end: new Date('2026-03-11T00:00:00Z'),
    });
    // 2026's week 1 starts on Monday 29 December 2025 (1 January 2026 is a Thursday).
    expect(periodSpan('2026-W01')).toEqual({
      period: 'weekly',
      start: new Date('2025-12-29T00:00:00Z'),
      end: new Date('2026-01-05T00:00:00Z'),
    });
    expect(periodSpan('2026-02')).toEqual({
      period: 'monthly',
      start: new Date('2026-02-01T00:00:00Z'),
      end: new Date('2026-03-01T00:00:00Z'),
    });
  });

  it('refuses keys that name no real period', () => {
    for (const key of ['2026-02-30', '2026-13', '2026-00', '2025-W53', '2026-W00', '2026-3-1', ''])
      expect(periodSpan(key), key).toBeNull();
    expect(periodSpan('2026-W53')?.start).toEqual(new Date('2026-12-28T00:00:00Z'));
  });

  it('refuses periods outside the supported years, whose end the database cannot read', () => {
    for (const key of ['9999-12-31', '9999-12', '9999-W52', '0000-01-01', '1899-12', '3000-W01'])
      expect(periodSpan(key), key).toBeNull();
  });
});

describe('binary statement', () => {
  it('reconciles 700 left / 1000 right at 1:1: 7 pairs, 300 carried right', () => {
    const rows = [
      row({ leg: 'L', added: h(700), totalLeft: h(700), carryLeft: h(700) }),
      row({
        leg: 'R',
        added: h(1000),
        totalLeft: h(700),
        totalRight: h(1000),
        carryLeft: h(700),
        carryRight: h(1000),
      }),
      row({
        deductedLeft: h(700),
        deductedRight: h(700),
        totalLeft: h(700),
        totalRight: h(1000),
        carryRight: h(300),
        generatedMinor: 7000,
        toPayMinor: 7000,
      }),
    ];
    const s = binaryStatement({ rows, before: null, settings: base });
    expect(s).toMatchObject({
      carryIn: { left: 0, right: 0 },
      newVolume: { left: h(700), right: h(1000) },
      matched: { left: h(700), right: h(700) },
      carryOut: { left: 0, right: h(300) },
      pairs: 7,
      generatedMinor: 7000,
      paidMinor: 7000,
      flushedMinor: 0,
      firstPairDoneAtStart: false,
      firstPairDone: true,
    });
    expect(reconciliationErrors(s)).toEqual([]);
    // 300 wait on the right: 100 more on the left makes the next pair, worth 10 % of 100.
    expect(s.nextPair).toEqual({
      leg: 'L',
      volumeNeeded: h(100),
      otherLegVolumeNeeded: 0,
      firstPair: false,
      pairBonusMinor: 1000,
      wouldPayMinor: 1000,
      wouldBeFlushed: false,
    });
  });

  it('opens with the carry before the first row, pairs made before the history included', () => {
    // The seed's first window day: 50 added on top of 30 waiting, 420 paired long before.
    const first = row({
      leg: 'L',
      added: h(50),
      totalLeft: h(500),
      totalRight: h(440),
      carryLeft: h(80),
      carryRight: h(20),
    });
    const s = binaryStatement({ rows: [first], before: null, settings: base });
    expect(s.carryIn).toEqual({ left: h(30), right: h(20) });
    expect(s.carryOut).toEqual({ left: h(80), right: h(20) });
    expect([s.firstPairDoneAtStart, s.firstPairDone, s.pairs]).toEqual([true, true, 0]);
    expect(s.nextPair).toMatchObject({
      leg: 'R',
      volumeNeeded: h(80),
      otherLegVolumeNeeded: h(20),
    });
  });

  it('shows the cap and the flush, and warns that the next pair would be flushed', () => {
    const capped = { ...base, capping_minor: 10_000 };
    const rows = [
      row({
        leg: 'L',
        added: h(600),
        totalLeft: h(600),
        carryLeft: h(600),
        cappingLimitMinor: 10_000,
      }),
      row({
        leg: 'R',
        added: h(600),
        totalLeft: h(600),
        totalRight: h(600),
        carryLeft: h(600),
        carryRight: h(600),
        cappingLimitMinor: 10_000,
      }),
      row({
        deductedLeft: h(600),
        deductedRight: h(600),
        totalLeft: h(600),
        totalRight: h(600),
        generatedMinor: 6_000,
        toPayMinor: 6_000,
        cappingLimitMinor: 10_000,
      }),
      row({
        leg: 'L',
        added: h(1000),
        totalLeft: h(1600),
        totalRight: h(600),
        carryLeft: h(1000),
        cappingLimitMinor: 10_000,
      }),
      row({
        leg: 'R',
        added: h(1500),
        totalLeft: h(1600),
        totalRight: h(2100),
        carryLeft: h(1000),
        carryRight: h(1500),
        cappingLimitMinor: 10_000,
      }),
      row({
        deductedLeft: h(1000),
        deductedRight: h(1000),
        totalLeft: h(1600),
        totalRight: h(2100),
        carryRight: h(500),
        generatedMinor: 10_000,
        toPayMinor: 4_000,
        cappingLimitMinor: 10_000,
      }),
    ];
    const s = binaryStatement({ rows, before: null, settings: capped });
    expect(s).toMatchObject({
      pairs: 16,
      generatedMinor: 16_000,
      paidMinor: 10_000,
      flushedMinor: 6_000,
      cappingLimitMinor: 10_000,
      carryOut: { left: 0, right: h(500) },
    });
    expect(reconciliationErrors(s)).toEqual([]);
    expect(s.nextPair).toMatchObject({
      leg: 'L',
      volumeNeeded: h(100),
      wouldPayMinor: 0,
      wouldBeFlushed: true,
    });
  });

  it('asks for the 2:1 first pair while it is not done, even when a 1:1 pair could form', () => {
    const ratio = { ...base, pair_ratio: '2:1' as const };
    const first = row({
      leg: 'R',
      added: h(500),
      totalLeft: h(150),
      totalRight: h(500),
      carryLeft: h(150),
      carryRight: h(500),
    });
    const s = binaryStatement({ rows: [first], before: null, settings: ratio });
    expect(s.firstPairDone).toBe(false);
    expect(s.nextPair).toMatchObject({
      leg: 'L',
      volumeNeeded: h(50),
      otherLegVolumeNeeded: 0,
      firstPair: true,
    });
    // Nothing yet on either side: 200 left and 100 right are both still missing.
    expect(
      nextPair({
        carry: { left: 0, right: 0 },
        firstPairDone: false,
        paidMinor: 0,
        cappingLimitMinor: null,
        settings: ratio,
      }),
    ).toMatchObject({ leg: 'L', volumeNeeded: h(200), otherLegVolumeNeeded: h(100) });
  });

  it('counts a 2:1 first pair as one pair, then 1:1 pairs', () => {
    const ratio = { ...base, pair_ratio: '2:1' as const };
    const s = binaryStatement({
      rows: [
        row({
          leg: 'L',
          added: h(300),
          totalLeft: h(300),
          totalRight: h(200),
          carryLeft: h(300),
          carryRight: h(200),
        }),
        row({
          deductedLeft: h(300),
          deductedRight: h(200),
          totalLeft: h(300),
          totalRight: h(200),
          generatedMinor: 2000,
          toPayMinor: 2000,
        }),
      ],
      before: row({ leg: 'R', added: h(200), totalRight: h(200), carryRight: h(200) }),
      settings: ratio,
    });
    expect(s).toMatchObject({
      carryIn: { left: 0, right: h(200) },
      pairs: 2,
      firstPairDoneAtStart: false,
      firstPairDone: true,
    });
  });

  it('carries the last earlier row through a period without rows', () => {
    const before = row({
      leg: 'R',
      added: h(40),
      totalLeft: h(500),
      totalRight: h(540),
      carryRight: h(40),
    });
    const s = binaryStatement({ rows: [], before, settings: base });
    expect(s).toMatchObject({
      carryIn: { left: 0, right: h(40) },
      newVolume: { left: 0, right: 0 },
      carryOut: { left: 0, right: h(40) },
      pairs: 0,
      firstPairDone: true,
    });
    const none = binaryStatement({ rows: [], before: null, settings: base });
    expect(none.carryOut).toEqual({ left: 0, right: 0 });
    expect(none.firstPairDone).toBe(false);
  });

  it('counts a cancelled sale’s mirror rows against the period they reverse', () => {
    const rows = [
      row({
        leg: 'L',
        added: h(100),
        totalLeft: h(100),
        totalRight: h(100),
        carryLeft: h(100),
        carryRight: h(100),
      }),
      row({
        deductedLeft: h(100),
        deductedRight: h(100),
        totalLeft: h(100),
        totalRight: h(100),
        generatedMinor: 1000,
        toPayMinor: 1000,
      }),
      row({ leg: 'L', added: -h(100), totalRight: h(100), carryRight: h(100) }),
      row({
        deductedLeft: -h(100),
        deductedRight: -h(100),
        totalRight: h(100),
        carryRight: h(100),
        generatedMinor: -1000,
        toPayMinor: -1000,
      }),
    ];
    const s = binaryStatement({ rows, before: null, settings: base });
    expect(s).toMatchObject({
      carryIn: { left: 0, right: h(100) },
      newVolume: { left: 0, right: 0 },
      matched: { left: 0, right: 0 },
      carryOut: { left: 0, right: h(100) },
      pairs: 0,
      paidMinor: 0,
    });
  });

  it('pays a fixed value per pair and no cap means nothing is ever flushed', () => {
    const p = nextPair({
      carry: { left: h(250), right: h(30) },
      firstPairDone: true,
      paidMinor: 1_000_000,
      cappingLimitMinor: null,
      settings: { ...base, pay_mode: 'per_pair', pair_value_minor: 1500 },
    });
    expect(p).toEqual({
      leg: 'R',
      volumeNeeded: h(70),
      otherLegVolumeNeeded: 0,
      firstPair: false,
      pairBonusMinor: 1500,
      wouldPayMinor: 1500,
      wouldBeFlushed: false,
    });
  });

  it('pays part of the next pair when the cap has less room than the pair earns', () => {
    const p = nextPair({
      carry: { left: 0, right: 0 },
      firstPairDone: true,
      paidMinor: 9_600,
      cappingLimitMinor: 10_000,
      settings: base,
    });
    expect(p).toMatchObject({ pairBonusMinor: 1000, wouldPayMinor: 400, wouldBeFlushed: true });
  });
});
