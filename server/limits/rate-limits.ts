/**
 * Rate-limit rules (issue 4 point 4): at most `limit` counted hits per subject within a
 * sliding window of `windowSeconds`. Per-account rules stop guessing against one account from
 * many addresses; per-IP rules stop one address spraying many accounts.
 */
export type RateRule = { bucket: string; limit: number; windowSeconds: number };

const MIN15 = 15 * 60;
const HOUR = 60 * 60;

export const rateRules = {
  /**
   * Wrong passwords at /api/auth/login, per account AND address together: a stranger's
   * guesses from one address do not lock the owner out at another. A right password clears
   * the pair's count.
   */
  loginFailAccountIp: { bucket: 'login_fail:account_ip', limit: 10, windowSeconds: MIN15 },
  /** The slower account-wide ceiling, which stops guesses spread over many addresses. */
  loginFailAccount: { bucket: 'login_fail:account', limit: 100, windowSeconds: HOUR },
  loginFailIp: { bucket: 'login_fail:ip', limit: 50, windowSeconds: MIN15 },
  /**
   * Every password or wallet-password check behind a token (payout, bank details, payout
   * method, account deletion, password changes): one count per member, whichever call.
   */
  passwordFailMember: { bucket: 'password_fail:member', limit: 10, windowSeconds: MIN15 },
  /** Codes sent (login, reset, signup resend), counted per destination and per IP. */
  otpSendAccount: { bucket: 'otp_send:account', limit: 5, windowSeconds: MIN15 },
  otpSendIp: { bucket: 'otp_send:ip', limit: 30, windowSeconds: MIN15 },
  /** Wrong codes, on top of the 5 tries each code has. */
  otpFailAccount: { bucket: 'otp_fail:account', limit: 10, windowSeconds: MIN15 },
  otpFailIp: { bucket: 'otp_fail:ip', limit: 50, windowSeconds: MIN15 },
  /** New signups and email checks from one address. */
  signupIp: { bucket: 'signup:ip', limit: 20, windowSeconds: HOUR },
  /**
   * The signup e-mail check tells whether an address is registered: an anonymous caller may
   * ask only a few times per address, a signed-in member (enrolling someone) a few more.
   */
  emailCheckIp: { bucket: 'email_check:ip', limit: 20, windowSeconds: MIN15 },
  emailCheckMember: { bucket: 'email_check:member', limit: 100, windowSeconds: MIN15 },
  /** Demo requests stored, per address and per e-mail: a form, not a way to fill a table. */
  demoRequestIp: { bucket: 'demo_request:ip', limit: 5, windowSeconds: HOUR },
  demoRequestEmail: { bucket: 'demo_request:email', limit: 3, windowSeconds: 24 * HOUR },
  /**
   * Every write without a live token (login, codes, signup, demo requests…), per address: a
   * ceiling over the call-specific limits above, so no anonymous call can be flooded.
   */
  anonymousWriteIp: { bucket: 'anonymous_write:ip', limit: 600, windowSeconds: MIN15 },
} as const satisfies Record<string, RateRule>;

/**
 * The failure counts that lock one account's passwords (not an address): a full one answers
 * 429 `account_locked`, and its owner may clear them all with a code sent to the e-mail.
 */
export const accountLockRules: readonly RateRule[] = [
  rateRules.loginFailAccountIp,
  rateRules.loginFailAccount,
  rateRules.passwordFailMember,
];

/** Seconds until a hit expires out of the window: at least 1, so Retry-After is never 0. */
export function retryAfterSeconds(oldestCountedAt: Date, windowSeconds: number, now: Date): number {
  const ms = oldestCountedAt.getTime() + windowSeconds * 1000 - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

const waitText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export function rateLimitMessage(seconds: number): string {
  return `Too many attempts. Try again in ${waitText(seconds)}.`;
}

export function accountLockedMessage(seconds: number): string {
  return (
    `Too many wrong passwords for this account. Try again in ${waitText(seconds)}, ` +
    'or unlock it now with a code sent to its e-mail address.'
  );
}
