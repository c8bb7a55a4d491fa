import type { Db } from '../db/connection';
import {
  type LoginIdentifier,
  findMemberIdForLogin,
  findMemberById,
  findSecrets,
} from '../members';
import {
  rateRules,
  clearRateHits,
  countAttempt,
  guard,
  guardFailures,
  type Guard,
} from '../limits';
import { getCompany } from '../company';
import { invalidInput, notFound, type AppError } from '../shared/app-error';
import type { MessageSender } from '../sender';
import { OTP_TTL_SECONDS, issueCode, requireCode } from './otp-service';
import { verifyPassword } from './passwords';

// One place for the failure limits of passwords (issue 27 point 6): which counts a wrong
// password adds to, and how its owner clears them with a code sent to the e-mail.

type Client = { ip: string };

/** How a rate subject names an account: the member, or what was typed for an unknown one. */
export const accountKey = (memberId: number) => `member:${memberId}`;

export function typedKey(id: LoginIdentifier): string {
  return id.kind === 'mobile'
    ? `mobile:${id.mobileCode.replace(/^\+/, '')}:${id.mobile}`
    : `${id.kind}:${id.kind === 'email' ? id.email : id.username}`;
}

/**
 * The counts of a login: the address first (a full one is plain rate_limited: an unlock code
 * would not help), then the account at this address, then the account everywhere.
 */
export const loginGuards = (account: string, client: Client) => ({
  ip: guard(rateRules.loginFailIp, client.ip),
  pair: guard(rateRules.loginFailAccountIp, `${account}|${client.ip}`),
  account: guard(rateRules.loginFailAccount, account),
});

const passwordGuard = (memberId: number): Guard =>
  guard(rateRules.passwordFailMember, accountKey(memberId));

/**
 * A password check behind a token (payout, bank details, payout method, deletion, password
 * changes). Every wrong one counts toward the member's one limit, whichever call it came by;
 * a right one does not clear the count, or the wallet password could reset the count of
 * guesses at the login password (and the other way round).
 */
export async function requirePassword(
  db: Db,
  memberId: number,
  check: { hash: string | null; password: string; wrong: () => AppError },
): Promise<void> {
  await guardFailures(db, [passwordGuard(memberId)], async () => {
    if (!(await verifyPassword(check.hash, check.password))) throw check.wrong();
  });
}

/**
 * The password a change of where money goes asks for (a payout, the payout method): the wallet
 * password when the member set one, else the login password, counted like every check.
 */
export async function requireWalletPassword(
  db: Db,
  memberId: number,
  password: string,
): Promise<void> {
  const secrets = await findSecrets(db, memberId);
  if (!secrets) throw notFound('Member not found.');
  const wallet = secrets.walletPasswordHash !== null;
  await requirePassword(db, memberId, {
    hash: secrets.walletPasswordHash ?? secrets.passwordHash,
    password,
    wrong: () =>
      invalidInput(
        'password',
        wallet ? 'The wallet password is not correct.' : 'The password is not correct.',
      ),
  });
}

/**
 * A comparison that tells whether a guess is the member's password although the caller was
 * not asked for it (a new wallet password must differ from the login password): every such
 * comparison counts, matching or not, so it cannot be used to guess without limit.
 */
export async function countPasswordComparison(db: Db, memberId: number): Promise<void> {
  await countAttempt(db, [passwordGuard(memberId)]);
}

/** A code to the member's e-mail that unlocks the account; sends are rate-limited. */
async function sendCode(
  db: Db,
  sender: MessageSender,
  memberId: number | null,
  key: string,
  client: Client,
) {
  await countAttempt(db, [
    guard(rateRules.otpSendAccount, key),
    guard(rateRules.otpSendIp, client.ip),
  ]);
  const member = memberId === null ? null : await findMemberById(db, memberId);
  if (member) {
    await issueCode(db, sender, {
      owner: { memberId: member.id },
      purpose: 'account_unlock',
      dest: { channel: 'email', to: member.email },
      companyName: (await getCompany(db))?.name ?? 'Your back office',
    });
  }
  return { expiresIn: OTP_TTL_SECONDS };
}

/** Checks the code (wrong codes are limited like every code) and clears the counts. */
async function unlock(db: Db, memberId: number | null, key: string, otp: string, client: Client) {
  await guardFailures(
    db,
    [guard(rateRules.otpFailAccount, key), guard(rateRules.otpFailIp, client.ip)],
    () =>
      requireCode(db, memberId === null ? null : { memberId }, 'account_unlock', otp, {
        consume: true,
      }),
  );
  const account = accountKey(memberId!);
  const login = loginGuards(account, client);
  for (const g of [login.pair, login.account, passwordGuard(memberId!)])
    await clearRateHits(db, g.rule.bucket, g.subject);
}

/** Where the unlock code of a login identifier goes: the same answer for an unknown one. */
export async function sendUnlockCodeFor(
  db: Db,
  sender: MessageSender,
  id: LoginIdentifier,
  client: Client,
): Promise<{ expiresIn: number }> {
  const memberId = await findMemberIdForLogin(db, id);
  return sendCode(
    db,
    sender,
    memberId,
    memberId === null ? typedKey(id) : accountKey(memberId),
    client,
  );
}

export async function unlockFor(
  db: Db,
  { identifier: id, otp }: { identifier: LoginIdentifier; otp: string },
  client: Client,
) {
  const memberId = await findMemberIdForLogin(db, id);
  await unlock(db, memberId, memberId === null ? typedKey(id) : accountKey(memberId), otp, client);
}

/** The same, for a member whose password checks behind a token are locked. */
export const sendOwnUnlockCode = (
  db: Db,
  sender: MessageSender,
  memberId: number,
  client: Client,
) => sendCode(db, sender, memberId, accountKey(memberId), client);

export const unlockOwnAccount = (db: Db, memberId: number, otp: string, client: Client) =>
  unlock(db, memberId, accountKey(memberId), otp, client);
