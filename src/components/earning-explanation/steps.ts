import type { EarningExplanation } from '@/api/earning-explanation';

/**
 * The arithmetic of an explanation as rows a person reads top to bottom: the inputs of the
 * rule, what it generated, the cap, then the deductions down to what reached the wallet.
 * Labels are locale keys under wallet:explain.steps; values are typed so the view formats
 * money in the member's currency and volumes in their language.
 */

type StepValue =
  | { kind: 'money'; value: string }
  | { kind: 'volume'; value: string; unit: 'PV' | 'BV' }
  | { kind: 'percent'; value: number }
  | { kind: 'count'; value: number }
  | { kind: 'check'; value: boolean };

export type Step = {
  key: string;
  params?: Record<string, string | number>;
  value: StepValue;
  /** A result line (bold, with a rule above). */
  total?: boolean;
};

const money = (value: string): StepValue => ({ kind: 'money', value });
// A volume says its own unit: an order's BV is BV, not "60 PV" under "Order BV".
const volume = (value: string, unit: 'PV' | 'BV' = 'PV'): StepValue => ({
  kind: 'volume',
  value,
  unit,
});
const percent = (value: number): StepValue => ({ kind: 'percent', value });
const count = (value: number): StepValue => ({ kind: 'count', value });

export function ruleSteps(x: EarningExplanation): Step[] {
  const r = x.rule;
  switch (r.kind) {
    case 'direct_bonus':
      return [
        { key: 'packagePrice', params: { name: r.package_name }, value: money(r.price) },
        { key: 'directRate', value: percent(r.rate_percent) },
        { key: 'generated', value: money(x.generated), total: true },
      ];
    case 'level_commission': {
      const bv = x.sources[0]?.volume;
      return [
        ...(bv ? [{ key: 'orderBv', value: volume(bv, 'BV') }] : []),
        { key: 'cv', params: { percent: r.cv_percent }, value: money(x.base) },
        ...(r.skipped_member_ids.length > 0
          ? [{ key: 'skipped', value: count(r.skipped_member_ids.length) }]
          : []),
        { key: 'levelRate', params: { level: r.level }, value: percent(r.rate_percent) },
        { key: 'generated', value: money(x.generated), total: true },
      ];
    }
    case 'binary_bonus': {
      const steps: Step[] = [
        { key: 'availableLeft', value: volume(r.available_left) },
        { key: 'availableRight', value: volume(r.available_right) },
      ];
      if (!r.first_pair_done && r.pair_ratio !== '1:1')
        steps.push({ key: 'firstPair', params: { ratio: r.pair_ratio }, value: check(true) });
      steps.push(
        { key: 'pairs', params: { volume: r.pair_volume }, value: count(r.pairs) },
        { key: 'matchedLeft', value: volume(r.deducted_left) },
        { key: 'matchedRight', value: volume(r.deducted_right) },
        // The weaker side's matched volume; a hundredth of a point is one minor unit.
        { key: 'pairedVolume', value: volume(x.base) },
        r.pay_mode === 'percent'
          ? { key: 'pairPercent', value: percent(r.percent) }
          : { key: 'pairValue', value: money(r.pair_value) },
        { key: 'generated', value: money(x.generated), total: true },
      );
      if (r.capping !== null)
        steps.push(
          { key: 'cap', value: money(r.capping) },
          { key: 'paidBefore', value: money(r.paid_before) },
          { key: 'flushed', value: money(r.flushed) },
        );
      steps.push(
        { key: 'carryLeft', value: volume(r.carry_left) },
        { key: 'carryRight', value: volume(r.carry_right) },
      );
      return steps;
    }
    case 'rank_bonus':
      return [
        ...r.criteria.map((c) => ({
          key: `criterion.${c.key}`,
          params: { required: c.required, actual: c.actual },
          value: check(c.actual >= c.required),
        })),
        {
          key: 'rankBonus',
          params: { rank: r.rank_name },
          value: money(r.bonus),
          total: true,
        },
      ];
    case 'roi_bonus':
      return [
        { key: 'packagePrice', params: { name: r.package_name }, value: money(r.price) },
        { key: 'roiRate', value: percent(r.rate_percent) },
        { key: 'generated', value: money(x.generated) },
        { key: 'roiCap', params: { percent: r.cap_percent }, value: money(r.cap) },
        { key: 'paidBefore', value: money(r.paid_before) },
        { key: 'roiPaid', value: money(x.gross), total: true },
      ];
    case 'reversal':
      return [
        { key: 'reversed', params: { id: r.reversed_earning_id }, value: money(x.base) },
        { key: 'generated', value: money(x.gross), total: true },
      ];
  }
}

function check(value: boolean): StepValue {
  return { kind: 'check', value };
}

/** Gross, the deductions at their rates, and the net the wallet received. */
export function deductionSteps(x: EarningExplanation): Step[] {
  return [
    { key: 'gross', value: money(x.gross) },
    { key: 'tax', params: { percent: x.taxPercent }, value: money(x.tax) },
    {
      key: 'serviceCharge',
      params: { percent: x.serviceChargePercent },
      value: money(x.serviceCharge),
    },
    { key: 'net', value: money(x.net), total: true },
  ];
}
