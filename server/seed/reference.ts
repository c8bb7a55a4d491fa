import {
  type DemoInfoWire,
  type ModuleFlagKey,
  type ModulesWire,
  type StoreSettingsWire,
  moduleFlagKeys,
} from '../../contract/modules';
import { defaultPlanSettings } from '../company';

/** The demo company's fixed reference data: settings, money and places. */

const enabledModules: Partial<Record<ModuleFlagKey, boolean>> = {
  package: true,
  direct_bonus: true,
  unilevel_bonus: true,
  roi_bonus: true,
  payout_request: true,
  wallet_management: true,
  support_message: true,
  ticketing_system: true,
  business_volume: true,
  upgrade: true,
  rank: true,
  language: true,
  currency: true,
  stories: true,
  events: true,
  manual_sales: true,
  crm: true,
  kyc: true,
  intro_video: true,
  onboarding: true,
  replica: true,
};

const modules: ModulesWire = {
  compensation_plan: 'binary',
  // Served by the server itself (server/media): no external host.
  intro_video_url: '/media/intro/intro.webm',
  android_app_link: null,
  ios_app_link: null,
  ...(Object.fromEntries(moduleFlagKeys.map((k) => [k, enabledModules[k] === true])) as Record<
    ModuleFlagKey,
    boolean
  >),
};

const storeSettings: StoreSettingsWire = {
  default_store: 1,
  stock_status: true,
  vendor_status: false,
  guest_checkout: true,
  store_name: 'Nimbus Store',
};

export const demoInfo: DemoInfoWire = {
  contact_email: 'sales@nimbuswellness.example',
  contact_phone: '+1 555 010 0199',
  contact_skype: 'nimbus.wellness',
  user_allowed: true,
  messenger_name: 'Nimbus Team',
  privacy_policy_url: 'https://nimbuswellness.example/privacy',
};

/** The plan the seed computes with: exactly what the settings rows say. */
export const plan = defaultPlanSettings;

export const settings: Record<string, unknown> = {
  modules,
  store_settings: storeSettings,
  date_format: 'M d, Y',
  default_language: 'en',
  ...defaultPlanSettings,
  // How much of a downline the genealogy calls return at once.
  genealogy: { max_levels: 4, max_width: 2 },
  // The external store's product categories: the dashboard offers them when the store is on.
  store_categories: [
    { id: 11, name: 'Wellness' },
    { id: 12, name: 'Nutrition' },
    { id: 13, name: 'Beauty' },
    { id: 14, name: 'Fitness' },
  ],
};

// [code, name, symbol, position, decimals, value, default]
export const currencies = [
  ['USD', 'US Dollar', '$', 'L', 2, '1', true],
  ['EUR', 'Euro', '€', 'R', 2, '0.92', false],
  ['MXN', 'Mexican Peso', '$', 'L', 2, '17.1', false],
  ['GBP', 'Pound Sterling', '£', 'L', 2, '0.79', false],
  // No minor unit: amounts show whole pesos, truncated (spec §5).
  ['COP', 'Colombian Peso', 'COL$', 'L', 0, '3950', false],
] as const;

/** Currency names in Spanish, by code (decision 045). */
export const currencyNamesEs: Record<(typeof currencies)[number][0], string> = {
  USD: 'Dólar estadounidense',
  EUR: 'Euro',
  MXN: 'Peso mexicano',
  GBP: 'Libra esterlina',
  COP: 'Peso colombiano',
};

export const languages = [
  ['en', 'English', 'English', true],
  ['es', 'Spanish', 'Español', false],
] as const;

type Zone = [name: string, code: string, city: string, postcode: string];
type Country = {
  iso2: string;
  iso3: string;
  name: string;
  nameEs: string;
  phone: string;
  zones: Zone[];
};

// [iso2, iso3, name, Spanish name, phone code]
const countryRows = [
  ['US', 'USA', 'United States', 'Estados Unidos', '1'],
  ['MX', 'MEX', 'Mexico', 'México', '52'],
  ['ES', 'ESP', 'Spain', 'España', '34'],
  ['GB', 'GBR', 'United Kingdom', 'Reino Unido', '44'],
  ['CO', 'COL', 'Colombia', 'Colombia', '57'],
] as const;

// [country, zone name, zone code, a city in it, a postcode there], in the order of the countries
const zoneRows: [string, ...Zone][] = [
  ['US', 'California', 'CA', 'San Francisco', '94105'],
  ['US', 'Texas', 'TX', 'Austin', '73301'],
  ['US', 'Florida', 'FL', 'Miami', '33101'],
  ['US', 'New York', 'NY', 'New York', '10001'],
  ['MX', 'Ciudad de México', 'CMX', 'Ciudad de México', '06600'],
  ['MX', 'Jalisco', 'JAL', 'Guadalajara', '44100'],
  ['MX', 'Nuevo León', 'NLE', 'Monterrey', '64000'],
  ['ES', 'Madrid', 'MD', 'Madrid', '28013'],
  ['ES', 'Cataluña', 'CT', 'Barcelona', '08002'],
  ['ES', 'Andalucía', 'AN', 'Sevilla', '41001'],
  ['GB', 'England', 'ENG', 'London', 'SW1A 1AA'],
  ['GB', 'Scotland', 'SCT', 'Edinburgh', 'EH1 1YZ'],
  ['GB', 'Wales', 'WLS', 'Cardiff', 'CF10 1EP'],
  ['CO', 'Bogotá D.C.', 'DC', 'Bogotá', '110111'],
  ['CO', 'Antioquia', 'ANT', 'Medellín', '050001'],
  ['CO', 'Valle del Cauca', 'VAC', 'Cali', '760001'],
];

export const countries: Country[] = countryRows.map(([iso2, iso3, name, nameEs, phone]) => ({
  iso2,
  iso3,
  name,
  nameEs,
  phone,
  zones: zoneRows.filter(([country]) => country === iso2).map(([, ...zone]) => zone),
}));
export const DEFAULT_COUNTRY = 'US';

/** Zone ids follow the order of `countries` and their zones, as they are written. */
export function zoneIdOf(countryIndex: number, zoneIndex: number): number {
  let id = 0;
  for (let c = 0; c < countryIndex; c++) id += (countries[c] as Country).zones.length;
  return id + zoneIndex + 1;
}
