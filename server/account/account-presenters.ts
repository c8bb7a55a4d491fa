import type { z } from 'zod';
import type {
  BankBodyWire,
  BankWire,
  PasswordChangeBodyWire,
  PayoutMethodBodyWire,
  PreferencesBodyWire,
  ProfileWire,
  profileBodyWire,
  WalletPasswordBodyWire,
} from '../../contract/account';
import type { Profile, ProfileInput } from './profile-service';
import type { PreferencesInput } from './preferences-service';
import type { PasswordChangeInput, WalletPasswordInput } from './security-service';
import type { BankInput, MaskedBank, PayoutMethodInput } from './bank-service';

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

export const fromBankBodyWire = (b: BankBodyWire): BankInput => ({
  accountHolder: b.account_holder,
  bankName: b.bank_name,
  branch: b.branch,
  accountNumber: b.account_number,
  swiftBic: b.swift_bic,
  password: b.password,
});

export const fromPayoutMethodBodyWire = (b: PayoutMethodBodyWire): PayoutMethodInput => ({
  method: b.method,
  paypalEmail: b.paypal_email,
  password: b.password,
});

/** The profile form as zod parsed it: the empty optional fields are null already. */
export const fromProfileBodyWire = (b: z.output<typeof profileBodyWire>): ProfileInput => ({
  firstName: b.first_name,
  lastName: b.last_name ?? null,
  dateOfBirth: b.date_of_birth ?? null,
  gender: b.gender ?? null,
  address1: b.address_1,
  address2: b.address_2 ?? null,
  city: b.city,
  countryId: b.country_id,
  zoneId: b.zone_id,
  postcode: b.postcode,
});

export const fromPreferencesBodyWire = (b: PreferencesBodyWire): PreferencesInput => ({
  language: b.language,
  currency: b.currency,
  dateFormat: b.date_format,
});

export const fromPasswordChangeBodyWire = (b: PasswordChangeBodyWire): PasswordChangeInput => ({
  currentPassword: b.current_password,
  password: b.password,
  passwordConfirmation: b.password_confirmation,
});

export const fromWalletPasswordBodyWire = (b: WalletPasswordBodyWire): WalletPasswordInput => ({
  currentPassword: b.current_password,
  otp: b.otp,
  walletPassword: b.wallet_password,
  walletPasswordConfirmation: b.wallet_password_confirmation,
});
