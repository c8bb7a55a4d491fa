import type { Db } from '../db/connection';
import { maskEmail, maskPhone, phoneAddress } from '../shared/masking';
import { rateRules, countAttempt, guard, guardFailures } from '../limits';
import type { Member } from '../shared/types';
import { codeDestination } from './account-repo';
import { emailInUse, mobileInUse, findMemberById, setEmail, setMobile } from '../members';
import { getCompany } from '../company';
import { invalidInput, notFound } from '../shared/app-error';
import { loadAuthSettings, OTP_TTL_SECONDS, issueCode, requireCode } from '../auth';
import type { MessageSender } from '../sender';
import { sendSecurityNotice } from './security-notice-service';

export type Client = { ip: string };
export type CodeSent = { sentTo: string; expiresIn: number };

async function member(db: Db, memberId: number): Promise<Member> {
  const m = await findMemberById(db, memberId);
  if (!m) throw notFound('Member not found.');
  return m;
}

const companyName = async (db: Db) => (await getCompany(db))?.name ?? 'Your back office';

/** Counts the send against the member and the client's IP, then sends the change code. */
async function sendChangeCode(
  db: Db,
  sender: MessageSender,
  memberId: number,
  client: Client,
  purpose: 'email_change' | 'phone_change',
  dest: { channel: 'email' | 'sms'; to: string },
) {
  await countAttempt(db, [
    guard(rateRules.otpSendAccount, `member:${memberId}`),
    guard(rateRules.otpSendIp, client.ip),
  ]);
  await issueCode(db, sender, {
    owner: { memberId },
    purpose,
    dest,
    companyName: await companyName(db),
  });
}

/**
 * A new email address gets a code; the address changes only when the code comes back
 * (confirmEmailChange). The pending address is the code's own destination on the server, so
 * the confirming call cannot swap in another one.
 */
export async function startEmailChange(
  db: Db,
  sender: MessageSender,
  memberId: number,
  email: string,
  client: Client,
): Promise<CodeSent> {
  const me = await member(db, memberId);
  if (me.email.toLowerCase() === email.toLowerCase())
    throw invalidInput('email', 'This is already your email address.');
  // Emails are unique across members whatever email_unique says: they sign in with it.
  if (await emailInUse(db, email))
    throw invalidInput('email', 'This email address is already in use.');
  await sendChangeCode(db, sender, memberId, client, 'email_change', {
    channel: 'email',
    to: email,
  });
  return { sentTo: maskEmail(email), expiresIn: OTP_TTL_SECONDS };
}

export async function startPhoneChange(
  db: Db,
  sender: MessageSender,
  memberId: number,
  phone: { mobileCode: string; mobile: string },
  client: Client,
): Promise<CodeSent> {
  const me = await member(db, memberId);
  const code = phone.mobileCode.replace(/^\+/, '');
  if ((me.mobileCode ?? '').replace(/^\+/, '') === code && me.mobile === phone.mobile)
    throw invalidInput('mobile', 'This is already your phone number.');
  if (!(await knownPhoneCodes(db)).includes(code))
    throw invalidInput('mobile_code', 'Choose a country code from the list.');
  const settings = await loadAuthSettings(db);
  if (settings.phone_unique && (await mobileInUse(db, code, phone.mobile)))
    throw invalidInput('mobile', 'This phone number is already in use.');
  await sendChangeCode(db, sender, memberId, client, 'phone_change', {
    channel: 'sms',
    to: phoneAddress(code, phone.mobile),
  });
  return { sentTo: maskPhone(code, phone.mobile), expiresIn: OTP_TTL_SECONDS };
}

/** Wrong codes count per member and per IP on top of each code's 5 tries. */
const verifyGuards = (memberId: number, client: Client) => [
  guard(rateRules.otpFailAccount, `member:${memberId}`),
  guard(rateRules.otpFailIp, client.ip),
];

/** Uses up the member's change code (failures counted) and answers where it was sent. */
async function useChangeCode(
  db: Db,
  memberId: number,
  purpose: 'email_change' | 'phone_change',
  otp: string,
  client: Client,
) {
  const codeId = await guardFailures(db, verifyGuards(memberId, client), () =>
    requireCode(db, { memberId }, purpose, otp, { consume: true }),
  );
  return codeDestination(db, codeId);
}

export async function confirmEmailChange(
  db: Db,
  sender: MessageSender,
  memberId: number,
  otp: string,
  client: Client,
): Promise<Member> {
  const before = await member(db, memberId);
  const email = await useChangeCode(db, memberId, 'email_change', otp, client);
  if (!email) throw invalidInput('otp', 'Ask for a new code.');
  // Someone may have taken the address while the code was on its way.
  if (await emailInUse(db, email))
    throw invalidInput('otp', 'This email address is already in use.');
  await setEmail(db, memberId, email);
  // The old address hears of it: if it was not the member, they know at once.
  await sendSecurityNotice(db, sender, before, {
    what: 'email address',
    detail: `The email address of your account was changed to ${maskEmail(email)}.`,
  });
  return member(db, memberId);
}

export async function confirmPhoneChange(
  db: Db,
  sender: MessageSender,
  memberId: number,
  otp: string,
  client: Client,
): Promise<Member> {
  const before = await member(db, memberId);
  const destination = await useChangeCode(db, memberId, 'phone_change', otp, client);
  const stored = destination ? await splitPhone(db, destination) : null;
  if (!stored) throw invalidInput('otp', 'Ask for a new code.');
  await setMobile(db, memberId, stored.mobileCode, stored.mobile);
  await sendSecurityNotice(db, sender, before, {
    what: 'phone number',
    detail: `The phone number of your account was changed to ${maskPhone(stored.mobileCode, stored.mobile)}.`,
  });
  return member(db, memberId);
}

/** The country phone codes members may use: those of the company's countries. */
async function knownPhoneCodes(db: Db): Promise<string[]> {
  const rows = await db.query<{ phone_code: string }>(
    'SELECT DISTINCT phone_code FROM countries ORDER BY phone_code',
  );
  return rows.map((r) => r.phone_code.replace(/^\+/, ''));
}

/**
 * The code's destination is +<country code><number> (E.164, as SMS gateways want it); only
 * known country codes are accepted when the change starts, and the longest that fits wins.
 */
async function splitPhone(
  db: Db,
  destination: string,
): Promise<{ mobileCode: string; mobile: string } | null> {
  const digits = destination.replace(/^\+/, '');
  const code = (await knownPhoneCodes(db))
    .filter((c) => digits.startsWith(c))
    .sort((a, b) => b.length - a.length)[0];
  return code ? { mobileCode: code, mobile: digits.slice(code.length) } : null;
}
