import { plusCode } from '@/lib/dial-code';
import type { Country, Profile } from '@contract/model';

/**
 * The dialling code a new phone number starts with: the member's own (their current number's,
 * else their country's), and only without either the first the company lists. A member in the
 * United States should not find +57 chosen for them (issue 31 point 11).
 */
export function defaultMobileCode(
  profile: Pick<Profile, 'mobileCode' | 'countryId'> | undefined,
  countries: readonly Pick<Country, 'id' | 'phoneCode'>[],
): string {
  if (profile?.mobileCode) return plusCode(profile.mobileCode);
  const own = countries.find((c) => c.id === profile?.countryId);
  const code = own?.phoneCode ?? countries[0]?.phoneCode;
  return code ? plusCode(code) : '';
}
