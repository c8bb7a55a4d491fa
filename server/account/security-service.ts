import { findSecrets, setPasswordHash, findMemberById, setWalletPasswordHash } from '../members';
import type { Db, Queryable } from '../db/connection';
import { describeDevice } from './account-rules';
import { maskEmail } from '../shared/masking';
import { rateRules, countAttempt, guard, guardFailures } from '../limits';
import { listLiveSessions } from './account-repo';
import { getCompany } from '../company';
import { invalidInput, notFound } from '../shared/app-error';
import {
  OTP_TTL_SECONDS,
  issueCode,
  requireCode,
  hashPassword,
  verifyPassword,
  passwordProblem,
  countPasswordComparison,
  requirePassword,
  revokeMemberToken,
  revokeOtherTokens,
} from '../auth';
import type { MessageSender } from '../sender';

type Client = { ip: string };

async function secretsOf(db: Queryable, memberId: number) {
  const secrets = await findSecrets(db, memberId);
  if (!secrets) throw notFound('Member not found.');
  return secrets;
}

/** The signup policy, and the confirmation must match. Field names are the body's. */
async function checkNewPassword(
  db: Queryable,
  memberId: number,
  fields: { password: string; confirmation: string; passwordField: string; confirmField: string },
) {
  const member = await findMemberById(db, memberId);
  const problem = passwordProblem(fields.password, {
    username: member?.username ?? null,
    email: member?.email ?? null,
  });
  if (problem) throw invalidInput(fields.passwordField, problem);
  if (fields.password !== fields.confirmation)
    throw invalidInput(fields.confirmField, 'The two passwords do not match.');
}

/** A change of the login password: the current one, the new one and its confirmation. */
export type PasswordChangeInput = {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
};

/** A new wallet password, proved by the current (login or wallet) password or a reset code. */
export type WalletPasswordInput = {
  currentPassword?: string | undefined;
  otp?: string | undefined;
  walletPassword: string;
  walletPasswordConfirmation: string;
};

/**
 * A new login password after the current one; every OTHER session ends, since whoever else
 * may have known the old password may also hold a token. The caller's session stays.
 */
export async function changePassword(
  db: Db,
  memberId: number,
  tokenId: number,
  body: PasswordChangeInput,
): Promise<number> {
  const secrets = await secretsOf(db, memberId);
  await requirePassword(db, memberId, {
    hash: secrets.passwordHash,
    password: body.currentPassword,
    wrong: () => invalidInput('current_password', 'The current password is incorrect.'),
  });
  await checkNewPassword(db, memberId, {
    password: body.password,
    confirmation: body.passwordConfirmation,
    passwordField: 'password',
    confirmField: 'password_confirmation',
  });
  if (await verifyPassword(secrets.passwordHash, body.password))
    throw invalidInput('password', 'Choose a password different from the current one.');
  const hash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, memberId, hash);
    return revokeOtherTokens(tx, memberId, tokenId);
  });
}

export async function walletPasswordIsSet(db: Queryable, memberId: number): Promise<boolean> {
  return (await secretsOf(db, memberId)).walletPasswordHash !== null;
}

/**
 * Sets the wallet (transaction) password. The first time the login password proves who asks;
 * afterwards the old wallet password does; a reset code from sendWalletResetCode replaces either.
 */
export async function setWalletPassword(
  db: Db,
  memberId: number,
  body: WalletPasswordInput,
  client: Client,
): Promise<void> {
  const secrets = await secretsOf(db, memberId);
  const isSet = secrets.walletPasswordHash !== null;
  await checkNewPassword(db, memberId, {
    password: body.walletPassword,
    confirmation: body.walletPasswordConfirmation,
    passwordField: 'wallet_password',
    confirmField: 'wallet_password_confirmation',
  });
  if (body.otp) {
    await guardFailures(
      db,
      [
        guard(rateRules.otpFailAccount, `member:${memberId}`),
        guard(rateRules.otpFailIp, client.ip),
      ],
      () => requireCode(db, { memberId }, 'wallet_reset', body.otp!, { consume: true }),
    );
  } else {
    const current = body.currentPassword ?? '';
    const field = 'current_password';
    if (current === '')
      throw invalidInput(
        field,
        isSet ? 'Enter your current wallet password.' : 'Enter your login password.',
      );
    await requirePassword(db, memberId, {
      hash: secrets.walletPasswordHash ?? secrets.passwordHash,
      password: current,
      wrong: () =>
        invalidInput(
          field,
          isSet ? 'The current wallet password is incorrect.' : 'The login password is incorrect.',
        ),
    });
  }
  // Whoever knows the wallet password (or holds a reset code) would otherwise learn here
  // whether a guess is the login password, as often as they liked.
  await countPasswordComparison(db, memberId);
  if (await verifyPassword(secrets.passwordHash, body.walletPassword))
    throw invalidInput(
      'wallet_password',
      'Use a wallet password different from your login password.',
    );
  await setWalletPasswordHash(db, memberId, await hashPassword(body.walletPassword));
}

/** A forgotten wallet password: a code to the member's own email, rate-limited. */
export async function sendWalletResetCode(
  db: Db,
  sender: MessageSender,
  memberId: number,
  client: Client,
): Promise<{ sentTo: string; expiresIn: number }> {
  const member = await findMemberById(db, memberId);
  if (!member) throw notFound('Member not found.');
  if (!(await walletPasswordIsSet(db, memberId)))
    throw invalidInput(
      'wallet_password',
      'No wallet password is set yet: set one with your login password.',
    );
  await countAttempt(db, [
    guard(rateRules.otpSendAccount, `member:${memberId}`),
    guard(rateRules.otpSendIp, client.ip),
  ]);
  await issueCode(db, sender, {
    owner: { memberId },
    purpose: 'wallet_reset',
    dest: { channel: 'email', to: member.email },
    companyName: (await getCompany(db))?.name ?? 'Your back office',
  });
  return { sentTo: maskEmail(member.email), expiresIn: OTP_TTL_SECONDS };
}

export type SessionView = {
  id: number;
  device: string;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  current: boolean;
};

export async function listSessions(
  db: Queryable,
  memberId: number,
  tokenId: number,
): Promise<SessionView[]> {
  return (await listLiveSessions(db, memberId)).map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt,
    lastUsedAt: s.lastUsedAt,
    current: s.id === tokenId,
  }));
}

/** Ends one of the member's own sessions; another member's id is a 404 like any unknown id. */
export async function endSession(
  db: Queryable,
  memberId: number,
  sessionId: number,
): Promise<void> {
  if (!(await revokeMemberToken(db, memberId, sessionId))) throw notFound('Session not found.');
}

export const endOtherSessions = (db: Queryable, memberId: number, tokenId: number) =>
  revokeOtherTokens(db, memberId, tokenId);
