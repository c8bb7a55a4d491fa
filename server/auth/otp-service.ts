import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/connection';
import {
  countWrongTry,
  insertCode,
  lockLatestCode,
  retireCodes,
  useCode,
  type OtpOwner,
  type OtpPurpose,
} from './otp-repo';
import { invalidInput } from '../shared/app-error';
import type { MessageSender, OutgoingMessage } from '../sender';

/** Codes live 10 minutes and allow 5 wrong tries (issue 4 point 4). */
export const OTP_TTL_SECONDS = 600;
const OTP_MAX_TRIES = 5;

/** Six digits from the operating system's secure random source, leading zeros kept. */
export const newCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Only this keyed digest is stored; the purpose is mixed in so a code cannot change purpose. */
export const hashCode = (salt: string, purpose: OtpPurpose, code: string): string =>
  createHmac('sha256', salt).update(`${purpose}:${code}`).digest('hex');

const wrongCode = (field = 'otp') =>
  invalidInput(field, 'The code is wrong or has expired. Ask for a new one.');

export type CodeDestination = { channel: 'email' | 'sms'; to: string };

const texts: Record<OtpPurpose, { subject: string; what: string }> = {
  login: { subject: 'Your sign-in code', what: 'sign-in code' },
  reset: { subject: 'Your password reset code', what: 'password reset code' },
  signup: { subject: 'Confirm your signup', what: 'signup confirmation code' },
  signup2: { subject: 'Confirm your phone number', what: 'phone confirmation code' },
  email_change: { subject: 'Confirm your new email address', what: 'email confirmation code' },
  phone_change: { subject: 'Confirm your new phone number', what: 'phone confirmation code' },
  wallet_reset: { subject: 'Reset your wallet password', what: 'wallet password reset code' },
  account_unlock: { subject: 'Unlock your account', what: 'account unlock code' },
};

// The outbox groups messages by why they were sent; account codes are one kind.
const outboxPurpose: Record<OtpPurpose, OutgoingMessage['purpose']> = {
  login: 'login',
  reset: 'reset',
  signup: 'signup',
  signup2: 'signup',
  email_change: 'account',
  phone_change: 'account',
  wallet_reset: 'account',
  account_unlock: 'account',
};

export function codeMessage(
  purpose: OtpPurpose,
  dest: CodeDestination,
  code: string,
  companyName: string,
): OutgoingMessage {
  const t = texts[purpose];
  return {
    channel: dest.channel,
    to: dest.to,
    purpose: outboxPurpose[purpose],
    subject: `${companyName}: ${t.subject}`,
    body:
      `Your ${companyName} ${t.what} is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. ` +
      'If you did not ask for it, ignore this message.',
    code,
  };
}

/** Creates a fresh code for the owner (older ones of the purpose die) and sends it. */
export async function issueCode(
  db: Db,
  sender: MessageSender,
  input: { owner: OtpOwner; purpose: OtpPurpose; dest: CodeDestination; companyName: string },
): Promise<void> {
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  await db.transaction(async (tx) => {
    await retireCodes(tx, input.owner, input.purpose);
    await insertCode(tx, {
      owner: input.owner,
      purpose: input.purpose,
      channel: input.dest.channel,
      destination: input.dest.to,
      salt,
      codeHash: hashCode(salt, input.purpose, code),
      ttlSeconds: OTP_TTL_SECONDS,
    });
  });
  await sender.send(codeMessage(input.purpose, input.dest, code, input.companyName));
}

const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * Checks a code against the owner's latest one of that purpose and returns its id, or null.
 * A wrong try is counted (and committed) before answering; a code with 5 wrong tries is dead
 * even for the right digits. With `consume` the code is used up in the same step.
 */
async function matchCode(
  db: Db,
  owner: OtpOwner,
  purpose: OtpPurpose,
  code: string,
  opts: { consume: boolean },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const stored = await lockLatestCode(tx, owner, purpose);
    if (!stored || stored.used || stored.expired || stored.attempts >= OTP_MAX_TRIES) return null;
    if (!sameDigest(stored.codeHash, hashCode(stored.salt, purpose, code))) {
      await countWrongTry(tx, stored.id);
      return null;
    }
    if (opts.consume && !(await useCode(tx, stored.id))) return null;
    return stored.id;
  });
}

/** matchCode that throws the field's validation error on a miss. */
export async function requireCode(
  db: Db,
  owner: OtpOwner | null,
  purpose: OtpPurpose,
  code: string,
  opts: { consume: boolean; field?: string },
): Promise<number> {
  const id = owner ? await matchCode(db, owner, purpose, code, opts) : null;
  if (id === null) throw wrongCode(opts.field);
  return id;
}

/** Uses up codes already checked; false when one of them was used in the meantime. */
export async function consumeCodes(db: Db, ids: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    for (const id of ids) if (!(await useCode(tx, id))) throw wrongCode();
    return true;
  });
}
