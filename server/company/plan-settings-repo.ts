import type { z } from 'zod';
import type { Queryable } from '../db/connection';
import { defaultPlanSettings, planSettingSchemas, type PlanSettingKey } from './plan-settings';

type SettingOf<K extends PlanSettingKey> = z.infer<(typeof planSettingSchemas)[K]>;

/**
 * A plan setting, checked against its schema. A company that never stored one runs on the
 * documented defaults; a stored row that does not fit its schema throws.
 */
export async function getPlanSetting<K extends PlanSettingKey>(
  q: Queryable,
  key: K,
): Promise<SettingOf<K>> {
  const [row] = await q.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [
    key,
  ]);
  if (!row) return defaultPlanSettings[key] as SettingOf<K>;
  return planSettingSchemas[key].parse(row.value) as SettingOf<K>;
}
