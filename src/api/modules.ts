import { toUser, type User } from './user';
import type {
  CompanyWire,
  CountryWire,
  CurrencyWire,
  DemoInfoWire,
  LanguageWire,
  LoadedModulesWire,
  ModuleFlagKey,
  ModulesWire,
  PlanType,
  StoreSettingsWire,
  StoreWire,
} from '@contract/modules';
import type { Company, Country, Currency, Language, LocaleSettings, Store } from '@contract/model';

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** Feature settings (spec §3), camelCased. Every key of moduleFlagKeys is a boolean here. */
export type ModuleFlags = {
  compensationPlan: PlanType;
  introVideoUrl: string | null;
  androidAppLink: string | null;
  iosAppLink: string | null;
  package: boolean;
  joiningFee: boolean;
  directBonus: boolean;
  unilevelBonus: boolean;
  repurchaseBonus: boolean;
  roiBonus: boolean;
  poolBonus: boolean;
  payoutRequest: boolean;
  moneyTransfer: boolean;
  walletManagement: boolean;
  dynamicLink: boolean;
  cloudMessaging: boolean;
  introVideo: boolean;
  supportMessage: boolean;
  androidApp: boolean;
  iosApp: boolean;
  ticketingSystem: boolean;
  manualSales: boolean;
  businessVolume: boolean;
  upgrade: boolean;
  autoship: boolean;
  rank: boolean;
  onboarding: boolean;
  language: boolean;
  currency: boolean;
  store: boolean;
  passcode: boolean;
  stories: boolean;
  events: boolean;
  kyc: boolean;
  crm: boolean;
  replica: boolean;
  lcp: boolean;
};

// Fails to compile when a flag is added to moduleFlagKeys but not to ModuleFlags.
type MissingFlags = Exclude<CamelCase<ModuleFlagKey>, keyof ModuleFlags>;
const everyFlagMapped: [MissingFlags] extends [never] ? true : MissingFlags = true;
void everyFlagMapped;

const toModuleFlags = (w: ModulesWire): ModuleFlags => ({
  compensationPlan: w.compensation_plan,
  introVideoUrl: w.intro_video_url,
  androidAppLink: w.android_app_link,
  iosAppLink: w.ios_app_link,
  package: w.package,
  joiningFee: w.joining_fee,
  directBonus: w.direct_bonus,
  unilevelBonus: w.unilevel_bonus,
  repurchaseBonus: w.repurchase_bonus,
  roiBonus: w.roi_bonus,
  poolBonus: w.pool_bonus,
  payoutRequest: w.payout_request,
  moneyTransfer: w.money_transfer,
  walletManagement: w.wallet_management,
  dynamicLink: w.dynamic_link,
  cloudMessaging: w.cloud_messaging,
  introVideo: w.intro_video,
  supportMessage: w.support_message,
  androidApp: w.android_app,
  iosApp: w.ios_app,
  ticketingSystem: w.ticketing_system,
  manualSales: w.manual_sales,
  businessVolume: w.business_volume,
  upgrade: w.upgrade,
  autoship: w.autoship,
  rank: w.rank,
  onboarding: w.onboarding,
  language: w.language,
  currency: w.currency,
  store: w.store,
  passcode: w.passcode,
  stories: w.stories,
  events: w.events,
  kyc: w.kyc,
  crm: w.crm,
  replica: w.replica,
  lcp: w.lcp,
});

export type { Currency };

export const toCurrency = (w: CurrencyWire): Currency => ({
  id: w.id,
  name: w.name,
  code: w.code,
  symbol: w.symbol,
  symbolPosition: w.symbol_position,
  decimalPlace: w.decimal_place,
  value: w.value,
});

/** Spec §3 and §9: US Dollar, $ on the left, 2 decimals, rate 1. */
export const defaultCurrency: Currency = {
  id: 0,
  name: 'US Dollar',
  code: 'USD',
  symbol: '$',
  symbolPosition: 'L',
  decimalPlace: 2,
  value: 1,
};

const toLanguage = (w: LanguageWire): Language => ({
  id: w.id,
  name: w.name,
  code: w.code,
  nativeName: w.native_name,
});

export const toCountry = (w: CountryWire): Country => ({
  id: w.id,
  name: w.name,
  isoCode2: w.iso_code_2,
  isoCode3: w.iso_code_3,
  phoneCode: w.phone_code,
});

const toCompany = (w: CompanyWire): Company => ({
  name: w.name,
  supportEmail: w.support_email,
  email: w.email,
  phone: w.phone,
  logo: w.logo,
  logoSmall: w.logo_small,
});

export type DemoInfo = {
  contactEmail: string | null;
  contactPhone: string | null;
  contactSkype: string | null;
  userAllowed: boolean;
  messengerName: string | null;
  privacyPolicyUrl: string | null;
};

const toDemoInfo = (w: DemoInfoWire): DemoInfo => ({
  contactEmail: w.contact_email,
  contactPhone: w.contact_phone,
  contactSkype: w.contact_skype,
  userAllowed: w.user_allowed,
  messengerName: w.messenger_name,
  privacyPolicyUrl: w.privacy_policy_url,
});

const toStore = (w: StoreWire): Store => ({
  id: w.id,
  name: w.name,
  address: w.address,
  url: w.url,
});

export type StoreSettings = {
  defaultStore: number | null;
  stockStatus: boolean;
  vendorStatus: boolean;
  guestCheckout: boolean;
  storeName: string | null;
};

const toStoreSettings = (w: StoreSettingsWire): StoreSettings => ({
  defaultStore: w.default_store,
  stockStatus: w.stock_status,
  vendorStatus: w.vendor_status,
  guestCheckout: w.guest_checkout,
  storeName: w.store_name,
});

/** The bootstrap payload (spec §3 loaded_modules) as the client uses it. */
export type LoadedModules = LocaleSettings & {
  company: Company;
  modules: ModuleFlags;
  user: User | null;
  storeSettings: StoreSettings;
  stores: Store[];
  customerToken: string | null;
  isDemo: boolean;
  isMasterDemo: boolean;
  demoInfo: DemoInfo | null;
  defaultStoreId: number | null;
};

export const toLoadedModules = (w: LoadedModulesWire): LoadedModules => ({
  company: toCompany(w.company),
  modules: toModuleFlags(w.modules),
  defaultLanguage: w.default_language,
  defaultCurrency: toCurrency(w.default_currency),
  currencies: w.currencies.map(toCurrency),
  languages: w.languages.map(toLanguage),
  dateFormat: w.date_format,
  defaultCountry: w.default_country === null ? null : toCountry(w.default_country),
  user: w.user === null ? null : toUser(w.user),
  storeSettings: toStoreSettings(w.store_settings),
  stores: w.stores.map(toStore),
  customerToken: w.customer_token,
  isDemo: w.is_demo,
  isMasterDemo: w.is_master_demo,
  demoInfo: w.demo_info === null ? null : toDemoInfo(w.demo_info),
  defaultStoreId: w.default_store_id,
});
