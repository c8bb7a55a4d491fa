import type { SendUnlockCodeBodyWire } from '../../contract/auth';

/** Who a login names (spec §7 login_using): a username, an email or a mobile number. */
export type LoginIdentifier =
  | { kind: 'username'; username: string }
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; mobileCode: string; mobile: string };

/** From a login body, or any body that names an account the same way (the password apart). */
export function identifierOf(body: SendUnlockCodeBodyWire): LoginIdentifier {
  switch (body.login_using) {
    case 'username':
      return { kind: 'username', username: body.username };
    case 'email':
      return { kind: 'email', email: body.email };
    case 'mobile_code':
      return { kind: 'mobile', mobileCode: body.mobile_code, mobile: body.mobile };
  }
}
