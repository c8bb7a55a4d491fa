import type { SignupData, SignupForm } from '@/api/signup';
import { meetsPasswordRules } from '@/components/form/password-policy';

/** The signup screen's state: the form the body is built from, plus what stays in the browser. */
export type SignupFields = SignupForm & {
  countryId: number | null;
  passwordConfirmation: string;
  acceptedTerms: boolean;
};

export type SignupMessages = {
  required: string;
  email: string;
  emailTaken: string;
  passwordMismatch: string;
  policyNotMet: string;
  acceptTerms: string;
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checks the browser can make before sending (the server checks everything again):
 * required fields, an email that looks like one and is still free, the password policy, the
 * confirmation, and the terms when the company has them. The code goes to the email or the
 * mobile (otp_based_on), so that one is required when codes are on.
 */
export function signupErrors(
  f: SignupFields,
  data: SignupData,
  m: SignupMessages,
  emailTaken: boolean,
): Record<string, string | undefined> {
  const need = (v: string) => (v.trim() === '' ? m.required : undefined);
  const needsEmail = data.otpVerification && data.otpBasedOn === 'email';
  const needsMobile = data.otpVerification && data.otpBasedOn === 'mobile';
  return {
    referral: need(f.referral),
    first_name: need(f.firstName),
    email:
      f.email.trim() === ''
        ? needsEmail
          ? m.required
          : undefined
        : !emailPattern.test(f.email.trim())
          ? m.email
          : emailTaken
            ? m.emailTaken
            : undefined,
    mobile: needsMobile ? need(f.mobile) : undefined,
    zone: f.zone === null ? m.required : undefined,
    city: need(f.city),
    address: need(f.address),
    postcode: need(f.postcode),
    password:
      f.password === ''
        ? m.required
        : data.passwordPolicy && !meetsPasswordRules(f.password, data.passwordRules)
          ? m.policyNotMet
          : undefined,
    password_confirmation: f.passwordConfirmation !== f.password ? m.passwordMismatch : undefined,
    terms: (data.termsUrl || data.privacyUrl) && !f.acceptedTerms ? m.acceptTerms : undefined,
  };
}

/** Which fields the screen shows, so any other server message goes above the form. */
export function shownSignupFields(planType: SignupData['compensationPlan']): string[] {
  const fields = [
    'referral',
    'referral_key',
    'first_name',
    'last_name',
    'email',
    'mobile',
    'mobile_code',
    'username',
    'zone',
    'city',
    'address',
    'postcode',
    'password',
    'password_confirmation',
  ];
  if (planType !== 'unilevel') fields.push('placement');
  if (planType === 'binary') fields.push('position');
  return fields;
}
