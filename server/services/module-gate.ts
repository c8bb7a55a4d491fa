import type { ModuleFlagKey } from '../../contract/modules';
import type { Queryable } from '../db/connection';
import { AppError } from './app-error';
import { loadCompanySettings } from './bootstrap-service';

/** A call of a switched-off feature answers 403, as the menu already hides it (spec §2). */
export async function requireModule(db: Queryable, key: ModuleFlagKey, feature: string) {
  const { modules } = await loadCompanySettings(db);
  if (!modules[key]) throw new AppError(403, 'forbidden', `${feature} is not enabled.`);
}
