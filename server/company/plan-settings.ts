import { z } from 'zod';
import { toHundredths } from '../../contract/money';

/**
 * Compensation-plan and money settings, stored as jsonb rows of the `settings` table under
 * the key of each schema. Every reader parses with these schemas, so a hand-edited row that
 * does not fit fails loudly instead of paying the wrong amount.
 */

/** A volume the engine can count in whole hundredths (at most two decimals). */
function hasHundredths(volume: number): boolean {
  try {
    toHundredths(volume);
    return true;
  } catch {
    return false;
  }
}

/** settings.binary */
const binarySettings = z.object({
  /** 1:1 always, or 2:1 / 1:2 for the first pair only (then 1:1). */
  pair_ratio: z.enum(['1:1', '2:1', '1:2']),
  /** Volume one pair is made of on the weaker side (e.g. 100 PV against 100 PV at 1:1). */
  pair_volume: z.number().positive().refine(hasHundredths, 'pair_volume has at most two decimals'),
  /** 'per_pair': pair_value_minor per pair; 'percent': percent of the weaker leg's paired volume. */
  pay_mode: z.enum(['per_pair', 'percent']),
  pair_value_minor: z.number().int().nonnegative(),
  percent: z.number().min(0).max(100),
  /** The most one member earns in a period; the excess is flushed (null = no cap). */
  capping_minor: z.number().int().positive().nullable(),
  period: z.enum(['daily', 'weekly', 'monthly']),
});
export type BinarySettings = z.infer<typeof binarySettings>;

/** settings.unilevel: commission percent of the order's CV per level, level 1 first. */
const unilevelSettings = z.object({
  rates: z.array(z.number().min(0).max(100)).max(20),
  /** Dynamic compression: an inactive upline is skipped and does not use up a level. */
  compression: z.boolean(),
});
export type UnilevelSettings = z.infer<typeof unilevelSettings>;

/** settings.matrix: width × depth of the forced matrix. */
const matrixSettings = z.object({
  width: z.number().int().min(2).max(10),
  depth: z.number().int().min(1).max(20),
});
export type MatrixSettings = z.infer<typeof matrixSettings>;

/** settings.roi: ROI is paid per period at the package's roi_bonus % of its price, up to a cap. */
const roiSettings = z.object({
  cap_percent: z.number().min(0).max(1000),
  period: z.enum(['daily', 'weekly', 'monthly']),
});
export type RoiSettings = z.infer<typeof roiSettings>;

/** settings.tax: deducted from every bonus before it reaches the wallet. */
const taxSettings = z.object({
  tax_percent: z.number().min(0).max(100),
  service_charge_percent: z.number().min(0).max(100),
});
export type TaxSettings = z.infer<typeof taxSettings>;

/** settings.payout: limits and fee of a payout request. */
const payoutSettings = z.object({
  min_minor: z.number().int().nonnegative(),
  max_minor: z.number().int().positive(),
  fee_percent: z.number().min(0).max(100),
  fee_fixed_minor: z.number().int().nonnegative(),
  payment_methods: z.array(z.string()).min(1),
  /**
   * Cooling-off after the member points payouts somewhere new (method, PayPal address or bank
   * account): no payout request until this many hours have passed; 0 turns it off. A company
   * that stored its payout settings before this existed gets the default.
   */
  destination_hold_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
});
export type PayoutSettings = z.infer<typeof payoutSettings>;

/** settings.volume: how an order's BV becomes volumes. */
const volumeSettings = z.object({
  /** CV as a percent of the order's BV. */
  cv_percent: z.number().min(0).max(100),
  /** A member counts as active (for compression and licensing) this many days after a purchase. */
  active_days: z.number().int().positive(),
});
export type VolumeSettings = z.infer<typeof volumeSettings>;

/**
 * settings.returns: how long a paid order can still be returned. Its commissions stay held
 * (not withdrawable) until then; a manual sale's wait starts when the company confirms it paid.
 */
const returnSettings = z.object({ window_days: z.number().int().min(0).max(365) });

/**
 * settings.mail: how many team broadcasts (decision 053) a member may send per UTC day; 0
 * switches them off.
 */
const mailSettings = z.object({ broadcasts_per_day: z.number().int().min(0).max(100) });

export const planSettingSchemas = {
  binary: binarySettings,
  unilevel: unilevelSettings,
  matrix: matrixSettings,
  roi: roiSettings,
  tax: taxSettings,
  payout: payoutSettings,
  volume: volumeSettings,
  returns: returnSettings,
  mail: mailSettings,
} as const;
export type PlanSettingKey = keyof typeof planSettingSchemas;

/** The demo company's values; the seed writes them, tests start from them. */
export const defaultPlanSettings: {
  [K in PlanSettingKey]: z.infer<(typeof planSettingSchemas)[K]>;
} = {
  binary: {
    pair_ratio: '1:1',
    pair_volume: 100,
    pay_mode: 'percent',
    pair_value_minor: 1000,
    percent: 10,
    capping_minor: 100_000,
    period: 'daily',
  },
  unilevel: { rates: [10, 5, 3, 2, 1], compression: true },
  matrix: { width: 3, depth: 3 },
  roi: { cap_percent: 200, period: 'daily' },
  tax: { tax_percent: 0, service_charge_percent: 2 },
  payout: {
    min_minor: 1000,
    max_minor: 500_000,
    fee_percent: 1,
    fee_fixed_minor: 0,
    payment_methods: ['bank_transfer', 'paypal'],
    destination_hold_hours: 24,
  },
  volume: { cv_percent: 100, active_days: 30 },
  returns: { window_days: 30 },
  mail: { broadcasts_per_day: 3 },
};
