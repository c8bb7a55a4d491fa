import type { z } from 'zod';
import type { Queryable } from '../db/connection';
import { overlay } from './setting-catalogue';
import { readSettingRow } from './settings-repo';
import { defaultPlanSettings, planSettingSchemas, type PlanSettingKey } from './plan-settings';

type SettingOf<K extends PlanSettingKey> = z.infer<(typeof planSettingSchemas)[K]>;

/**
 * A plan setting in effect at `at` (now unless asked), checked against its schema: the stored
 * row with the changes operators scheduled that have taken effect. A company that never
 * stored one runs on the documented defaults; a value that does not fit its schema throws.
 */
export async function getPlanSetting<K extends PlanSettingKey>(
  q: Queryable,
  key: K,
  at: Date = new Date(),
): Promise<SettingOf<K>> {
  const { base, changes } = await readSettingRow(q, key, at);
  if (base === null && changes.length === 0) return defaultPlanSettings[key] as SettingOf<K>;
  return planSettingSchemas[key].parse(
    overlay(base ?? defaultPlanSettings[key], changes),
  ) as SettingOf<K>;
}
