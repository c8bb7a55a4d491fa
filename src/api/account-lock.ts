import { post } from './http';
import { accountUnlockedWire, unlockCodeSentWire } from '@contract/account-lock';
import type { SendUnlockCodeBodyWire } from '@contract/auth';

// Unlocking an account locked by wrong passwords (429 account_locked) with a code sent to its
// e-mail: from the sign-in screen, for the account the login names; or behind the token, for
// the signed-in member.

/** The account a login names, as the sign-in form holds it (its credentials, no password). */
type LockedLogin =
  | { loginUsing: 'username'; username: string }
  | { loginUsing: 'email'; email: string }
  | { loginUsing: 'mobile_code'; mobileCode: string; mobile: string };

/** Whose lock: the account a login names, or the signed-in member's own (null). */
export type UnlockTarget = LockedLogin | null;

const toIdentityBody = (l: LockedLogin): SendUnlockCodeBodyWire => {
  switch (l.loginUsing) {
    case 'username':
      return { login_using: 'username', username: l.username };
    case 'email':
      return { login_using: 'email', email: l.email };
    case 'mobile_code':
      return { login_using: 'mobile_code', mobile_code: l.mobileCode, mobile: l.mobile };
  }
};

// As the sign-in screen's own calls: no stored token, and a 401 is no lost session.
const asVisitor = { auth: false, skipUnauthorizedHandler: true } as const;

/** Sends the code; answers how many seconds it stays valid. */
export async function sendUnlockCode(target: UnlockTarget): Promise<number> {
  const w = target
    ? await post('/api/auth/send_unlock_code', toIdentityBody(target), {
        schema: unlockCodeSentWire,
        ...asVisitor,
      })
    : await post('/api/account/unlock/send_code', {}, { schema: unlockCodeSentWire });
  return w.expires_in;
}

export async function unlockAccount(target: UnlockTarget, otp: string): Promise<void> {
  if (target)
    await post(
      '/api/auth/unlock_account',
      { ...toIdentityBody(target), otp },
      { schema: accountUnlockedWire, ...asVisitor },
    );
  else await post('/api/account/unlock', { otp }, { schema: accountUnlockedWire });
}
