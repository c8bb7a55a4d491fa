import { get, post } from './http';
import { toCurrency, type Currency } from './modules';
import { toUser, type User } from './user';
import { loginResponseWire, logoutResponseWire, type LoginBodyWire } from './wire/auth';
import type { PlanType } from './wire/modules';
import { authCheckResponseWire, userDataResponseWire } from './wire/user';

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

export async function login(credentials: LoginCredentials): Promise<LoginResult> {
  // A 401 here is an answer about these credentials, not a lost session.
  const w = await post('/api/auth/login', toLoginBody(credentials), {
    schema: loginResponseWire,
    auth: false,
    skipUnauthorizedHandler: true,
  });
  return {
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
  };
}

export async function logout(): Promise<{ ssoLogoutToken: string | null }> {
  const w = await post(
    '/api/auth/logout',
    {},
    { schema: logoutResponseWire, skipUnauthorizedHandler: true },
  );
  return { ssoLogoutToken: w.sso_logout_token };
}

export async function getUserData(): Promise<User> {
  const w = await get('/api/user_data', { schema: userDataResponseWire });
  return toUser(w.user);
}

export type AuthCheck = { userId: number; status: number; roleId: number };

/** Spec §6: an unauthorised answer means "not signed in" (null); other errors are rethrown. */
export async function checkAuth(): Promise<AuthCheck | null> {
  try {
    const w = await get('/api/auth_check', {
      schema: authCheckResponseWire,
      skipUnauthorizedHandler: true,
    });
    return { userId: w.user_id, status: w.status, roleId: w.role_id };
  } catch (error) {
    if (error instanceof Error && 'kind' in error && error.kind === 'unauthorized') return null;
    throw error;
  }
}
