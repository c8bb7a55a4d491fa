/**
 * camelCase values both sides mean the same way.
 *
 * The wire schemas beside this file describe the snake_case JSON that travels; the types here
 * are what the server hands its presenters and what the app's api/ mappers produce from that
 * JSON. Where the two sides hold the same fact field for field, the type lives here once and
 * both import it. Plain TypeScript types: nothing here is parsed or validated.
 */
import type { CatalogItemType } from './sales';

/** A member's own profile, as the account pages edit it. */
export type Profile = {
  username: string;
  firstName: string;
  lastName: string | null;
  dateOfBirth: string | null;
  gender: 'female' | 'male' | 'other' | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  countryId: number | null;
  zoneId: number | null;
  postcode: string | null;
  email: string;
  mobileCode: string | null;
  mobile: string | null;
  avatar: string | null;
};

/** A member found in someone's downline (search results, mail recipients). */
export type DownlineMember = {
  firstName: string;
  lastName: string | null;
  username: string;
  email: string;
  avatar: string | null;
};

/** A country of the reference data. */
export type Country = {
  id: number;
  name: string;
  isoCode2: string;
  isoCode3: string;
  phoneCode: string;
};

/** A zone (state, province) of a country. */
export type Zone = { id: number; countryId: number; name: string; code: string };

/** One of the company's stores. */
export type Store = { id: number; name: string; address: string | null; url: string | null };

/** A KYC document category a member can upload to. */
export type KycCategory = { id: number; name: string; description: string | null };

/** One line of a sale as the member enters it: which catalogue item, how many. */
export type SaleLineInput = { type: CatalogItemType; id: number; quantity: number };

/** An analytics bucket: its label date and the days it covers (yyyy-MM-dd, both included). */
export type BucketSpan = { date: string; startDate: string; endDate: string };

/** An order's billing or shipping address, as the member sees it. */
export type Address = {
  id: number;
  firstName: string;
  lastName: string | null;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string | null;
  email: string | null;
  phone: string | null;
  countryName: string | null;
  zoneName: string | null;
};

/** A currency (spec §3): symbolPosition L puts the symbol left, R right; value is the rate. */
export type Currency = {
  id: number;
  name: string;
  code: string;
  symbol: string;
  symbolPosition: 'L' | 'R';
  decimalPlace: number;
  value: number;
};

/** A language the portal speaks. */
export type Language = { id: number; name: string; code: string; nativeName: string };

/** The company running the portal and how to reach it. */
export type Company = {
  name: string;
  supportEmail: string | null;
  email: string;
  phone: string | null;
  logo: string | null;
  logoSmall: string | null;
};

/**
 * The company's language, currency, date format and country settings (spec §3 loaded_modules).
 * The server's currency and language rows carry more than the app's, hence the parameters.
 */
export type LocaleSettings<C extends Currency = Currency, L extends Language = Language> = {
  /** A language code, e.g. "en". */
  defaultLanguage: string;
  defaultCurrency: C;
  currencies: C[];
  languages: L[];
  dateFormat: string;
  defaultCountry: Country | null;
};

/** What a package or product on sale is; each side adds its price in its own unit. */
export type CatalogEntry = {
  type: CatalogItemType;
  id: number;
  sku: string;
  name: string;
  description: string | null;
  image: string | null;
};

/** A leg of the member's binary tree and the volume it brings to the rank criteria. */
export type RankLeg = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  /** The leg's volume: its first member's own PV plus that member's TV. */
  sales: number;
  licensedDownlines: number;
};

/**
 * A company event (spec §3 Event). `Instant` is how its times travel: a Date on the server,
 * the wire's ISO string in the app.
 */
export type EventFacts<Instant> = {
  id: number;
  title: string;
  venue: string | null;
  about: string | null;
  imagePreview: string | null;
  tag: string | null;
  startDate: Instant;
  endDate: Instant | null;
  updatedAt: Instant;
};
