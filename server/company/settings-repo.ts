import type { Queryable } from '../db/connection';
import type { Company, Country, Currency, Language, Store } from '../shared/types';
import { overlay } from './setting-catalogue';
import { translated } from '../db/translated';

/**
 * One `settings` row as stored and the latest change in effect at `at` of each of its keys
 * (the whole row, or one field: `payout.min_minor`), not cancelled, oldest key first.
 */
export async function readSettingRow(
  db: Queryable,
  key: string,
  at: Date,
): Promise<{ base: unknown; changes: { key: string; value: unknown }[] }> {
  const [row] = await db.query<{ base: unknown; changes: { key: string; value: unknown }[] }>(
    `SELECT (SELECT value FROM settings WHERE key = $1) AS base,
            (SELECT coalesce(jsonb_agg(jsonb_build_object('key', c.key, 'value', c.value)
                                       ORDER BY c.key), '[]'::jsonb)
               FROM (SELECT DISTINCT ON (key) key, value FROM settings_changes
                      WHERE (key = $1 OR left(key, length($1) + 1) = $1 || '.')
                        AND cancelled_at IS NULL AND effective_from <= $2
                      ORDER BY key, effective_from DESC, id DESC) c) AS changes`,
    [key, at],
  );
  return { base: row?.base ?? null, changes: row?.changes ?? [] };
}

/**
 * A setting's value in effect at `at` (now unless asked): its stored value with the changes
 * operators scheduled for it that have taken effect by then (settings_changes).
 */
export async function getSetting<T>(
  db: Queryable,
  key: string,
  at: Date = new Date(),
): Promise<T | null> {
  const { base, changes } = await readSettingRow(db, key, at);
  if (changes.length === 0) return base as T | null;
  return overlay(base, changes) as T | null;
}

export async function getCompany(db: Queryable): Promise<Company | null> {
  const rows = await db.query<Company>(
    `SELECT name, email, support_email AS "supportEmail", phone, logo, logo_small AS "logoSmall",
            is_demo AS "isDemo", demo_info AS "demoInfo"
       FROM company WHERE id = 1`,
  );
  return rows[0] ?? null;
}

/** The currencies; names in `language` when given, else as the company wrote them. */
export async function listCurrencies(
  db: Queryable,
  language: string | null = null,
): Promise<Currency[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    code: string;
    symbol: string;
    symbol_position: 'L' | 'R';
    decimal_place: number;
    value: string;
    is_default: boolean;
  }>(
    `SELECT id, ${translated('name', '$1')} AS name, code, symbol, symbol_position, decimal_place,
            value, is_default
       FROM currencies ORDER BY id`,
    [language],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    symbol: r.symbol,
    symbolPosition: r.symbol_position,
    decimalPlace: r.decimal_place,
    value: Number(r.value),
    isDefault: r.is_default,
  }));
}

export async function listLanguages(db: Queryable): Promise<Language[]> {
  const rows = await db.query<{
    id: number;
    name: string;
    code: string;
    native_name: string;
    is_default: boolean;
  }>('SELECT id, name, code, native_name, is_default FROM languages ORDER BY id');
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    nativeName: r.native_name,
    isDefault: r.is_default,
  }));
}

export async function getDefaultCountry(
  db: Queryable,
  language: string | null = null,
): Promise<Country | null> {
  const rows = await db.query<Country>(
    `SELECT id, ${translated('name', '$1')} AS name, iso_code_2 AS "isoCode2",
            iso_code_3 AS "isoCode3", phone_code AS "phoneCode"
       FROM countries ORDER BY is_default DESC, id LIMIT 1`,
    [language],
  );
  return rows[0] ?? null;
}

export async function listStores(db: Queryable): Promise<Store[]> {
  return db.query<Store>('SELECT id, name, address, url FROM stores ORDER BY id');
}

/** Sets one flag of the `modules` setting, keeping the others; false when there is none. */
export async function writeModuleFlag(db: Queryable, key: string, on: boolean): Promise<boolean> {
  const rows = await db.query(
    `UPDATE settings SET value = jsonb_set(value, ARRAY[$1::text], to_jsonb($2::boolean))
      WHERE key = 'modules' RETURNING key`,
    [key, on],
  );
  return rows.length > 0;
}
