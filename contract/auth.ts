import { z } from 'zod';
import { countryWire, currencyWire, planTypeWire } from './modules';
import { userWire } from './user';

// Long enough for any passphrase, short enough that hashing it cannot be used to tie up the CPU.
export const passwordField = z.string().min(1, 'The password is required.').max(1024);
export const usernameField = z.string().trim().min(1, 'The username is required.').max(100);
export const emailField = z.email('Enter a valid email address.').max(254);
export const mobileField = z
  .string()
  .trim()
  .regex(/^\d{4,15}$/, 'Enter a valid mobile number.');
export const mobileCodeField = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'Enter a valid country code.');
/** A one-time code: exactly six digits. */
export const otpField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code.');
const password = passwordField;
const username = usernameField;
const email = emailField;
const mobile = mobileField;
const mobileCode = mobileCodeField;

/** POST /api/auth/login (spec §7): the login_using value decides which identifier travels. */
export const loginBodyWire = z.discriminatedUnion(
  'login_using',
  [
    z.object({ login_using: z.literal('username'), username, password }),
    z.object({ login_using: z.literal('email'), email, password }),
    z.object({
      login_using: z.literal('mobile_code'),
      mobile,
      mobile_code: mobileCode,
      password,
    }),
  ],
  { error: 'login_using must be username, email or mobile_code.' },
);
export type LoginBodyWire = z.infer<typeof loginBodyWire>;

export const loginResponseWire = z.object({
  user_status: z.number().int(),
  user_allowed: z.boolean(),
  is_master_demo: z.boolean(),
  compensation_plan: planTypeWire,
  default_store_id: z.number().int().nullable(),
  store_token: z.string().nullable(),
  token: z.string(),
  user: userWire,
  default_currency: currencyWire,
  default_language: z.string(),
  sso_token: z.string().nullable(),
});
export type LoginResponseWire = z.infer<typeof loginResponseWire>;

export const logoutResponseWire = z.object({ sso_logout_token: z.string().nullable() });
export type LogoutResponseWire = z.infer<typeof logoutResponseWire>;

export const dummyResponseWire = z.object({ status: z.literal('ok'), server_time: z.string() });
export type DummyResponseWire = z.infer<typeof dummyResponseWire>;

/** The rules a new password must meet, so a form can say them before the server does. */
export const passwordRulesWire = z.object({
  min_length: z.number().int(),
  max_length: z.number().int(),
  /** Common, breached-list passwords are refused. */
  disallow_common: z.boolean(),
});
export type PasswordRulesWire = z.infer<typeof passwordRulesWire>;

/** GET /api/auth/login_fields (spec §3 Login fields response). */
export const loginFieldsResponseWire = z.object({
  phone_unique: z.boolean(),
  email_unique: z.boolean(),
  login_with_otp: z.boolean(),
  countries: z.array(countryWire),
});
export type LoginFieldsResponseWire = z.infer<typeof loginFieldsResponseWire>;

/** GET /api/auth/reset_password_field (spec §3 Reset fields response). */
export const resetFieldsResponseWire = z.object({
  password_policy: passwordRulesWire,
  reset_password_based_on: z.enum(['email', 'mobile']),
  countries: z.array(countryWire),
});
export type ResetFieldsResponseWire = z.infer<typeof resetFieldsResponseWire>;

/** Who a code goes to: by email, or by mobile number with its country code. */
const toEmail = { email };
const toMobile = { mobile, mobile_code: mobileCode };

/** POST /api/auth/send_otp (spec §7). */
export const sendOtpBodyWire = z.discriminatedUnion(
  'login_using',
  [
    z.object({ login_using: z.literal('email'), ...toEmail }),
    z.object({ login_using: z.literal('mobile_code'), ...toMobile }),
  ],
  { error: 'login_using must be email or mobile_code.' },
);
export type SendOtpBodyWire = z.infer<typeof sendOtpBodyWire>;

/** POST /api/auth/send_reset_otp (spec §7). */
export const sendResetOtpBodyWire = z.discriminatedUnion(
  'reset_using',
  [
    z.object({ reset_using: z.literal('email'), ...toEmail }),
    z.object({ reset_using: z.literal('mobile_code'), ...toMobile }),
  ],
  { error: 'reset_using must be email or mobile_code.' },
);
export type SendResetOtpBodyWire = z.infer<typeof sendResetOtpBodyWire>;

/** The answer to a code request. The same answer whether or not the account exists. */
export const otpSentResponseWire = z.object({
  status: z.literal('sent'),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Where it went, masked (d***@example.com, •••• 1234). */
  sent_to: z.string(),
});
export type OtpSentResponseWire = z.infer<typeof otpSentResponseWire>;

/** POST /api/auth/login_with_otp (spec §7); answers loginResponseWire. */
export const loginWithOtpBodyWire = z.discriminatedUnion(
  'login_using',
  [
    z.object({ login_using: z.literal('email'), ...toEmail, otp: otpField }),
    z.object({ login_using: z.literal('mobile_code'), ...toMobile, otp: otpField }),
  ],
  { error: 'login_using must be email or mobile_code.' },
);
export type LoginWithOtpBodyWire = z.infer<typeof loginWithOtpBodyWire>;

/** POST /api/auth/check_reset_otp (spec §7). */
export const checkResetOtpBodyWire = z.discriminatedUnion(
  'reset_using',
  [
    z.object({ reset_using: z.literal('email'), ...toEmail, otp: otpField }),
    z.object({ reset_using: z.literal('mobile_code'), ...toMobile, otp: otpField }),
  ],
  { error: 'reset_using must be email or mobile_code.' },
);
export type CheckResetOtpBodyWire = z.infer<typeof checkResetOtpBodyWire>;

export const otpValidResponseWire = z.object({ status: z.literal('valid') });
export type OtpValidResponseWire = z.infer<typeof otpValidResponseWire>;

/** POST /api/auth/reset_password (spec §7). Password rules are checked by the server. */
const newPassword = { otp: otpField, password, password_confirmation: password };
export const resetPasswordBodyWire = z.discriminatedUnion(
  'reset_using',
  [
    z.object({ reset_using: z.literal('email'), ...toEmail, ...newPassword }),
    z.object({ reset_using: z.literal('mobile_code'), ...toMobile, ...newPassword }),
  ],
  { error: 'reset_using must be email or mobile_code.' },
);
export type ResetPasswordBodyWire = z.infer<typeof resetPasswordBodyWire>;

export const passwordResetResponseWire = z.object({ status: z.literal('reset') });
export type PasswordResetResponseWire = z.infer<typeof passwordResetResponseWire>;

/** POST /api/auth/sso_login and /api/auth/sso_logout (spec §7). */
export const ssoBodyWire = z.object({
  sso_token: z.string().min(1, 'The SSO token is required.').max(512),
});
export type SsoBodyWire = z.infer<typeof ssoBodyWire>;
export const ssoLoginResponseWire = z.object({
  store_token: z.string(),
  store_url: z.string().nullable(),
});
export type SsoLoginResponseWire = z.infer<typeof ssoLoginResponseWire>;
/**
 * POST /api/auth/sso_ticket (not in the spec): a fresh one-time SSO ticket for a member who
 * opens the store long after login, when the ticket login gave has expired (5 minutes).
 */
export const ssoTicketResponseWire = z.object({ sso_token: z.string() });
export type SsoTicketResponseWire = z.infer<typeof ssoTicketResponseWire>;
export const ssoLogoutResponseWire = z.object({ status: z.literal('ok') });
export type SsoLogoutResponseWire = z.infer<typeof ssoLogoutResponseWire>;
