import type { Db } from '../db/connection';
import { rateRules, countAttempt, guard } from '../limits';
import type { OtpPurpose } from './otp-repo';
import { findMemberIdByContact } from '../members';
import type { MessageSender } from '../sender';
import { resolveContact, type ContactInput } from './contact-service';
import { OTP_TTL_SECONDS, issueCode } from './otp-service';

export type Client = { ip: string };
export type CodeSent = { expiresIn: number; sentTo: string };

/**
 * Sends a one-time code to the member an email or a mobile number reaches, after counting
 * the send against that address and the caller's IP. The answer is the same whether or not
 * the address belongs to a member (no account enumeration); only a member's address gets a
 * code.
 */
export async function sendCodeToContact(
  db: Db,
  sender: MessageSender,
  body: ContactInput,
  ctx: { client: Client; purpose: OtpPurpose; companyName: string },
): Promise<CodeSent> {
  const { contact, dest, masked } = resolveContact(body);
  await countAttempt(db, [
    guard(rateRules.otpSendAccount, dest.to),
    guard(rateRules.otpSendIp, ctx.client.ip),
  ]);
  const memberId = await findMemberIdByContact(db, contact);
  if (memberId !== null) {
    await issueCode(db, sender, {
      owner: { memberId },
      purpose: ctx.purpose,
      dest,
      companyName: ctx.companyName,
    });
  }
  return { expiresIn: OTP_TTL_SECONDS, sentTo: masked };
}
