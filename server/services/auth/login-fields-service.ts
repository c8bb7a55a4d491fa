import type { Queryable } from '../../db/connection';
import { parseAuthSettings, type AuthSettings } from '../../domain/auth-settings';
import type { Country } from '../../domain/types';
import { getSetting } from '../../repositories/settings-repo';
import { listCountries, listZones } from '../../repositories/reference-repo';
import type { Zone } from '../../domain/reference';

export async function loadAuthSettings(db: Queryable): Promise<AuthSettings> {
  return parseAuthSettings(await getSetting<unknown>(db, 'auth'));
}

export type LoginFields = { settings: AuthSettings; countries: Country[] };

export async function loginFields(db: Queryable): Promise<LoginFields> {
  const [settings, countries] = await Promise.all([loadAuthSettings(db), listCountries(db)]);
  return { settings, countries };
}

export async function countriesAndZones(
  db: Queryable,
): Promise<{ countries: Country[]; zones: Zone[] }> {
  const [countries, zones] = await Promise.all([listCountries(db), listZones(db)]);
  return { countries, zones };
}
