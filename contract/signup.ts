import { z } from 'zod';
import {
  emailField,
  mobileCodeField,
  mobileField,
  otpField,
  passwordField,
  passwordRulesWire,
  usernameField,
} from './auth';
import { binaryLegWire, int4IdTextWire, moneyWire, personNameFields } from './common';
import { binaryLegs } from './constants';
import { countryWire, planTypeWire } from './modules';

export const zoneWire = z.object({
  id: z.number().int(),
  country_id: z.number().int(),
  name: z.string(),
  code: z.string(),
});
export type ZoneWire = z.infer<typeof zoneWire>;

/** The joining fee a new member pays through the payment provider (null: free to join). */
const joiningFeeWire = z
  .object({ amount: moneyWire, currency: z.string(), package_id: z.number().int().nullable() })
  .nullable();

/** GET /api/users/signup_data?referral= (spec §3 Signup data). */
export const signupDataWire = z.object({
  /** Username of the sponsor used when no referral is given. */
  default_sponsor: z.string().nullable(),
  /** Whether the company enforces its password policy (the rules travel with it). */
  password_policy: z.boolean(),
  password_rules: passwordRulesWire,
  otp_verification: z.boolean(),
  otp_based_on: z.enum(['email', 'mobile']),
  default_leg: binaryLegWire,
  referral_id: z.number().int().nullable(),
  phone_unique: z.boolean(),
  email_unique: z.boolean(),
  privacy_url: z.string().nullable(),
  terms_url: z.string().nullable(),
  countries: z.array(countryWire),
  zones: z.array(zoneWire),
  show_signup: z.boolean(),
  joining_fee: joiningFeeWire,
  /** The account-tree mode: decides which placement fields the form sends (spec §4). */
  compensation_plan: planTypeWire,
});
export type SignupDataWire = z.infer<typeof signupDataWire>;

/** GET /api/users/signup_validate_referral?referral= (spec §3 Referral validation result). */
export const referralValidationWire = z.object({
  default_leg: binaryLegWire,
  referral_id: z.number().int(),
  ...personNameFields,
});
export type ReferralValidationWire = z.infer<typeof referralValidationWire>;

/** GET /api/users/signup_validate_email?email= : status true when the address is free. */
export const emailValidationWire = z.object({ status: z.boolean() });

const requiredText = (label: string, max = 200) =>
  z.string().trim().min(1, `${label} is required.`).max(max);

/**
 * POST /api/users/signup (spec §5 body rules): placement only in binary or matrix mode,
 * position only in binary mode, referral_key always 'username'; last name, email, phone code,
 * phone and username only when filled; the rest always.
 */
export const signupBodyWire = z.object({
  placement: usernameField.optional(),
  position: z.enum(binaryLegs, { error: 'Choose the left or the right leg.' }).optional(),
  referral_key: z.literal('username', { error: 'referral_key must be username.' }),
  referral: usernameField,
  zone: int4IdTextWire('Choose a region.'),
  city: requiredText('The city'),
  address: requiredText('The address', 300),
  postcode: requiredText('The postcode', 20),
  first_name: requiredText('The first name', 100),
  last_name: z.string().trim().max(100).optional(),
  email: emailField.optional(),
  mobile_code: mobileCodeField.optional(),
  mobile: mobileField.optional(),
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9._-]{3,30}$/, 'Use 3 to 30 letters, digits, dots, dashes or underscores.')
    .optional(),
  password: passwordField,
  /** A CRM lead's invitation token (issue 14): the new member enrols that lead. */
  lead: z.string().trim().max(100).optional(),
});
export type SignupBodyWire = z.infer<typeof signupBodyWire>;

/** The answer to a signup: a verification key when a code must be confirmed, else active. */
export const signupResponseWire = z.object({
  status: z.enum(['verify_otp', 'payment_required', 'active']),
  /** Opaque key for resend_signup_verification and verify_signup. */
  key: z.string().nullable(),
  username: z.string(),
  /** Where the code went, masked. */
  sent_to: z.string().nullable(),
  /** The payment provider's checkout page when a joining fee is due. */
  checkout_url: z.string().nullable(),
});
export type SignupResponseWire = z.infer<typeof signupResponseWire>;

/** POST /api/users/resend_signup_verification. */
export const resendSignupBodyWire = z.object({ key: z.string().min(1).max(200) });

/** POST /api/users/verify_signup: otp2 is the second code when both email and phone are verified. */
export const verifySignupBodyWire = z.object({
  key: z.string().min(1).max(200),
  otp: otpField,
  otp2: otpField.optional(),
});
