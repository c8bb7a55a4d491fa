import type { CodeRecipient, LoginCredentials, LoginFields } from '@/api/auth';

/** How a member names themselves on the login screens. */
export type IdentifierMethod = 'username' | 'email' | 'mobile';
export type CodeMethod = Exclude<IdentifierMethod, 'username'>;

export type IdentifierValues = {
  username: string;
  email: string;
  mobileCode: string;
  mobile: string;
};

export const emptyIdentifier: IdentifierValues = {
  username: '',
  email: '',
  mobileCode: '',
  mobile: '',
};

/**
 * An email or a mobile number identifies one account only when the company keeps it unique
 * (login_fields), so only then is it offered; the username always is.
 */
export function loginMethods(fields: LoginFields | undefined): IdentifierMethod[] {
  const methods: IdentifierMethod[] = ['username'];
  if (fields?.emailUnique) methods.push('email');
  if (fields?.phoneUnique) methods.push('mobile');
  return methods;
}

/** A one-time code needs an address to go to: email and/or mobile, email when neither is unique. */
export function codeMethods(fields: LoginFields | undefined): CodeMethod[] {
  const methods: CodeMethod[] = [];
  if (fields?.emailUnique) methods.push('email');
  if (fields?.phoneUnique) methods.push('mobile');
  return methods.length > 0 ? methods : ['email'];
}

const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');

export function toCredentials(
  method: IdentifierMethod,
  values: IdentifierValues,
  password: string,
): LoginCredentials {
  switch (method) {
    case 'username':
      return { loginUsing: 'username', username: values.username.trim(), password };
    case 'email':
      return { loginUsing: 'email', email: values.email.trim(), password };
    case 'mobile':
      return {
        loginUsing: 'mobile_code',
        mobileCode: values.mobileCode.trim(),
        mobile: digitsOnly(values.mobile),
        password,
      };
  }
}

export function toRecipient(method: CodeMethod, values: IdentifierValues): CodeRecipient {
  return method === 'email'
    ? { using: 'email', email: values.email.trim() }
    : {
        using: 'mobile_code',
        mobileCode: values.mobileCode.trim(),
        mobile: digitsOnly(values.mobile),
      };
}

/** The identifier as a person reads it: the address, or "+34 600111222". */
export function describeRecipient(to: CodeRecipient): string {
  if (to.using === 'email') return to.email;
  const code = to.mobileCode.startsWith('+') ? to.mobileCode : `+${to.mobileCode}`;
  return `${code} ${to.mobile}`;
}

/** Login credentials without the password: what /login/continue starts from. */
export type LoginIdentifier =
  | { loginUsing: 'username'; username: string }
  | { loginUsing: 'email'; email: string }
  | { loginUsing: 'mobile_code'; mobileCode: string; mobile: string };

export const withPassword = (i: LoginIdentifier, password: string): LoginCredentials => ({
  ...i,
  password,
});

export function describeIdentifier(i: LoginIdentifier): string {
  if (i.loginUsing === 'username') return i.username;
  if (i.loginUsing === 'email') return i.email;
  return describeRecipient({ using: 'mobile_code', mobileCode: i.mobileCode, mobile: i.mobile });
}

/** The account a login named, without its password. */
export function withoutPassword(credentials: LoginCredentials): LoginIdentifier {
  const { password: _none, ...identifier } = credentials;
  return identifier;
}

export const toIdentifier = (method: IdentifierMethod, values: IdentifierValues): LoginIdentifier =>
  withoutPassword(toCredentials(method, values, ''));
