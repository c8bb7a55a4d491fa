import type { CountryWire, CurrencyWire, LoadedModulesWire } from '../../contract/modules';
import type { ZoneWire } from '../../contract/signup';
import type { Country, Currency, Member } from '../shared/types';
import type { Zone } from './reference';
import type { UserWire } from '../../contract/user';
import type { Bootstrap } from './bootstrap-service';

/** Domain values -> wire JSON. One function per entity; the only place snake_case is written. */

export const toUserWire = (m: Member, origin: string): UserWire => ({
  id: m.id,
  username: m.username,
  first_name: m.firstName,
  last_name: m.lastName,
  avatar: m.avatar,
  status: m.status,
  role_id: m.roleId,
  date_format: m.dateFormat,
  customer_id: m.customerId,
  referral_link: `${origin}/signup?referral=${encodeURIComponent(m.username)}`,
  email: m.email,
  language: m.language,
  currency: m.currency,
});

export const toCurrencyWire = (c: Currency): CurrencyWire => ({
  id: c.id,
  name: c.name,
  code: c.code,
  symbol: c.symbol,
  symbol_position: c.symbolPosition,
  decimal_place: c.decimalPlace,
  value: c.value,
});

export const toLoadedModulesWire = (b: Bootstrap, origin: string): LoadedModulesWire => ({
  company: {
    name: b.company.name,
    support_email: b.company.supportEmail,
    email: b.company.email,
    phone: b.company.phone,
    logo: b.company.logo,
    logo_small: b.company.logoSmall,
  },
  modules: b.modules,
  default_language: b.defaultLanguage,
  default_currency: toCurrencyWire(b.defaultCurrency),
  currencies: b.currencies.map(toCurrencyWire),
  languages: b.languages.map((l) => ({
    id: l.id,
    name: l.name,
    code: l.code,
    native_name: l.nativeName,
  })),
  date_format: b.dateFormat,
  default_country: b.defaultCountry && {
    id: b.defaultCountry.id,
    name: b.defaultCountry.name,
    iso_code_2: b.defaultCountry.isoCode2,
    iso_code_3: b.defaultCountry.isoCode3,
    phone_code: b.defaultCountry.phoneCode,
  },
  user: b.user && toUserWire(b.user, origin),
  store_settings: b.storeSettings,
  stores: b.stores,
  customer_token: null,
  is_demo: b.company.isDemo,
  is_master_demo: false,
  demo_info: b.company.demoInfo,
  default_store_id: b.storeSettings.default_store,
});

export const toCountryWire = (c: Country): CountryWire => ({
  id: c.id,
  name: c.name,
  iso_code_2: c.isoCode2,
  iso_code_3: c.isoCode3,
  phone_code: c.phoneCode,
});

export const toZoneWire = (z: Zone): ZoneWire => ({
  id: z.id,
  country_id: z.countryId,
  name: z.name,
  code: z.code,
});
