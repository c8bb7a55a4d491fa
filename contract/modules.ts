// zod/mini: the company settings ride on the sign-in screen's first call, and that screen's
// bundle must stay small (docs/decisions/026-sign-in-bundle.md).
import * as z from 'zod/mini';
import { planTypes } from './constants';
import { userWire } from './user';

export const planTypeWire = z.enum(planTypes);
export type PlanType = z.infer<typeof planTypeWire>;

export const currencyWire = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  symbol: z.string(),
  symbol_position: z.enum(['L', 'R']),
  decimal_place: z.int().check(z.gte(0), z.lte(8)),
  value: z.number().check(z.positive()),
});
export type CurrencyWire = z.infer<typeof currencyWire>;

const languageWire = z.object({
  id: z.int(),
  name: z.string(),
  code: z.string(),
  native_name: z.string(),
});
export type LanguageWire = z.infer<typeof languageWire>;

export const countryWire = z.object({
  id: z.int(),
  name: z.string(),
  iso_code_2: z.string(),
  iso_code_3: z.string(),
  phone_code: z.string(),
});
export type CountryWire = z.infer<typeof countryWire>;

const companyWire = z.object({
  name: z.string(),
  support_email: z.nullable(z.string()),
  email: z.string(),
  phone: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  logo_small: z.nullable(z.string()),
});
export type CompanyWire = z.infer<typeof companyWire>;

const demoInfoWire = z.object({
  contact_email: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  contact_skype: z.nullable(z.string()),
  user_allowed: z.boolean(),
  messenger_name: z.nullable(z.string()),
  privacy_policy_url: z.nullable(z.string()),
});
export type DemoInfoWire = z.infer<typeof demoInfoWire>;

const storeWire = z.object({
  id: z.int(),
  name: z.string(),
  address: z.nullable(z.string()),
  url: z.nullable(z.string()),
});
export type StoreWire = z.infer<typeof storeWire>;

export const storeSettingsWire = z.object({
  default_store: z.nullable(z.int()),
  stock_status: z.boolean(),
  vendor_status: z.boolean(),
  guest_checkout: z.boolean(),
  store_name: z.nullable(z.string()),
});
export type StoreSettingsWire = z.infer<typeof storeSettingsWire>;

/** Feature settings (spec §3): server keys plus the flags the spec shows without one. */
export const moduleFlagKeys = [
  'package',
  'joining_fee',
  'direct_bonus',
  'unilevel_bonus',
  'repurchase_bonus',
  'roi_bonus',
  'pool_bonus',
  'payout_request',
  'money_transfer',
  'wallet_management',
  'dynamic_link',
  'cloud_messaging',
  'intro_video',
  'support_message',
  'android_app',
  'ios_app',
  'ticketing_system',
  'manual_sales',
  'business_volume',
  'upgrade',
  'autoship',
  'rank',
  'onboarding',
  'language',
  'currency',
  'store',
  'passcode',
  'stories',
  'events',
  'kyc',
  'crm',
  'replica',
  'lcp',
] as const;
export type ModuleFlagKey = (typeof moduleFlagKeys)[number];

export const modulesWire = z.object({
  compensation_plan: planTypeWire,
  intro_video_url: z.nullable(z.string()),
  android_app_link: z.nullable(z.string()),
  ios_app_link: z.nullable(z.string()),
  ...(Object.fromEntries(moduleFlagKeys.map((k) => [k, z.boolean()])) as Record<
    ModuleFlagKey,
    z.ZodMiniBoolean
  >),
});
export type ModulesWire = z.infer<typeof modulesWire>;

/** The bootstrap payload that GET calls carry while the client asks with load_modules=1. */
export const loadedModulesWire = z.object({
  company: companyWire,
  modules: modulesWire,
  default_language: z.string(),
  default_currency: currencyWire,
  currencies: z.array(currencyWire),
  languages: z.array(languageWire),
  date_format: z.string(),
  default_country: z.nullable(countryWire),
  user: z.nullable(userWire),
  store_settings: storeSettingsWire,
  stores: z.array(storeWire),
  customer_token: z.nullable(z.string()),
  is_demo: z.boolean(),
  is_master_demo: z.boolean(),
  demo_info: z.nullable(demoInfoWire),
  default_store_id: z.nullable(z.int()),
});
export type LoadedModulesWire = z.infer<typeof loadedModulesWire>;
