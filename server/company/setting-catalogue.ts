import { z } from 'zod';
import { moduleFlagKeys } from '../../contract/modules';
import type { SettingAreaWire } from '../../contract/desk-settings';
import { periodStart, type Period } from '../shared/periods';
import { planSettingSchemas, type PlanSettingKey } from './plan-settings';

/**
 * The settings an operator may schedule a change of (issue 30 point 3), each with the schema
 * its value must fit and, for the compensation plan, the period that keeps a change from
 * reaching back into figures already paid. A key names a whole scalar setting
 * (`kyc_required_for_payout`) or one field of an object setting (`payout.min_minor`,
 * `modules.stories`); the `settings` row of the part before the dot is its base value.
 */

type SettingArea = SettingAreaWire;

type SettingInput =
  | { type: 'boolean' }
  | { type: 'integer' | 'number'; min: number; max: number | null; nullable: boolean }
  | { type: 'enum'; options: readonly string[] }
  | { type: 'percent_list'; maxItems: number };

export type CatalogueEntry = {
  key: string;
  area: SettingArea;
  input: SettingInput;
  schema: z.ZodType;
  /**
   * Plan settings apply from the start of a period not yet begun: 'own' reads the period
   * from the setting itself (binary.period, roi.period); the others are cut per UTC day,
   * the smallest span any figure is settled over.
   */
  plan: PlanSettingKey | null;
};

const fieldSchema = (plan: PlanSettingKey, field: string): z.ZodType =>
  (planSettingSchemas[plan] as unknown as z.ZodObject).shape[field] as z.ZodType;

const planField = (
  area: SettingArea,
  plan: PlanSettingKey,
  field: string,
  input: SettingInput,
  isPlan = true,
): CatalogueEntry => ({
  key: `${plan}.${field}`,
  area,
  input,
  schema: fieldSchema(plan, field),
  plan: isPlan ? plan : null,
});

const int = (min: number, max: number | null, nullable = false): SettingInput => ({
  type: 'integer',
  min,
  max,
  nullable,
});
const num = (min: number, max: number | null): SettingInput => ({
  type: 'number',
  min,
  max,
  nullable: false,
});
const periods = { type: 'enum', options: ['daily', 'weekly', 'monthly'] } as const;
const percent = num(0, 100);

export const settingCatalogue: CatalogueEntry[] = [
  ...moduleFlagKeys.map((flag): CatalogueEntry => ({
    key: `modules.${flag}`,
    area: 'modules',
    input: { type: 'boolean' },
    schema: z.boolean({ error: 'Choose on or off.' }),
    plan: null,
  })),
  planField('payout', 'payout', 'min_minor', int(0, null), false),
  planField('payout', 'payout', 'max_minor', int(1, null), false),
  planField('payout', 'payout', 'fee_percent', percent, false),
  planField('payout', 'payout', 'fee_fixed_minor', int(0, null), false),
  {
    key: 'kyc_required_for_payout',
    area: 'kyc',
    input: { type: 'boolean' },
    schema: z.boolean({ error: 'Choose on or off.' }),
    plan: null,
  },
  planField('holds', 'returns', 'window_days', int(0, 365), false),
  planField('holds', 'payout', 'destination_hold_hours', int(0, 24 * 30), false),
  planField('mail', 'mail', 'broadcasts_per_day', int(0, 100), false),
  planField('plan', 'binary', 'pair_ratio', { type: 'enum', options: ['1:1', '2:1', '1:2'] }),
  planField('plan', 'binary', 'pair_volume', num(0.01, null)),
  planField('plan', 'binary', 'pay_mode', { type: 'enum', options: ['per_pair', 'percent'] }),
  planField('plan', 'binary', 'pair_value_minor', int(0, null)),
  planField('plan', 'binary', 'percent', percent),
  planField('plan', 'binary', 'capping_minor', int(1, null, true)),
  planField('plan', 'binary', 'period', periods),
  planField('plan', 'unilevel', 'rates', { type: 'percent_list', maxItems: 20 }),
  planField('plan', 'unilevel', 'compression', { type: 'boolean' }),
  planField('plan', 'matrix', 'width', int(2, 10)),
  planField('plan', 'matrix', 'depth', int(1, 20)),
  planField('plan', 'roi', 'cap_percent', num(0, 1000)),
  planField('plan', 'roi', 'period', periods),
  planField('plan', 'tax', 'tax_percent', percent),
  planField('plan', 'tax', 'service_charge_percent', percent),
  planField('plan', 'volume', 'cv_percent', percent),
  planField('plan', 'volume', 'active_days', int(1, 3650)),
];

export const catalogueEntry = (key: string): CatalogueEntry | undefined =>
  settingCatalogue.find((e) => e.key === key);

/** The `settings` row a key lives in, and its field there (null: the whole row). */
export function settingPath(key: string): { row: string; field: string | null } {
  const dot = key.indexOf('.');
  return dot < 0
    ? { row: key, field: null }
    : { row: key.slice(0, dot), field: key.slice(dot + 1) };
}

/** A key's value inside its row's value (the row itself for a scalar setting). */
export function fieldValue(rowValue: unknown, key: string): unknown {
  const { field } = settingPath(key);
  if (field === null) return rowValue ?? null;
  if (rowValue && typeof rowValue === 'object')
    return (rowValue as Record<string, unknown>)[field] ?? null;
  return null;
}

/**
 * A row's value as in effect: its base value with the latest change in effect of each of its
 * keys laid over it (a change of the whole row replaces it; a field change sets that field).
 */
export function overlay(base: unknown, changes: { key: string; value: unknown }[]): unknown {
  let value = base;
  for (const c of changes) {
    const { field } = settingPath(c.key);
    if (field === null) value = c.value;
  }
  for (const c of changes) {
    const { field } = settingPath(c.key);
    if (field === null) continue;
    const object = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    value = { ...object, [field]: c.value };
  }
  return value;
}

const DAY = 86_400_000;

/** The instant the period after the one holding `at` starts (UTC). */
export function nextPeriodStart(at: Date, period: Period): Date {
  const current = periodStart(at, period);
  if (period === 'daily') return new Date(current.getTime() + DAY);
  if (period === 'weekly') return new Date(current.getTime() + 7 * DAY);
  return new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() + 1, 1));
}

/** The period a plan setting's changes are cut by: the setting's own, else the UTC day. */
export function planPeriodOf(plan: PlanSettingKey, rowValue: unknown): Period {
  if (plan === 'binary' || plan === 'roi') {
    const period = fieldValue(rowValue, `${plan}.period`);
    if (period === 'daily' || period === 'weekly' || period === 'monthly') return period;
  }
  return 'daily';
}
