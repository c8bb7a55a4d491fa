import type { BankWire, ProfileWire } from '../../contract/account';
import type { Profile } from './profile-service';
import type { MaskedBank } from './bank-service';

export const toProfileWire = (p: Profile): ProfileWire => ({
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
  date_of_birth: p.dateOfBirth,
  gender: p.gender,
  address_1: p.address1,
  address_2: p.address2,
  city: p.city,
  country_id: p.countryId,
  zone_id: p.zoneId,
  postcode: p.postcode,
  email: p.email,
  mobile_code: p.mobileCode,
  mobile: p.mobile,
  avatar: p.avatar,
});

export const toBankWire = (b: MaskedBank): BankWire => ({
  account_holder: b.accountHolder,
  bank_name: b.bankName,
  branch: b.branch,
  account_number_masked: b.accountNumberMasked,
  is_iban: b.isIban,
  swift_bic: b.swiftBic,
  updated_at: b.updatedAt.toISOString(),
});
