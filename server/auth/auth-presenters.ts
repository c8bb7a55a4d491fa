import type { LoginResponseWire } from '../../contract/auth';
import type { LoginAnswer } from './login-answer-service';
import type { ContactInput } from './contact-service';
import { toCurrencyWire, toUserWire } from '../company';

/** The answer of /api/auth/login and /api/auth/login_with_otp (spec §3 login response). */
export const toLoginResponseWire = (a: LoginAnswer, origin: string): LoginResponseWire => ({
  user_status: a.member.status,
  user_allowed: a.userAllowed,
  is_master_demo: a.isMasterDemo,
  compensation_plan: a.plan,
  default_store_id: a.defaultStoreId,
  store_token: null,
  token: a.token ?? '',
  user: toUserWire(a.member, origin),
  default_currency: toCurrencyWire(a.currency),
  default_language: a.member.language,
  sso_token: a.ssoToken,
});

/** The "email, or mobile plus mobile_code" of the code calls' bodies (spec §7 send_otp and friends). */
export const fromContactWire = (
  b: { email: string } | { mobile: string; mobile_code: string },
): ContactInput =>
  'email' in b ? { email: b.email } : { mobile: b.mobile, mobileCode: b.mobile_code };
