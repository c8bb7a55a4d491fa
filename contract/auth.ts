import { z } from 'zod';

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

/** Who a login names, without the password: the account an unlock code is for. */
const identity = [
  z.object({ login_using: z.literal('username'), username }),
  z.object({ login_using: z.literal('email'), email }),
  z.object({ login_using: z.literal('mobile_code'), mobile, mobile_code: mobileCode }),
] as const;
const identityError = { error: 'login_using must be username, email or mobile_code.' };

/**
 * POST /api/auth/send_unlock_code: a code to the e-mail of the account a login names, which
 * unlocks it after too many wrong passwords. The same answer whether or not it exists.
 */
export const sendUnlockCodeBodyWire = z.discriminatedUnion('login_using', identity, identityError);
export type SendUnlockCodeBodyWire = z.infer<typeof sendUnlockCodeBodyWire>;

/** POST /api/auth/unlock_account: that code, which clears the account's failure counts. */
export const unlockAccountBodyWire = z.discriminatedUnion(
  'login_using',
  [
    identity[0].extend({ otp: otpField }),
    identity[1].extend({ otp: otpField }),
    identity[2].extend({ otp: otpField }),
  ],
  identityError,
);

/** Who a code goes to: by email, or by mobile number with its country code. */
const toEmail = { email };
const toMobile = { mobile, mobile_code: mobileCode };

/** `{ [key]: z.literal(value) }`, typed with the key it has. */
const tag = <K extends string, V extends string>(key: K, value: V) =>
  ({ [key]: z.literal(value) }) as { [P in K]: z.ZodLiteral<V> };

/**
 * The bodies of the code calls: `key` (login_using or reset_using) says whether the member
 * is found by email or by mobile number; the other fields are the same either way.
 */
const emailOrMobileBody = <K extends 'login_using' | 'reset_using', Rest extends z.ZodRawShape>(
  key: K,
  rest: Rest,
) =>
  z.discriminatedUnion(
    key,
    [
      z.object({ ...tag(key, 'email'), ...toEmail, ...rest }),
      z.object({ ...tag(key, 'mobile_code'), ...toMobile, ...rest }),
    ],
    { error: `${key} must be email or mobile_code.` },
  );

/** POST /api/auth/send_otp (spec §7). */
export const sendOtpBodyWire = emailOrMobileBody('login_using', {});

/** POST /api/auth/send_reset_otp (spec §7). */
export const sendResetOtpBodyWire = emailOrMobileBody('reset_using', {});

/** POST /api/auth/login_with_otp (spec §7); answers loginResponseWire. */
export const loginWithOtpBodyWire = emailOrMobileBody('login_using', { otp: otpField });

/** POST /api/auth/check_reset_otp (spec §7). */
export const checkResetOtpBodyWire = emailOrMobileBody('reset_using', { otp: otpField });

/** POST /api/auth/reset_password (spec §7). Password rules are checked by the server. */
export const resetPasswordBodyWire = emailOrMobileBody('reset_using', {
  otp: otpField,
  password,
  password_confirmation: password,
});

/** POST /api/auth/sso_login and /api/auth/sso_logout (spec §7). */
export const ssoBodyWire = z.object({
  sso_token: z.string().min(1, 'The SSO token is required.').max(512),
});

// The answers live with zod/mini in ./auth-responses; the server imports them from here too.
export * from './auth-responses';
