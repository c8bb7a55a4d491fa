import { moduleFlagKeys, type ModuleFlagKey } from '../../contract/modules';
import type { Queryable } from '../db/connection';

/** Whether `key` names a feature flag of the company (the `modules` setting). */
export const isModuleFlag = (key: string): key is ModuleFlagKey =>
  (moduleFlagKeys as readonly string[]).includes(key);

/**
 * Switches one feature of the company on or off (an operator's setting, like the store mode
 * of the demo company). The rest of the `modules` setting is kept as it is.
 */
export async function setModuleFlag(db: Queryable, key: ModuleFlagKey, on: boolean) {
  const rows = await db.query(
    `UPDATE settings SET value = jsonb_set(value, ARRAY[$1::text], to_jsonb($2::boolean))
      WHERE key = 'modules' RETURNING key`,
    [key, on],
  );
  if (rows.length === 0) throw new Error('The company has no module settings: seed it first.');
}
