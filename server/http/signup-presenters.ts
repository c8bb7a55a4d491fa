import type { CountryWire } from '../../contract/modules';
import type { SignupResponseWire, ZoneWire } from '../../contract/signup';
import type { Country } from '../domain/types';
import type { Zone } from '../domain/reference';
import type { SignupStep } from '../services/auth/signup-completion-service';

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

export const toSignupResponseWire = (s: SignupStep): SignupResponseWire => ({
  status: s.status,
  key: s.key,
  username: s.username,
  sent_to: s.sentTo,
  checkout_url: s.checkoutUrl,
});
