import { signalOf } from './cursor-page';
import { del, get, post, postMultipart, put } from './http';
import {
  bankResponseWire,
  codeSentWire,
  faqsWire,
  notificationSettingsWire,
  passwordChangedWire,
  payoutMethodWire,
  profileResponseWire,
  profileSavedWire,
  sessionsWire,
  signedOutWire,
  userChangedWire,
  walletPasswordStateWire,
  type BankBodyWire,
  type BankWire,
  type NotificationEvent,
  type PayoutMethod,
  type PayoutMethodWire,
  type ProfileBodyWire,
  type ProfileWire,
  type SessionWire,
} from '@contract/account';
import { toCountry } from './modules';
import { toZone } from './signup';
import { toUser, type User } from './user';
import type { Country, Profile, Zone } from '@contract/model';

// The account calls of issue 12 (designed in the spec's style; see contract/account.ts).

const toProfile = (w: ProfileWire): Profile => ({
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
  dateOfBirth: w.date_of_birth,
  gender: w.gender,
  address1: w.address_1,
  address2: w.address_2,
  city: w.city,
  countryId: w.country_id,
  zoneId: w.zone_id,
  postcode: w.postcode,
  email: w.email,
  mobileCode: w.mobile_code,
  mobile: w.mobile,
  avatar: w.avatar,
});

export async function getProfile(
  signal?: AbortSignal,
): Promise<{ profile: Profile; countries: Country[]; zones: Zone[] }> {
  const w = await get('/api/account/profile', { schema: profileResponseWire, ...signalOf(signal) });
  return {
    profile: toProfile(w.profile),
    countries: w.countries.map(toCountry),
    zones: w.zones.map(toZone),
  };
}

export async function saveProfile(
  body: ProfileBodyWire,
): Promise<{ user: User; profile: Profile }> {
  const w = await put('/api/account/profile', body, { schema: profileSavedWire });
  return { user: toUser(w.user), profile: toProfile(w.profile) };
}

export async function uploadAvatar(file: Blob): Promise<User> {
  const w = await postMultipart(
    '/api/account/avatar',
    { avatar: file },
    {},
    { schema: userChangedWire },
  );
  return toUser(w.user);
}

export async function removeAvatar(): Promise<User> {
  return toUser((await del('/api/account/avatar', undefined, { schema: userChangedWire })).user);
}

export type CodeSent = { sentTo: string; expiresIn: number };
const toCodeSent = (w: { sent_to: string; expires_in: number }): CodeSent => ({
  sentTo: w.sent_to,
  expiresIn: w.expires_in,
});

export const startEmailChange = async (email: string) =>
  toCodeSent(await post('/api/account/email', { email }, { schema: codeSentWire }));

export const confirmEmailChange = async (otp: string) =>
  toUser((await post('/api/account/email/verify', { otp }, { schema: userChangedWire })).user);

export const startPhoneChange = async (mobileCode: string, mobile: string) =>
  toCodeSent(
    await post('/api/account/phone', { mobile_code: mobileCode, mobile }, { schema: codeSentWire }),
  );

export async function confirmPhoneChange(otp: string): Promise<{ user: User; profile: Profile }> {
  const w = await post('/api/account/phone/verify', { otp }, { schema: profileSavedWire });
  return { user: toUser(w.user), profile: toProfile(w.profile) };
}

export type Bank = {
  accountHolder: string;
  bankName: string;
  branch: string | null;
  accountNumberMasked: string;
  isIban: boolean;
  swiftBic: string | null;
  updatedAt: string;
};

const toBank = (w: BankWire): Bank => ({
  accountHolder: w.account_holder,
  bankName: w.bank_name,
  branch: w.branch,
  accountNumberMasked: w.account_number_masked,
  isIban: w.is_iban,
  swiftBic: w.swift_bic,
  updatedAt: w.updated_at,
});

export async function getBank(signal?: AbortSignal): Promise<Bank | null> {
  const w = await get('/api/account/bank', { schema: bankResponseWire, ...signalOf(signal) });
  return w.bank ? toBank(w.bank) : null;
}

export async function saveBank(body: BankBodyWire): Promise<Bank> {
  const w = await put('/api/account/bank', body, { schema: bankResponseWire });
  return toBank(w.bank!);
}

export type PayoutMethodState = {
  method: PayoutMethod | null;
  paypalEmail: string | null;
  allowedMethods: PayoutMethod[];
  ready: boolean;
  bank: Bank | null;
  /** A change is confirmed with the wallet password when one is set, else the login one. */
  walletPasswordSet: boolean;
  /** The company's cooling-off after a new destination, hours (0: none). */
  holdHours: number;
  /** Until when payouts are held after the last change of destination; null when not held. */
  payoutsHeldUntil: string | null;
};

const toPayoutMethodState = (w: PayoutMethodWire): PayoutMethodState => ({
  method: w.method,
  paypalEmail: w.paypal_email,
  allowedMethods: w.allowed_methods,
  ready: w.ready,
  bank: w.bank ? toBank(w.bank) : null,
  walletPasswordSet: w.wallet_password_set,
  holdHours: w.hold_hours,
  payoutsHeldUntil: w.payouts_held_until,
});

export const getPayoutMethod = async (signal?: AbortSignal) =>
  toPayoutMethodState(
    await get('/api/account/payout_method', { schema: payoutMethodWire, ...signalOf(signal) }),
  );

export const savePayoutMethod = async (change: {
  method: PayoutMethod;
  paypalEmail: string | null;
  password: string;
}) =>
  toPayoutMethodState(
    await put(
      '/api/account/payout_method',
      { method: change.method, paypal_email: change.paypalEmail, password: change.password },
      { schema: payoutMethodWire },
    ),
  );

export async function changePassword(body: {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}): Promise<{ signedOutSessions: number }> {
  const w = await put(
    '/api/account/password',
    {
      current_password: body.currentPassword,
      password: body.password,
      password_confirmation: body.passwordConfirmation,
    },
    { schema: passwordChangedWire },
  );
  return { signedOutSessions: w.signed_out_sessions };
}

export const getWalletPasswordState = async (signal?: AbortSignal) =>
  (
    await get('/api/account/wallet_password', {
      schema: walletPasswordStateWire,
      ...signalOf(signal),
    })
  ).is_set;

export async function setWalletPassword(body: {
  currentPassword?: string;
  otp?: string;
  walletPassword: string;
  walletPasswordConfirmation: string;
}): Promise<boolean> {
  const w = await put(
    '/api/account/wallet_password',
    {
      ...(body.otp ? { otp: body.otp } : { current_password: body.currentPassword ?? '' }),
      wallet_password: body.walletPassword,
      wallet_password_confirmation: body.walletPasswordConfirmation,
    },
    { schema: walletPasswordStateWire },
  );
  return w.is_set;
}

export const sendWalletResetCode = async () =>
  toCodeSent(
    await post('/api/account/wallet_password/send_reset_code', {}, { schema: codeSentWire }),
  );

export type Session = {
  id: number;
  device: string;
  ip: string | null;
  dateCreated: string;
  lastUsedAt: string | null;
  current: boolean;
};

const toSession = (w: SessionWire): Session => ({
  id: w.id,
  device: w.device,
  ip: w.ip,
  dateCreated: w.created_at,
  lastUsedAt: w.last_used_at,
  current: w.current,
});

export const getSessions = async (signal?: AbortSignal) =>
  (await get('/api/account/sessions', { schema: sessionsWire, ...signalOf(signal) })).items.map(
    toSession,
  );

export const endSession = async (id: number) =>
  (await del(`/api/account/sessions/${id}`, undefined, { schema: signedOutWire })).signed_out;

export const endOtherSessions = async () =>
  (await post('/api/account/sessions/sign_out_others', {}, { schema: signedOutWire })).signed_out;

export async function savePreferences(change: {
  language?: string;
  currency?: string;
  dateFormat?: string;
}): Promise<User> {
  const w = await put(
    '/api/account/preferences',
    {
      ...(change.language ? { language: change.language } : {}),
      ...(change.currency ? { currency: change.currency } : {}),
      ...(change.dateFormat ? { date_format: change.dateFormat } : {}),
    },
    { schema: userChangedWire },
  );
  return toUser(w.user);
}

export type NotificationSetting = { event: NotificationEvent; email: boolean; inApp: boolean };

const toSettings = (w: ReturnType<typeof notificationSettingsWire.parse>): NotificationSetting[] =>
  w.items.map((i) => ({ event: i.event, email: i.email, inApp: i.in_app }));

export const getNotificationSettings = async (signal?: AbortSignal) =>
  toSettings(
    await get('/api/account/notification_settings', {
      schema: notificationSettingsWire,
      ...signalOf(signal),
    }),
  );

export const saveNotificationSettings = async (items: NotificationSetting[]) =>
  toSettings(
    await put(
      '/api/account/notification_settings',
      { items: items.map((i) => ({ event: i.event, email: i.email, in_app: i.inApp })) },
      { schema: notificationSettingsWire },
    ),
  );

export type Faq = { id: number; category: string; question: string; answer: string };

export const getFaqs = async (search: string, signal?: AbortSignal): Promise<Faq[]> =>
  (
    await get('/api/account/faqs', {
      schema: faqsWire,
      query: { search: search.trim() === '' ? undefined : search.trim() },
      ...signalOf(signal),
    })
  ).items;

export const deleteAccount = async (password: string, storeToken: string | null) =>
  del('/api/users', { password, ...(storeToken ? { store_token: storeToken } : {}) });
