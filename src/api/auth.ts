import { stampRead, tick } from '@/session/copy-clock';
import { get, post } from './http';
import type { Country } from '@contract/model';
import { toCountry, toCurrency, type Currency } from './modules';
import { toUser, type User } from './user';
import {
  dummyResponseWire,
  loginFieldsResponseWire,
  loginResponseWire,
  logoutResponseWire,
  otpSentResponseWire,
  otpValidResponseWire,
  passwordResetResponseWire,
  resetFieldsResponseWire,
  type LoginResponseWire,
  type OtpSentResponseWire,
  type PasswordRulesWire,
} from '@contract/auth-responses';
import type { LoginBodyWire } from '@contract/auth';
import type { PlanType } from '@contract/modules';
import { userDataResponseWire } from '@contract/user';

/** The login answer (spec §3 Login response), camelCase. */
export type LoginResult = {
  userStatus: number;
  userAllowed: boolean;
  isMasterDemo: boolean;
  compensationPlan: PlanType;
  defaultStoreId: number | null;
  storeToken: string | null;
  token: string;
  user: User;
  defaultCurrency: Currency;
  defaultLanguage: string;
  ssoToken: string | null;
};

export type LoginCredentials =
  | { loginUsing: 'username'; username: string; password: string }
  | { loginUsing: 'email'; email: string; password: string }
  | { loginUsing: 'mobile_code'; mobileCode: string; mobile: string; password: string };

const toLoginBody = (c: LoginCredentials): LoginBodyWire => {
  switch (c.loginUsing) {
    case 'username':
      return { login_using: 'username', username: c.username, password: c.password };
    case 'email':
      return { login_using: 'email', email: c.email, password: c.password };
    case 'mobile_code':
      return {
        login_using: 'mobile_code',
        mobile_code: c.mobileCode,
        mobile: c.mobile,
        password: c.password,
      };
  }
};

const toLoginResult = (w: LoginResponseWire): LoginResult => ({
  userStatus: w.user_status,
  userAllowed: w.user_allowed,
  isMasterDemo: w.is_master_demo,
  compensationPlan: w.compensation_plan,
  defaultStoreId: w.default_store_id,
  storeToken: w.store_token,
  token: w.token,
  user: toUser(w.user),
  defaultCurrency: toCurrency(w.default_currency),
  defaultLanguage: w.default_language,
  ssoToken: w.sso_token,
});

// Calls a visitor makes: no stored token travels (a stale one must not turn them into a
// 401 and a forced logout), and a 401 is an answer about these details, not a lost session.
const asVisitor = { auth: false, skipUnauthorizedHandler: true } as const;

export async function login(credentials: LoginCredentials): Promise<LoginResult> {
  const w = await post('/api/auth/login', toLoginBody(credentials), {
    schema: loginResponseWire,
    ...asVisitor,
  });
  return toLoginResult(w);
}

export async function logout(): Promise<{ ssoLogoutToken: string | null }> {
  const w = await post(
    '/api/auth/logout',
    {},
    { schema: logoutResponseWire, skipUnauthorizedHandler: true },
  );
  return { ssoLogoutToken: w.sso_logout_token };
}

/**
 * The cheapest GET there is (GET /api/auth/dummy): asked only so that the company settings
 * (loaded_modules) ride along on it. Returns the server's clock.
 */
export async function getServerTime(): Promise<string> {
  const w = await get('/api/auth/dummy', { schema: dummyResponseWire });
  return w.server_time;
}

export async function getUserData(): Promise<User> {
  // Dated by its sending: a write answered meanwhile may be newer (copy-clock).
  const sentAt = tick();
  const w = await get('/api/user_data', { schema: userDataResponseWire });
  return stampRead(toUser(w.user), sentAt);
}

/** The rules a new password must meet (shown before the server checks them). */
export type PasswordRules = { minLength: number; maxLength: number; disallowCommon: boolean };

export const toPasswordRules = (w: PasswordRulesWire): PasswordRules => ({
  minLength: w.min_length,
  maxLength: w.max_length,
  disallowCommon: w.disallow_common,
});

/** Spec §3 Login fields response. */
export type LoginFields = {
  phoneUnique: boolean;
  emailUnique: boolean;
  loginWithOtp: boolean;
  countries: Country[];
};

export async function getLoginFields(): Promise<LoginFields> {
  const w = await get('/api/auth/login_fields', { schema: loginFieldsResponseWire, ...asVisitor });
  return {
    phoneUnique: w.phone_unique,
    emailUnique: w.email_unique,
    loginWithOtp: w.login_with_otp,
    countries: w.countries.map(toCountry),
  };
}

/** Spec §3 Reset fields response. */
export type ResetFields = {
  passwordPolicy: PasswordRules;
  resetPasswordBasedOn: 'email' | 'mobile';
  countries: Country[];
};

export async function getResetFields(): Promise<ResetFields> {
  const w = await get('/api/auth/reset_password_field', {
    schema: resetFieldsResponseWire,
    ...asVisitor,
  });
  return {
    passwordPolicy: toPasswordRules(w.password_policy),
    resetPasswordBasedOn: w.reset_password_based_on,
    countries: w.countries.map(toCountry),
  };
}

/** Where a one-time code goes: an email address, or a mobile number with its country code. */
export type CodeRecipient =
  { using: 'email'; email: string } | { using: 'mobile_code'; mobileCode: string; mobile: string };

const recipientFields = (r: CodeRecipient) =>
  r.using === 'email' ? { email: r.email } : { mobile_code: r.mobileCode, mobile: r.mobile };

export type OtpSent = { expiresIn: number; sentTo: string };

const toOtpSent = (w: OtpSentResponseWire): OtpSent => ({
  expiresIn: w.expires_in,
  sentTo: w.sent_to,
});

export async function sendLoginOtp(to: CodeRecipient): Promise<OtpSent> {
  const body =
    to.using === 'email'
      ? { login_using: 'email' as const, email: to.email }
      : { login_using: 'mobile_code' as const, mobile_code: to.mobileCode, mobile: to.mobile };
  return toOtpSent(
    await post('/api/auth/send_otp', body, { schema: otpSentResponseWire, ...asVisitor }),
  );
}

export async function loginWithOtp(to: CodeRecipient, otp: string): Promise<LoginResult> {
  const body = { login_using: to.using, ...recipientFields(to), otp };
  const w = await post('/api/auth/login_with_otp', body, {
    schema: loginResponseWire,
    ...asVisitor,
  });
  return toLoginResult(w);
}

export async function sendResetOtp(to: CodeRecipient): Promise<OtpSent> {
  const body = { reset_using: to.using, ...recipientFields(to) };
  return toOtpSent(
    await post('/api/auth/send_reset_otp', body, { schema: otpSentResponseWire, ...asVisitor }),
  );
}

export async function checkResetOtp(to: CodeRecipient, otp: string): Promise<void> {
  const body = { reset_using: to.using, ...recipientFields(to), otp };
  await post('/api/auth/check_reset_otp', body, { schema: otpValidResponseWire, ...asVisitor });
}

export type PasswordReset = {
  to: CodeRecipient;
  otp: string;
  password: string;
  passwordConfirmation: string;
};

export async function resetPassword(r: PasswordReset): Promise<void> {
  const body = {
    reset_using: r.to.using,
    ...recipientFields(r.to),
    otp: r.otp,
    password: r.password,
    password_confirmation: r.passwordConfirmation,
  };
  await post('/api/auth/reset_password', body, { schema: passwordResetResponseWire, ...asVisitor });
}
