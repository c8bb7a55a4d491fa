import {
  type ModulesWire,
  type StoreSettingsWire,
  modulesWire,
  storeSettingsWire,
} from '../../contract/modules';
import type { Queryable } from '../db/connection';
import type { LocaleSettings } from '../../contract/model';
import type { Company, Currency, Language, Member, Store } from '../shared/types';
import { findMemberById } from '../members';
import {
  getCompany,
  getDefaultCountry,
  getSetting,
  listCurrencies,
  listLanguages,
  listStores,
} from './settings-repo';

export type Bootstrap = LocaleSettings<Currency, Language> & {
  company: Company;
  modules: ModulesWire;
  storeSettings: StoreSettingsWire;
  stores: Store[];
  user: Member | null;
};

export type CompanySettings = Omit<Bootstrap, 'user'>;

/**
 * The company-wide part of the bootstrap payload (spec §3), read from the settings tables;
 * currency and country names in `language` when given (decision 045).
 */
export async function loadCompanySettings(
  db: Queryable,
  language: string | null = null,
): Promise<CompanySettings> {
  const [
    company,
    modules,
    storeSettings,
    defaultLanguage,
    dateFormat,
    currencies,
    languages,
    country,
    stores,
  ] = await Promise.all([
    getCompany(db),
    getSetting<unknown>(db, 'modules'),
    getSetting<unknown>(db, 'store_settings'),
    getSetting<string>(db, 'default_language'),
    getSetting<string>(db, 'date_format'),
    listCurrencies(db, language),
    listLanguages(db),
    getDefaultCountry(db, language),
    listStores(db),
  ]);
  if (!company) throw new Error('The company is not set up: run the seed or migrations first.');
  const defaultCurrency = currencies.find((c) => c.isDefault) ?? currencies[0];
  if (!defaultCurrency) throw new Error('No currency is configured.');
  return {
    company,
    // A settings row an operator edited by hand is checked here, not trusted.
    modules: modulesWire.parse(modules),
    storeSettings: storeSettingsWire.parse(storeSettings),
    defaultLanguage: defaultLanguage ?? 'en',
    defaultCurrency,
    currencies,
    languages,
    dateFormat: dateFormat ?? 'M d, Y',
    defaultCountry: country,
    stores,
  };
}

export async function loadBootstrap(
  db: Queryable,
  memberId: number | null,
  language: string | null = null,
): Promise<Bootstrap> {
  const [settings, user] = await Promise.all([
    loadCompanySettings(db, language),
    memberId === null ? Promise.resolve(null) : findMemberById(db, memberId),
  ]);
  return { ...settings, user };
}
