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
