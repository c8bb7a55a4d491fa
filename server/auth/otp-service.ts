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
import { findMemberById } from '../members';
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

type CodeText = { subject: string; what: string };

const texts: Record<OtpPurpose, CodeText> = {
  login: { subject: 'Your sign-in code', what: 'sign-in code' },
  reset: { subject: 'Your password reset code', what: 'password reset code' },
  signup: { subject: 'Confirm your signup', what: 'signup confirmation code' },
  signup2: { subject: 'Confirm your phone number', what: 'phone confirmation code' },
  email_change: { subject: 'Confirm your new email address', what: 'email confirmation code' },
  phone_change: { subject: 'Confirm your new phone number', what: 'phone confirmation code' },
  wallet_reset: { subject: 'Reset your wallet password', what: 'wallet password reset code' },
  account_unlock: { subject: 'Unlock your account', what: 'account unlock code' },
};

/** The same in Spanish ("tú", as the portal writes), for a member whose language is es. */
const spanishTexts: Record<OtpPurpose, CodeText> = {
  login: { subject: 'Tu código de inicio de sesión', what: 'código de inicio de sesión' },
  reset: {
    subject: 'Tu código para restablecer la contraseña',
    what: 'código para restablecer la contraseña',
  },
  signup: { subject: 'Confirma tu registro', what: 'código de confirmación del registro' },
  signup2: {
    subject: 'Confirma tu número de teléfono',
    what: 'código de confirmación del teléfono',
  },
  email_change: {
    subject: 'Confirma tu nuevo correo electrónico',
    what: 'código de confirmación del correo electrónico',
  },
  phone_change: {
    subject: 'Confirma tu nuevo número de teléfono',
    what: 'código de confirmación del teléfono',
  },
  wallet_reset: {
    subject: 'Restablece la contraseña de tu billetera',
    what: 'código para restablecer la contraseña de la billetera',
  },
  account_unlock: { subject: 'Desbloquea tu cuenta', what: 'código de desbloqueo de la cuenta' },
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

/** A code's message, in the language of the person it goes to (decision 044). */
export function codeMessage(
  purpose: OtpPurpose,
  dest: CodeDestination,
  code: string,
  companyName: string,
  language = 'en',
): OutgoingMessage {
  const minutes = OTP_TTL_SECONDS / 60;
  const spanish = language === 'es';
  const t = (spanish ? spanishTexts : texts)[purpose];
  return {
    channel: dest.channel,
    to: dest.to,
    purpose: outboxPurpose[purpose],
    subject: `${companyName}: ${t.subject}`,
    body: spanish
      ? `Tu ${t.what} de ${companyName} es ${code}. Caduca en ${minutes} minutos. ` +
        'Si no lo pediste, ignora este mensaje.'
      : `Your ${companyName} ${t.what} is ${code}. It expires in ${minutes} minutes. ` +
        'If you did not ask for it, ignore this message.',
    code,
  };
}

/** A member's account language; a signup's comes with it (its `language`). */
async function ownerLanguage(db: Db, owner: OtpOwner): Promise<string> {
  if (!('memberId' in owner)) return 'en';
  return (await findMemberById(db, owner.memberId))?.language ?? 'en';
}

/** Creates a fresh code for the owner (older ones of the purpose die) and sends it. */
export async function issueCode(
  db: Db,
  sender: MessageSender,
  input: {
    owner: OtpOwner;
    purpose: OtpPurpose;
    dest: CodeDestination;
    companyName: string;
    /** The recipient's language when the owner is no member yet (a signup). */
    language?: string;
  },
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
  const language = input.language ?? (await ownerLanguage(db, input.owner));
  await sender.send(codeMessage(input.purpose, input.dest, code, input.companyName, language));
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
