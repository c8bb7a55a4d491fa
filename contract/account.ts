import { z } from 'zod';
import { emailField, mobileCodeField, mobileField, otpField, passwordField } from './auth';
import { instantWire, personNameFields } from './common';
import { countryWire } from './modules';
import { zoneWire } from './signup';
import { userWire } from './user';

// The account calls of issue 12. The spec shows the screens (§2 Account) but not these calls;
// they follow its style: /api/account/…, snake_case, validation_error with a message per
// field, and the member always from the token.

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Use at most ${max} characters.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullish()
    .transform((v) => (v === '' || v === undefined ? null : v));

const genders = ['female', 'male', 'other'] as const;

/** Spec §9 date formats the member may choose (server format -> the client's pattern). */
export const dateFormats = ['M d, Y', 'l, d M Y H:i', 'd/m/Y', 'm/d/Y', 'Y-m-d'] as const;

// ---------------------------------------------------------------- profile (basic)

const profileWire = z.object({
  username: z.string(),
  ...personNameFields,
  date_of_birth: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  country_id: z.number().int().nullable(),
  zone_id: z.number().int().nullable(),
  postcode: z.string().nullable(),
  email: z.string(),
  mobile_code: z.string().nullable(),
  mobile: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type ProfileWire = z.infer<typeof profileWire>;

/** GET /api/account/profile: the member's details and the places to choose from. */
export const profileResponseWire = z.object({
  profile: profileWire,
  countries: z.array(countryWire),
  zones: z.array(zoneWire),
});

const placeId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_000_000_000, message);

/** PUT /api/account/profile. The date of birth is yyyy-MM-dd; the zone must be the country's. */
export const profileBodyWire = z.object({
  first_name: text('first name', 100),
  last_name: optionalText(100),
  date_of_birth: z
    .string({ error: 'Enter your date of birth.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as yyyy-mm-dd.')
    .nullish()
    .transform((v) => v ?? null),
  gender: z
    .enum(genders, { error: 'Choose female, male or other, or leave it empty.' })
    .nullish()
    .transform((v) => v ?? null),
  address_1: text('address', 200),
  address_2: optionalText(200),
  city: text('city', 100),
  country_id: placeId('Choose a country.'),
  zone_id: placeId('Choose a region.'),
  postcode: text('postcode', 20),
});
export type ProfileBodyWire = z.input<typeof profileBodyWire>;

/** Answers of the calls that change the member: the fresh user for the whole app. */
export const userChangedWire = z.object({ user: userWire });

export const profileSavedWire = z.object({ user: userWire, profile: profileWire });

/** What an avatar upload may be: the server re-encodes it to a square thumbnail. */
export const avatarLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  size: 256,
  field: 'avatar',
} as const;

// ---------------------------------------------------------------- email and phone

/** POST /api/account/email: a code goes to the new address; nothing changes yet. */
export const emailChangeBodyWire = z.object({ email: emailField });

/** POST /api/account/phone: a code goes to the new number by SMS. */
export const phoneChangeBodyWire = z.object({ mobile_code: mobileCodeField, mobile: mobileField });

export const codeSentWire = z.object({
  /** Where the code went, masked. */
  sent_to: z.string(),
  expires_in: z.number().int(),
});

/** POST /api/account/email/verify and /api/account/phone/verify. */
export const changeVerifyBodyWire = z.object({ otp: otpField });

// ---------------------------------------------------------------- bank and payout method

const bankWire = z.object({
  account_holder: z.string(),
  bank_name: z.string(),
  branch: z.string().nullable(),
  /** Only the last four characters, e.g. "•••• 3000". */
  account_number_masked: z.string(),
  is_iban: z.boolean(),
  swift_bic: z.string().nullable(),
  updated_at: instantWire,
});
export type BankWire = z.infer<typeof bankWire>;

/** GET /api/account/bank: null until the member saves bank details. */
export const bankResponseWire = z.object({ bank: bankWire.nullable() });

/** PUT /api/account/bank: needs the login password. */
export const bankBodyWire = z.object({
  account_holder: text('account holder name', 140),
  bank_name: text('bank name', 140),
  branch: optionalText(140),
  account_number: z
    .string({ error: 'Enter the account number or IBAN.' })
    .trim()
    .min(1, 'Enter the account number or IBAN.')
    .max(64, 'Use at most 64 characters.'),
  swift_bic: optionalText(20),
  password: passwordField,
});
export type BankBodyWire = z.infer<typeof bankBodyWire>;

export const payoutMethods = ['bank_transfer', 'paypal'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

export const payoutMethodWire = z.object({
  /** Null until the member chooses. */
  method: z.enum(payoutMethods).nullable(),
  paypal_email: z.string().nullable(),
  /** The methods the company pays by (payout settings). */
  allowed_methods: z.array(z.enum(payoutMethods)),
  /** Whether request-payout can use it now (bank transfer needs saved bank details). */
  ready: z.boolean(),
  bank: bankWire.nullable(),
  /** A change asks for the wallet password when one is set, else the login password. */
  wallet_password_set: z.boolean(),
  /**
   * Payouts wait this many hours after the member points them somewhere new (another method,
   * PayPal address or bank account); 0 when the company holds none.
   */
  hold_hours: z.number().int(),
  /** Until when payouts are held after the last such change; null when they are not. */
  payouts_held_until: instantWire.nullable(),
});
export type PayoutMethodWire = z.infer<typeof payoutMethodWire>;

/** PUT /api/account/payout_method: needs the wallet password when one is set, else the login one. */
export const payoutMethodBodyWire = z.object({
  method: z.enum(payoutMethods, { error: 'Choose how you want to be paid.' }),
  paypal_email: emailField.nullish().transform((v) => v ?? null),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(1024, 'The password is too long.'),
});
export type PayoutMethodBodyWire = z.infer<typeof payoutMethodBodyWire>;

// ---------------------------------------------------------------- passwords and sessions

/** PUT /api/account/password. */
export const passwordChangeBodyWire = z.object({
  current_password: passwordField,
  password: passwordField,
  password_confirmation: z.string({ error: 'Confirm the new password.' }).max(1024),
});
export type PasswordChangeBodyWire = z.infer<typeof passwordChangeBodyWire>;

export const passwordChangedWire = z.object({
  changed: z.literal(true),
  /** How many other sessions were ended. */
  signed_out_sessions: z.number().int(),
});

/** GET /api/account/wallet_password. */
export const walletPasswordStateWire = z.object({ is_set: z.boolean() });

/**
 * PUT /api/account/wallet_password: `current_password` is the login password the first time
 * and the old wallet password afterwards; with `otp` (a reset code) it is not needed.
 */
export const walletPasswordBodyWire = z.object({
  current_password: z.string().max(1024).optional(),
  otp: otpField.optional(),
  wallet_password: passwordField,
  wallet_password_confirmation: z.string({ error: 'Confirm the wallet password.' }).max(1024),
});
export type WalletPasswordBodyWire = z.infer<typeof walletPasswordBodyWire>;

const sessionWire = z.object({
  id: z.number().int(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: instantWire,
  last_used_at: instantWire.nullable(),
  current: z.boolean(),
});
export type SessionWire = z.infer<typeof sessionWire>;

export const sessionsWire = z.object({ items: z.array(sessionWire) });
export const signedOutWire = z.object({ signed_out: z.number().int() });

// ---------------------------------------------------------------- preferences

/** PUT /api/account/preferences: any of the three; the answer is the fresh user. */
export const preferencesBodyWire = z
  .object({
    language: z.string().trim().min(2).max(10).optional(),
    currency: z.string().trim().min(3).max(3).optional(),
    date_format: z
      .enum(dateFormats, { error: `Choose one of: ${dateFormats.join(' · ')}.` })
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Choose a language, a currency or a date format.',
    path: ['language'],
  });
export type PreferencesBodyWire = z.infer<typeof preferencesBodyWire>;

export const notificationEvents = [
  'new_joining',
  'commission_earned',
  'payout_status',
  'rank_achieved',
  'new_mail',
  'order_status',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

const notificationSettingWire = z.object({
  event: z.enum(notificationEvents),
  email: z.boolean(),
  in_app: z.boolean(),
});

export const notificationSettingsWire = z.object({ items: z.array(notificationSettingWire) });

/** PUT /api/account/notification_settings: the events to change. */
export const notificationSettingsBodyWire = z.object({
  items: z
    .array(notificationSettingWire, { error: 'Send the events to change.' })
    .min(1, 'Send the events to change.')
    .max(notificationEvents.length),
});

// ---------------------------------------------------------------- help

const faqWire = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});

export const faqQueryWire = z.object({ search: z.string().trim().max(100).optional() });
export const faqsWire = z.object({ items: z.array(faqWire) });
