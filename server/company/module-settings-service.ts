import { moduleFlagKeys, type ModuleFlagKey } from '../../contract/modules';
import type { Queryable } from '../db/connection';
import { writeModuleFlag } from './settings-repo';

/** Whether `key` names a feature flag of the company (the `modules` setting). */
export const isModuleFlag = (key: string): key is ModuleFlagKey =>
  (moduleFlagKeys as readonly string[]).includes(key);

/**
 * Switches one feature of the company on or off (an operator's setting, like the store mode
 * of the demo company). The rest of the `modules` setting is kept as it is.
 */
export async function setModuleFlag(db: Queryable, key: ModuleFlagKey, on: boolean) {
  if (!(await writeModuleFlag(db, key, on)))
    throw new Error('The company has no module settings: seed it first.');
}
