import type { Db } from '../db/connection';
import { findMemberIdByContact, setPasswordHash, findMemberById } from '../members';
import { revokeMemberStoreTokens } from './store-token-repo';
import { invalidInput } from '../shared/app-error';
import { resolveContact, type ContactInput } from './contact-service';
import { codeGuards } from './otp-login-service';
import { sendCodeToContact, type Client, type CodeSent } from './send-code-service';
import { requireCode } from './otp-service';
import { hashPassword } from './passwords';
import { passwordProblem } from './password-policy';
import { guardFailures } from '../limits';
import type { MessageSender } from '../sender';
import { revokeAllTokens } from './token-repo';

type ResetVia = 'email' | 'mobile';

/** The company resets by one channel (reset_password_field says which); the other is refused. */
function checkChannel(contact: ContactInput, via: ResetVia) {
  const asked: ResetVia = 'email' in contact ? 'email' : 'mobile';
  if (asked !== via)
    throw invalidInput(
      'reset_using',
      via === 'email'
        ? 'Reset your password with your email address.'
        : 'Reset your password with your mobile number.',
    );
}

/** Sends a reset code; the same answer whether or not the account exists. */
export async function sendResetCode(
  db: Db,
  sender: MessageSender,
  contact: ContactInput,
  ctx: { client: Client; via: ResetVia; companyName: string },
): Promise<CodeSent> {
  checkChannel(contact, ctx.via);
  return sendCodeToContact(db, sender, contact, { ...ctx, purpose: 'reset' });
}

/** Tells the form the code is right without using it up (reset_password uses it). */
export async function checkResetCode(
  db: Db,
  body: { contact: ContactInput; otp: string },
  ctx: { client: Client; via: ResetVia },
): Promise<void> {
  checkChannel(body.contact, ctx.via);
  const { contact, dest } = resolveContact(body.contact);
  await guardFailures(db, codeGuards(dest.to, ctx.client), async () => {
    const memberId = await findMemberIdByContact(db, contact);
    await requireCode(db, memberId === null ? null : { memberId }, 'reset', body.otp, {
      consume: false,
    });
  });
}

type ResetPasswordInput = {
  contact: ContactInput;
  otp: string;
  password: string;
  passwordConfirmation: string;
};

/**
 * Sets a new password with a reset code and ends every session of the member (tokens and
 * store tokens): whoever knew the old password is signed out. The new password is checked
 * before the code is used up, so a refused password does not cost the member their code.
 */
export async function resetPassword(
  db: Db,
  body: ResetPasswordInput,
  ctx: { client: Client; via: ResetVia },
): Promise<void> {
  checkChannel(body.contact, ctx.via);
  if (body.password !== body.passwordConfirmation)
    throw invalidInput('password_confirmation', 'The passwords do not match.');
  const { contact, dest } = resolveContact(body.contact);
  const memberId = await findMemberIdByContact(db, contact);
  const member = memberId === null ? null : await findMemberById(db, memberId);
  const problem = passwordProblem(body.password, {
    username: member?.username,
    email: member?.email,
  });
  if (problem) throw invalidInput('password', problem);
  const hash = await hashPassword(body.password);
  await guardFailures(db, codeGuards(dest.to, ctx.client), async () => {
    await requireCode(db, memberId === null ? null : { memberId }, 'reset', body.otp, {
      consume: true,
    });
  });
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, memberId!, hash);
    await revokeAllTokens(tx, memberId!);
    await revokeMemberStoreTokens(tx, memberId!);
  });
}
