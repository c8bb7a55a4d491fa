import { z } from 'zod';

/**
 * settings.auth: how members sign in, reset a password and sign up. A company that never
 * stored the row runs on the defaults below; a stored row is merged over them and checked.
 */
const authSettings = z.object({
  /** Sign in with a one-time code sent to the email or the mobile (send_otp, login_with_otp). */
  login_with_otp: z.boolean(),
  email_unique: z.boolean(),
  phone_unique: z.boolean(),
  /** Where the reset screen asks the code to be sent. */
  reset_password_based_on: z.enum(['email', 'mobile']),
  /** Whether the public signup form is offered at all. */
  show_signup: z.boolean(),
  /** A signup is confirmed with a code before the member is placed. */
  otp_verification: z.boolean(),
  /** The channel of the first signup code (otp). */
  otp_based_on: z.enum(['email', 'mobile']),
  /**
   * Both the email and the phone are confirmed: the second channel's code is otp2. A signup
   * then needs a mobile number as well as an email.
   */
  verify_both: z.boolean(),
  /** Sponsor of a signup without a referral; null: the company's root member. */
  default_sponsor: z.string().nullable(),
  privacy_url: z.string().nullable(),
  terms_url: z.string().nullable(),
  /**
   * What a new member pays to join while modules.joining_fee is on: a package's price (the
   * package is then bought with a joining order) or a plain amount in the default currency.
   */
  joining_fee: z
    .object({
      package_id: z.number().int().positive().nullable(),
      amount_minor: z.number().int().positive().nullable(),
    })
    .nullable(),
});
export type AuthSettings = z.infer<typeof authSettings>;

export const defaultAuthSettings: AuthSettings = {
  login_with_otp: true,
  email_unique: true,
  phone_unique: true,
  reset_password_based_on: 'email',
  show_signup: true,
  otp_verification: true,
  otp_based_on: 'email',
  verify_both: false,
  default_sponsor: null,
  privacy_url: null,
  terms_url: null,
  joining_fee: null,
};

/** A stored row over the defaults; a row that does not fit throws rather than run half-set. */
export function parseAuthSettings(stored: unknown): AuthSettings {
  if (stored === null || stored === undefined) return defaultAuthSettings;
  return authSettings.parse({ ...defaultAuthSettings, ...(stored as object) });
}
