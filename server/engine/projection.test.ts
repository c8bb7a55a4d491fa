import { describe, expect, it } from 'vitest';
import { combineProjection } from './projection';

describe('combining a projection', () => {
  it('adds what the close pays to what the period paid, per bonus type, and totals it', () => {
    const { lines, total } = combineProjection(
      [
        { bonusType: 'binary_bonus', grossMinor: 5000, netMinor: 4900 },
        { bonusType: 'roi_bonus', grossMinor: 100, netMinor: 98 },
      ],
      [{ bonusType: 'roi_bonus', grossMinor: 300, netMinor: 294 }],
      ['direct_bonus', 'binary_bonus', 'roi_bonus'],
    );
    expect(lines).toEqual([
      {
        bonusType: 'binary_bonus',
        earned: { grossMinor: 5000, netMinor: 4900 },
        atClose: { grossMinor: 0, netMinor: 0 },
        projected: { grossMinor: 5000, netMinor: 4900 },
      },
      {
        bonusType: 'roi_bonus',
        earned: { grossMinor: 100, netMinor: 98 },
        atClose: { grossMinor: 300, netMinor: 294 },
        projected: { grossMinor: 400, netMinor: 392 },
      },
    ]);
    expect(total).toEqual({ grossMinor: 5400, netMinor: 5292 });
  });

  it('drops types with nothing in them and puts unknown types after the known order', () => {
    const { lines, total } = combineProjection(
      [
        { bonusType: 'pool_bonus', grossMinor: 7, netMinor: 7 },
        { bonusType: 'direct_bonus', grossMinor: 0, netMinor: 0 },
        { bonusType: 'level_commission', grossMinor: 10, netMinor: 9 },
      ],
      [{ bonusType: 'roi_bonus', grossMinor: 0, netMinor: 0 }],
      ['level_commission', 'roi_bonus'],
    );
    expect(lines.map((l) => l.bonusType)).toEqual(['level_commission', 'pool_bonus']);
    expect(total).toEqual({ grossMinor: 17, netMinor: 16 });
  });

  it('keeps a reversal that took a period below zero', () => {
    const { lines, total } = combineProjection(
      [{ bonusType: 'direct_bonus', grossMinor: -250, netMinor: -245 }],
      [],
    );
    expect(lines[0]!.projected).toEqual({ grossMinor: -250, netMinor: -245 });
    expect(total.grossMinor).toBe(-250);
  });
});
