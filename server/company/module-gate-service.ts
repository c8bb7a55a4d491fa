import type { ModuleFlagKey } from '../../contract/modules';
import type { Queryable } from '../db/connection';
import { getSetting } from './settings-repo';
import { AppError } from '../shared/app-error';

/**
 * A call of a switched-off feature answers 403, as the menu already hides it (spec §2). One
 * read of the `modules` setting: every mail and ticket call passes here.
 */
export async function requireModule(db: Queryable, key: ModuleFlagKey, feature: string) {
  const modules = await getSetting<Partial<Record<ModuleFlagKey, unknown>>>(db, 'modules');
  if (modules?.[key] !== true) throw new AppError(403, 'forbidden', `${feature} is not enabled.`);
}
