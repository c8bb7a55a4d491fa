import { describe, expect, it } from 'vitest';
import type { EarningExplanation } from '@/api/earning-explanation';
import { minorToDecimal } from '@contract/money';
import { deductionSteps, ruleSteps } from './steps';

const base: Omit<EarningExplanation, 'rule'> = {
  earning: {
    id: 1,
    state: 'available',
    amount: '30.00',
    tax: '0.00',
    serviceCharge: '0.60',
    type: 'binary_bonus',
    dateCreated: '2026-11-20T10:00:00Z',
    level: null,
    fromUser: null,
    rankName: null,
    net: '29.40',
    ledgerTransactionId: 9,
  },
  base: '700.00',
  generated: '70.00',
  gross: '30.00',
  taxPercent: 0,
  serviceChargePercent: 2,
  tax: '0.00',
  serviceCharge: '0.60',
  net: '29.40',
  periodKey: '2026-11-20',
  sources: [],
  skipped: [],
  ledgerEntries: [],
  reconciles: true,
  settlement: null,
};

describe('explanation steps', () => {
  it('writes minor units as decimals, negatives included', () => {
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(123_456)).toBe('1234.56');
    expect(minorToDecimal(-250)).toBe('-2.50');
  });

  it('lays a capped binary bonus out from the legs to the flush and the carry', () => {
    const steps = ruleSteps({
      ...base,
      rule: {
        kind: 'binary_bonus',
        pair_ratio: '1:1',
        pair_volume: 100,
        pay_mode: 'percent',
        pair_value: '10.00',
        percent: 10,
        capping: '50.00',
        first_pair_done: true,
        available_left: '700.00',
        available_right: '1000.00',
        pairs: 7,
        deducted_left: '700.00',
        deducted_right: '700.00',
        carry_left: '0.00',
        carry_right: '300.00',
        paid_before: '20.00',
        flushed: '40.00',
      },
    });
    expect(steps.map((s) => s.key)).toEqual([
      'availableLeft',
      'availableRight',
      'pairs',
      'matchedLeft',
      'matchedRight',
      'pairedVolume',
      'pairPercent',
      'generated',
      'cap',
      'paidBefore',
      'flushed',
      'carryLeft',
      'carryRight',
    ]);
    expect(steps.find((s) => s.key === 'flushed')?.value).toEqual({
      kind: 'money',
      value: '40.00',
    });
    expect(steps.find((s) => s.key === 'generated')?.total).toBe(true);
  });

  it("gives an order's BV the unit BV, and a leg's volume PV", () => {
    const steps = ruleSteps({
      ...base,
      sources: [{ volume: '60.00' } as EarningExplanation['sources'][number]],
      rule: {
        kind: 'level_commission',
        level: 2,
        rate_percent: 5,
        cv_percent: 80,
        compression: false,
        skipped_member_ids: [],
      },
    });
    expect(steps.find((s) => s.key === 'orderBv')?.value).toEqual({
      kind: 'volume',
      value: '60.00',
      unit: 'BV',
    });
  });

  it('marks each rank criterion met or not, and ends with the deductions down to the net', () => {
    const steps = ruleSteps({
      ...base,
      rule: {
        kind: 'rank_bonus',
        rank_id: 2,
        rank_name: 'Gold',
        bonus: '30.00',
        criteria: [
          { key: 'licensed_legs', required: 2, actual: 2, rank_id: null },
          { key: 'sales_volume', required: 5000, actual: 4000, rank_id: null },
        ],
      },
    });
    expect(steps.map((s) => s.value)).toEqual([
      { kind: 'check', value: true },
      { kind: 'check', value: false },
      { kind: 'money', value: '30.00' },
    ]);
    const d = deductionSteps({
      ...base,
      rule: { kind: 'reversal', reversed_earning_id: 3, reason: 'x' },
    });
    expect(d.map((s) => [s.key, s.value])).toEqual([
      ['gross', { kind: 'money', value: '30.00' }],
      ['tax', { kind: 'money', value: '0.00' }],
      ['serviceCharge', { kind: 'money', value: '0.60' }],
      ['net', { kind: 'money', value: '29.40' }],
    ]);
  });
});
