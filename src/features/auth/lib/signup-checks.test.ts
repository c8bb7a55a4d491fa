import { describe, expect, it } from 'vitest';
import type { SignupData } from '@/api/signup';
import { shownSignupFields, signupErrors, type SignupFields } from './signup-checks';

const m = {
  required: 'required',
  email: 'email',
  emailTaken: 'taken',
  passwordMismatch: 'mismatch',
  policyNotMet: 'policy',
  acceptTerms: 'terms',
};
const data = {
  otpVerification: true,
  otpBasedOn: 'email',
  passwordPolicy: true,
  passwordRules: { minLength: 8, maxLength: 64, disallowCommon: true },
  termsUrl: null,
  privacyUrl: null,
} as SignupData;
const ok: SignupFields = {
  referral: 'demo',
  placement: '',
  position: 'L',
  firstName: 'Ana',
  lastName: '',
  email: 'ana@x.test',
  mobileCode: '+1',
  mobile: '',
  username: '',
  password: 'long enough',
  passwordConfirmation: 'long enough',
  zone: 3,
  city: 'c',
  address: 'a',
  postcode: 'p',
  countryId: 1,
  acceptedTerms: false,
};
const failing = (e: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v));

describe('signupErrors', () => {
  it('passes a complete form', () => {
    expect(failing(signupErrors(ok, data, m, false))).toEqual({});
  });

  it('requires the channel the code goes to', () => {
    expect(failing(signupErrors({ ...ok, email: '' }, data, m, false))).toEqual({
      email: 'required',
    });
    const byMobile = { ...data, otpBasedOn: 'mobile' } as SignupData;
    expect(failing(signupErrors({ ...ok, email: '' }, byMobile, m, false))).toEqual({
      mobile: 'required',
    });
  });

  it('refuses a taken email, a short password, a mismatch and unaccepted terms', () => {
    const withTerms = { ...data, termsUrl: 'https://x.test/terms' } as SignupData;
    expect(
      failing(
        signupErrors(
          { ...ok, password: 'short', passwordConfirmation: 'other' },
          withTerms,
          m,
          true,
        ),
      ),
    ).toEqual({
      email: 'taken',
      password: 'policy',
      password_confirmation: 'mismatch',
      terms: 'terms',
    });
  });

  it('requires a region', () => {
    expect(signupErrors({ ...ok, zone: null }, data, m, false).zone).toBe('required');
  });
});

describe('shownSignupFields', () => {
  it('shows placement in binary and matrix mode and position only in binary mode', () => {
    expect(shownSignupFields('binary')).toEqual(expect.arrayContaining(['placement', 'position']));
    expect(shownSignupFields('matrix')).toContain('placement');
    expect(shownSignupFields('matrix')).not.toContain('position');
    expect(shownSignupFields('unilevel')).not.toContain('placement');
  });
});
