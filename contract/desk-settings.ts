import { z } from 'zod';
import { instantWire } from './common';

/**
 * The operator desk's company settings (issue 30 point 3): module flags, payout limits and
 * fees, the KYC requirement, return window and hold periods, and the compensation plan. A
 * change is scheduled from an instant on; readers take the value in effect at the time they
 * ask, so nothing reaches back into figures already settled.
 */

export const settingAreas = ['modules', 'payout', 'kyc', 'holds', 'mail', 'plan'] as const;
export type SettingAreaWire = (typeof settingAreas)[number];

/** How the desk asks for a value: a switch, a number in a range, a choice, a list of percents. */
const settingInputWire = z.discriminatedUnion('type', [
  z.object({ type: z.literal('boolean') }),
  z.object({
    type: z.enum(['integer', 'number']),
    min: z.number(),
    max: z.number().nullable(),
    nullable: z.boolean(),
  }),
  z.object({ type: z.literal('enum'), options: z.array(z.string()) }),
  z.object({ type: z.literal('percent_list'), max_items: z.number().int() }),
]);
export type SettingInputWire = z.infer<typeof settingInputWire>;

const settingChangeWire = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.unknown(),
  effective_from: instantWire,
  created_at: instantWire,
  created_by: z.string(),
});
export type SettingChangeWire = z.infer<typeof settingChangeWire>;

const deskSettingWire = z.object({
  key: z.string(),
  area: z.enum(settingAreas),
  input: settingInputWire,
  /** The value in effect now. */
  value: z.unknown(),
  /** The earliest instant a change may take effect from now on. */
  earliest_from: instantWire,
  /** Plan settings: the period their changes are cut by. */
  period: z.enum(['daily', 'weekly', 'monthly']).nullable(),
  /** Changes not yet in effect, soonest first. */
  scheduled: z.array(settingChangeWire),
});
export type DeskSettingWire = z.infer<typeof deskSettingWire>;

/** GET /api/admin/settings */
export const deskSettingsWire = z.object({ settings: z.array(deskSettingWire) });

/** POST /api/admin/settings/changes (and …/preview): `value` is checked against the key's rules. */
export const settingChangeBodyWire = z.object({
  key: z.string({ error: 'Choose a setting.' }).min(1, 'Choose a setting.').max(80),
  value: z.unknown(),
  effective_from: z
    .string({ error: 'Enter the date and time the change takes effect.' })
    .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), {
      error: 'Enter a date and time (ISO 8601, e.g. 2026-12-01T00:00:00Z).',
    }),
});
export type SettingChangeBodyWire = z.infer<typeof settingChangeBodyWire>;

export const settingChangePreviewWire = z.object({
  key: z.string(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  effective_from: instantWire,
  /** The first period (e.g. '2026-12-01', '2026-W49', '2026-12') it applies to; null if not a plan setting. */
  first_period: z.string().nullable(),
  earliest_from: instantWire,
});
export type SettingChangePreviewWire = z.infer<typeof settingChangePreviewWire>;

export const settingChangeResponseWire = z.object({ change: settingChangeWire });
