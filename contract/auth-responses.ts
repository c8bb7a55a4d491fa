// The answers of the auth calls, in zod/mini: the sign-in screen parses them and its bundle
// must stay within budget (docs/decisions/026-sign-in-bundle.md). The request bodies, which
// only the server validates, stay in ./auth.ts with zod's full API and its messages.
import * as z from 'zod/mini';
import { countryWire, currencyWire, planTypeWire } from './modules';
import { userWire } from './user';

export const loginResponseWire = z.object({
  user_status: z.int(),
  user_allowed: z.boolean(),
  is_master_demo: z.boolean(),
  compensation_plan: planTypeWire,
  default_store_id: z.nullable(z.int()),
  store_token: z.nullable(z.string()),
  token: z.string(),
  user: userWire,
  default_currency: currencyWire,
  default_language: z.string(),
  sso_token: z.nullable(z.string()),
});
export type LoginResponseWire = z.infer<typeof loginResponseWire>;

export const logoutResponseWire = z.object({ sso_logout_token: z.nullable(z.string()) });

export const dummyResponseWire = z.object({ status: z.literal('ok'), server_time: z.string() });

/** The rules a new password must meet, so a form can say them before the server does. */
export const passwordRulesWire = z.object({
  min_length: z.int(),
  max_length: z.int(),
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

/** GET /api/auth/reset_password_field (spec §3 Reset fields response). */
export const resetFieldsResponseWire = z.object({
  password_policy: passwordRulesWire,
  reset_password_based_on: z.enum(['email', 'mobile']),
  countries: z.array(countryWire),
});

/** The answer to a code request. The same answer whether or not the account exists. */
export const otpSentResponseWire = z.object({
  status: z.literal('sent'),
  /** Seconds the code stays valid. */
  expires_in: z.int(),
  /** Where it went, masked (d***@example.com, •••• 1234). */
  sent_to: z.string(),
});
export type OtpSentResponseWire = z.infer<typeof otpSentResponseWire>;

export const otpValidResponseWire = z.object({ status: z.literal('valid') });

export const passwordResetResponseWire = z.object({ status: z.literal('reset') });

export const ssoLoginResponseWire = z.object({
  store_token: z.string(),
  store_url: z.nullable(z.string()),
});
/**
 * POST /api/auth/sso_ticket (not in the spec): a fresh one-time SSO ticket for a member who
 * opens the store long after login, when the ticket login gave has expired (5 minutes).
 */
export const ssoTicketResponseWire = z.object({ sso_token: z.string() });
export const ssoLogoutResponseWire = z.object({ status: z.literal('ok') });
