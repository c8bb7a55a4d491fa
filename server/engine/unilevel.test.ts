import { describe, expect, it } from 'vitest';
import { unilevelCommissions } from './unilevel';

const rates = [10, 5, 3];
/** Four uplines, the second of them inactive. */
const secondInactive = [1, 2, 3, 4].map((memberId) => ({ memberId, active: memberId !== 2 }));

describe('unilevel commissions', () => {
  it('pays each level its rate of the base, up to the last rate', () => {
    const upline = [1, 2, 3, 4].map((memberId) => ({ memberId, active: true }));
    expect(unilevelCommissions(upline, rates, 10_000, true)).toEqual([
      { memberId: 1, level: 1, amountMinor: 1_000 },
      { memberId: 2, level: 2, amountMinor: 500 },
      { memberId: 3, level: 3, amountMinor: 300 },
    ]);
  });

  it('compresses past an inactive upline: level 2 goes to the next active member', () => {
    expect(unilevelCommissions(secondInactive, rates, 10_000, true)).toEqual([
      { memberId: 1, level: 1, amountMinor: 1_000 },
      { memberId: 3, level: 2, amountMinor: 500 },
      { memberId: 4, level: 3, amountMinor: 300 },
    ]);
  });

  it('lets an inactive upline use up its level when compression is off', () => {
    expect(unilevelCommissions(secondInactive, rates, 10_000, false)).toEqual([
      { memberId: 1, level: 1, amountMinor: 1_000 },
      { memberId: 3, level: 3, amountMinor: 300 },
    ]);
  });

  it('pays nothing when the line runs out or every upline is inactive', () => {
    expect(unilevelCommissions([], rates, 10_000, true)).toEqual([]);
    expect(unilevelCommissions([{ memberId: 1, active: false }], rates, 10_000, true)).toEqual([]);
  });
});
