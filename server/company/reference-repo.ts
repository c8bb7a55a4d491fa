import type { Queryable } from '../db/connection';
import type { Country } from '../shared/types';
import type { Zone } from './reference';
import { translated } from '../db/translated';

// Reference data the signup, login and demo-request screens need: countries, zones, prices.

/** The countries by name in `language` (else the company's own names). */
export async function listCountries(
  q: Queryable,
  language: string | null = null,
): Promise<Country[]> {
  const rows = await q.query<{
    id: number;
    name: string;
    iso_code_2: string;
    iso_code_3: string;
    phone_code: string;
  }>(
    `SELECT id, ${translated('name', '$1')} AS name, iso_code_2, iso_code_3, phone_code
       FROM countries ORDER BY name, id`,
    [language],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    isoCode2: r.iso_code_2,
    isoCode3: r.iso_code_3,
    phoneCode: r.phone_code,
  }));
}

export async function listZones(q: Queryable): Promise<Zone[]> {
  const rows = await q.query<{ id: number; country_id: number; name: string; code: string }>(
    'SELECT id, country_id, name, code FROM zones ORDER BY country_id, name, id',
  );
  return rows.map((r) => ({ id: r.id, countryId: r.country_id, name: r.name, code: r.code }));
}

export async function findZone(q: Queryable, id: number): Promise<Zone | null> {
  const rows = await q.query<{ id: number; country_id: number; name: string; code: string }>(
    'SELECT id, country_id, name, code FROM zones WHERE id = $1',
    [id],
  );
  const r = rows[0];
  return r ? { id: r.id, countryId: r.country_id, name: r.name, code: r.code } : null;
}

export async function findPackagePrice(
  q: Queryable,
  packageId: number,
): Promise<{ id: number; priceMinor: number; name: string } | null> {
  const rows = await q.query<{ id: number; price_minor: number; name: string }>(
    'SELECT id, price_minor, name FROM packages WHERE id = $1 AND status = 1',
    [packageId],
  );
  const r = rows[0];
  return r ? { id: r.id, priceMinor: r.price_minor, name: r.name } : null;
}
