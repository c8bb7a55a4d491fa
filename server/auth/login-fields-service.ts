import type { Queryable } from '../db/connection';
import { parseAuthSettings, type AuthSettings } from './auth-settings';
import type { Country } from '../shared/types';
import { getSetting, listCountries, listZones, type Zone } from '../company';

export async function loadAuthSettings(db: Queryable): Promise<AuthSettings> {
  return parseAuthSettings(await getSetting<unknown>(db, 'auth'));
}

export type LoginFields = { settings: AuthSettings; countries: Country[] };

/** The auth settings and the countries, named in `language` when given (decision 045). */
export async function loginFields(
  db: Queryable,
  language: string | null = null,
): Promise<LoginFields> {
  const [settings, countries] = await Promise.all([
    loadAuthSettings(db),
    listCountries(db, language),
  ]);
  return { settings, countries };
}

export async function countriesAndZones(
  db: Queryable,
  language: string | null = null,
): Promise<{ countries: Country[]; zones: Zone[] }> {
  const [countries, zones] = await Promise.all([listCountries(db, language), listZones(db)]);
  return { countries, zones };
}
