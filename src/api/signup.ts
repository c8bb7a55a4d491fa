import { toPasswordRules, type OtpSent, type PasswordRules } from './auth';
import { get, post } from './http';
import { toCountry } from './modules';
import { otpSentResponseWire } from '@contract/auth-responses';
import type { PlanType } from '@contract/modules';
import {
  emailValidationWire,
  referralValidationWire,
  signupDataWire,
  signupResponseWire,
  type SignupDataWire,
  type ReferralValidationWire,
  type SignupResponseWire,
  type ZoneWire,
} from '@contract/signup';
import type { Country, Zone } from '@contract/model';

/**
 * Signup calls are "authenticated-optional" (spec §6): a member adding someone sends their
 * token, a visitor sends none, so a stale token left in storage cannot sign a visitor out.
 */
export type Caller = 'visitor' | 'member';
const as = (caller: Caller) =>
  caller === 'visitor' ? ({ auth: false, skipUnauthorizedHandler: true } as const) : {};

export const toZone = (w: ZoneWire): Zone => ({
  id: w.id,
  countryId: w.country_id,
  name: w.name,
  code: w.code,
});

type JoiningFee = { amount: string; currency: string; packageId: number | null };

/** Spec §3 Signup data. */
export type SignupData = {
  defaultSponsor: string | null;
  passwordPolicy: boolean;
  passwordRules: PasswordRules;
  otpVerification: boolean;
  otpBasedOn: 'email' | 'mobile';
  defaultLeg: 'L' | 'R';
  referralId: number | null;
  phoneUnique: boolean;
  emailUnique: boolean;
  privacyUrl: string | null;
  termsUrl: string | null;
  countries: Country[];
  zones: Zone[];
  showSignup: boolean;
  joiningFee: JoiningFee | null;
  compensationPlan: PlanType;
};

const toSignupData = (w: SignupDataWire): SignupData => ({
  defaultSponsor: w.default_sponsor,
  passwordPolicy: w.password_policy,
  passwordRules: toPasswordRules(w.password_rules),
  otpVerification: w.otp_verification,
  otpBasedOn: w.otp_based_on,
  defaultLeg: w.default_leg,
  referralId: w.referral_id,
  phoneUnique: w.phone_unique,
  emailUnique: w.email_unique,
  privacyUrl: w.privacy_url,
  termsUrl: w.terms_url,
  countries: w.countries.map(toCountry),
  zones: w.zones.map(toZone),
  showSignup: w.show_signup,
  joiningFee: w.joining_fee
    ? {
        amount: w.joining_fee.amount,
        currency: w.joining_fee.currency,
        packageId: w.joining_fee.package_id,
      }
    : null,
  compensationPlan: w.compensation_plan,
});

export async function getSignupData(referral: string | null, caller: Caller): Promise<SignupData> {
  const w = await get('/api/users/signup_data', {
    query: { referral },
    schema: signupDataWire,
    ...as(caller),
  });
  return toSignupData(w);
}

/** Spec §3 Referral validation result. */
export type ReferralCheck = {
  defaultLeg: 'L' | 'R';
  referralId: number;
  firstName: string;
  lastName: string | null;
};

const toReferralCheck = (w: ReferralValidationWire): ReferralCheck => ({
  defaultLeg: w.default_leg,
  referralId: w.referral_id,
  firstName: w.first_name,
  lastName: w.last_name,
});

export async function validateReferral(referral: string, caller: Caller): Promise<ReferralCheck> {
  const w = await get('/api/users/signup_validate_referral', {
    query: { referral },
    schema: referralValidationWire,
    ...as(caller),
  });
  return toReferralCheck(w);
}

/** Spec §5: the validate call's status says whether the address is still free. */
export async function isEmailFree(email: string, caller: Caller): Promise<boolean> {
  const w = await get('/api/users/signup_validate_email', {
    query: { email },
    schema: emailValidationWire,
    ...as(caller),
  });
  return w.status;
}

/** The signup form as the screens hold it: every text as typed, the leg and region chosen. */
export type SignupForm = {
  referral: string;
  placement: string;
  position: 'L' | 'R';
  firstName: string;
  lastName: string;
  email: string;
  mobileCode: string;
  mobile: string;
  username: string;
  password: string;
  zone: number | null;
  city: string;
  address: string;
  postcode: string;
};

/** POST /api/users/signup as it travels; zone is null when none was chosen (the server says so). */
export type SignupBody = {
  placement?: string;
  position?: 'L' | 'R';
  referral_key: 'username';
  referral: string;
  zone: number | null;
  city: string;
  address: string;
  postcode: string;
  first_name: string;
  last_name?: string;
  email?: string;
  mobile_code?: string;
  mobile?: string;
  username?: string;
  password: string;
  /** A CRM lead's invitation token from the link (?lead=): the lead is enrolled on signup. */
  lead?: string;
};

const filled = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * Spec §5 signup body rules, exactly: placement only in binary or matrix mode (the sponsor
 * when left blank: a new member is placed somewhere under them); position only in binary
 * mode; referral_key always 'username'; last name, email, phone code, phone and username only
 * when filled; password, zone, city, address, postcode, first name and referral always.
 * The password travels as typed: spaces are part of it.
 */
export function toSignupBody(form: SignupForm, planType: PlanType): SignupBody {
  const referral = form.referral.trim();
  const body: SignupBody = {
    referral_key: 'username',
    referral,
    zone: form.zone,
    city: form.city.trim(),
    address: form.address.trim(),
    postcode: form.postcode.trim(),
    first_name: form.firstName.trim(),
    password: form.password,
  };
  if (planType === 'binary' || planType === 'matrix') {
    body.placement = filled(form.placement) ?? referral;
  }
  if (planType === 'binary') body.position = form.position;
  const optional = {
    last_name: filled(form.lastName),
    email: filled(form.email),
    mobile_code: filled(form.mobileCode),
    mobile: filled(form.mobile),
    username: filled(form.username),
  };
  for (const [key, value] of Object.entries(optional) as [keyof typeof optional, string?][]) {
    if (value !== undefined) body[key] = value;
  }
  return body;
}

/** What happens after the form is accepted. */
export type SignupOutcome = {
  status: 'verify_otp' | 'payment_required' | 'active';
  key: string | null;
  username: string;
  sentTo: string | null;
  checkoutUrl: string | null;
};

const toSignupOutcome = (w: SignupResponseWire): SignupOutcome => ({
  status: w.status,
  key: w.key,
  username: w.username,
  sentTo: w.sent_to,
  checkoutUrl: w.checkout_url,
});

/** The idempotency key makes a form sent twice after a lost answer start one signup. */
export async function signup(
  body: SignupBody,
  caller: Caller,
  idempotencyKey: string,
): Promise<SignupOutcome> {
  const w = await post('/api/users/signup', body, {
    schema: signupResponseWire,
    idempotencyKey,
    ...as(caller),
  });
  return toSignupOutcome(w);
}

export async function resendSignupVerification(key: string, caller: Caller): Promise<OtpSent> {
  const w = await post(
    '/api/users/resend_signup_verification',
    { key },
    { schema: otpSentResponseWire, ...as(caller) },
  );
  return { expiresIn: w.expires_in, sentTo: w.sent_to };
}

/** otp2 travels only when given (the second channel's code when the company checks both). */
export async function verifySignup(
  input: { key: string; otp: string; otp2?: string },
  caller: Caller,
  idempotencyKey: string,
): Promise<SignupOutcome> {
  const body = { key: input.key, otp: input.otp, ...(input.otp2 ? { otp2: input.otp2 } : {}) };
  const w = await post('/api/users/verify_signup', body, {
    schema: signupResponseWire,
    idempotencyKey,
    ...as(caller),
  });
  return toSignupOutcome(w);
}

/**
 * The payment provider sends the payer back to /signup/stripe/success/:sessionId; this asks
 * the server whether that session was paid, which activates the account.
 */
export async function confirmSignupPayment(sessionId: string): Promise<SignupOutcome> {
  const w = await get(`/api/users/signup_payment/${encodeURIComponent(sessionId)}`, {
    schema: signupResponseWire,
    auth: false,
    skipUnauthorizedHandler: true,
  });
  return toSignupOutcome(w);
}
