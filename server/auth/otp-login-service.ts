import type { Db } from '../db/connection';
import { rateRules, guard, guardFailures } from '../limits';
import type { Member } from '../shared/types';
import { findMemberIdByContact, findMemberById } from '../members';
import { insertToken } from './token-repo';
import { AppError } from '../shared/app-error';
import type { LoginOutcome } from './session-service';
import { resolveContact, type ContactInput } from './contact-service';
import { sendCodeToContact, type Client, type CodeSent } from './send-code-service';
import { requireCode } from './otp-service';
import type { MessageSender } from '../sender';
import { hashToken, newToken } from './tokens';
import { userStatus } from '../../contract/constants';

export type { Client, CodeSent };

const otpLoginOff = () =>
  new AppError(403, 'forbidden', 'Signing in with a one-time code is not enabled.');

/**
 * Sends a sign-in code. The answer is the same whether or not the address belongs to a
 * member (no account enumeration); only a member's address gets a code.
 */
export async function sendLoginCode(
  db: Db,
  sender: MessageSender,
  contact: ContactInput,
  ctx: { client: Client; enabled: boolean; companyName: string },
): Promise<CodeSent> {
  if (!ctx.enabled) throw otpLoginOff();
  return sendCodeToContact(db, sender, contact, { ...ctx, purpose: 'login' });
}

/** Guards of a code check: wrong codes per address and per IP. */
export const codeGuards = (to: string, client: Client) => [
  guard(rateRules.otpFailAccount, to),
  guard(rateRules.otpFailIp, client.ip),
];

export async function loginWithCode(
  db: Db,
  body: { contact: ContactInput; otp: string },
  ctx: { client: Client; enabled: boolean; tokenTtlDays: number; isDemo: boolean },
): Promise<LoginOutcome> {
  if (!ctx.enabled) throw otpLoginOff();
  const { contact, dest } = resolveContact(body.contact);
  return guardFailures(db, codeGuards(dest.to, ctx.client), async () => {
    const memberId = await findMemberIdByContact(db, contact);
    await requireCode(db, memberId === null ? null : { memberId }, 'login', body.otp, {
      consume: true,
    });
    const member = await findMemberById(db, memberId!);
    if (!member) throw new Error(`member ${memberId} vanished during login`);
    return openSession(db, member, ctx);
  });
}

/**
 * The end of every successful sign-in: a blocked member, or a demo member who is not allowed,
 * learns it but gets no session (as /api/auth/login does).
 */
async function openSession(
  db: Db,
  member: Member,
  opts: { tokenTtlDays: number; isDemo: boolean },
): Promise<LoginOutcome> {
  const userAllowed = !opts.isDemo || member.userAllowed;
  if (member.status !== userStatus.active || !userAllowed)
    return { member, token: null, userAllowed };
  const token = newToken();
  await insertToken(
    db,
    member.id,
    hashToken(token),
    new Date(Date.now() + opts.tokenTtlDays * 86_400_000),
  );
  return { member, token, userAllowed };
}
