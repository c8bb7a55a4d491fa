import { describe, expect, it } from 'vitest';
import {
  clearDrillPatch,
  drillPatch,
  hasDrill,
  linesQuery,
  noDrill,
  readDrill,
  seriesDays,
  shareOf,
  spanDays,
  tooLong,
} from './earnings-analytics';

const range = { start: '2026-03-04', end: '2026-03-17' };
const buckets = [
  { date: '2026-03-02', startDate: '2026-03-04', endDate: '2026-03-08' },
  { date: '2026-03-09', startDate: '2026-03-09', endDate: '2026-03-15' },
  { date: '2026-03-16', startDate: '2026-03-16', endDate: '2026-03-17' },
];

describe('the drill-down in the address bar', () => {
  it('reads type, leg, level, source and bucket', () => {
    expect(
      readDrill(new URLSearchParams('type=level_commission&leg=R&level=2&source=42&on=2026-03-09')),
    ).toEqual({ type: 'level_commission', leg: 'R', level: 2, source: 42, on: '2026-03-09' });
    expect(readDrill(new URLSearchParams('leg=none&level=none'))).toMatchObject({
      leg: 'none',
      level: 'none',
    });
  });

  it('drops values the server would refuse', () => {
    expect(
      readDrill(new URLSearchParams('type=Robert%27);--&leg=X&level=-1&source=0&on=yesterday')),
    ).toEqual(noDrill);
    expect(hasDrill(noDrill)).toBe(false);
    expect(hasDrill({ ...noDrill, level: 0 })).toBe(true);
  });

  it('writes only the fields given, and clears all of them', () => {
    expect(drillPatch({ leg: 'L' })).toEqual({ leg: 'L' });
    expect(drillPatch({ level: 'none', source: 7 })).toEqual({ level: 'none', source: '7' });
    expect(drillPatch({ type: null })).toEqual({ type: null });
    expect(clearDrillPatch()).toEqual({
      type: null,
      leg: null,
      level: null,
      source: null,
      on: null,
    });
  });
});

describe('the earning lines query', () => {
  it('asks for the whole span and every filter chosen', () => {
    expect(linesQuery(range, { ...noDrill, leg: 'none', level: 3, source: 9 }, buckets)).toEqual({
      start_date: '2026-03-04',
      end_date: '2026-03-17',
      bonus_type: null,
      leg: 'none',
      level: 3,
      from_member_id: 9,
    });
  });

  it("narrows the days to a chosen bucket's part of the span", () => {
    const q = linesQuery(range, { ...noDrill, type: 'roi_bonus', on: '2026-03-02' }, buckets);
    expect(q).toMatchObject({
      start_date: '2026-03-04',
      end_date: '2026-03-08',
      bonus_type: 'roi_bonus',
    });
  });

  it('ignores a bucket the span does not hold', () => {
    const q = linesQuery(range, { ...noDrill, on: '2025-01-01' }, buckets);
    expect(q).toMatchObject({ start_date: '2026-03-04', end_date: '2026-03-17' });
  });
});

describe('figures', () => {
  it('lists every bucket, empty ones too, with the totals per type', () => {
    expect(
      seriesDays(buckets, [
        { date: '2026-03-09', bonusType: 'direct_bonus', total: '5.00' },
        { date: '2026-03-09', bonusType: 'roi_bonus', total: '1.25' },
        { date: '2099-01-01', bonusType: 'roi_bonus', total: '9' },
      ]),
    ).toEqual([
      { date: '2026-03-02', byType: {} },
      { date: '2026-03-09', byType: { direct_bonus: '5.00', roi_bonus: '1.25' } },
      { date: '2026-03-16', byType: {} },
    ]);
  });

  it('gives shares in whole percent and nothing of nothing', () => {
    expect(shareOf('25.00', '200.00')).toBe(13);
    expect(shareOf('1', '0')).toBe(0);
  });

  it('counts the days of a span and refuses more than 366', () => {
    expect(spanDays(range)).toBe(14);
    expect(tooLong({ start: '2028-01-01', end: '2028-12-31' })).toBe(false);
    expect(tooLong({ start: '2025-01-01', end: '2026-01-02' })).toBe(true);
  });
});
