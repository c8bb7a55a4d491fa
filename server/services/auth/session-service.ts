import type { LoginBodyWire } from '../../../contract/auth';
import type { Db } from '../../db/connection';
import type { Member, Session } from '../../domain/types';
import { identifierOf } from '../../domain/login-identifier';
import { findMemberForLogin } from '../../repositories/member-repo';
import { findSession, insertToken, revokeToken } from '../../repositories/token-repo';
import { AppError } from '../app-error';
import { verifyPassword } from './passwords';
import { hashToken, isWellFormedToken, newToken } from './tokens';
import { userStatus } from '../../../contract/constants';

export type LoginOutcome = {
  member: Member;
  /** Null when the account is blocked or not allowed: no session is opened for it. */
  token: string | null;
  userAllowed: boolean;
};

const badCredentials = () =>
  new AppError(422, 'validation_error', 'The login details or the password are incorrect.', {
    password: ['The login details or the password are incorrect.'],
  });

export async function login(
  db: Db,
  body: LoginBodyWire,
  opts: { tokenTtlDays: number; isDemo: boolean },
): Promise<LoginOutcome> {
  const found = await findMemberForLogin(db, identifierOf(body));
  const ok = await verifyPassword(found?.passwordHash ?? null, body.password);
  if (!found || !ok) throw badCredentials();
  const { passwordHash: _secret, ...member } = found;
  // The blocked state is told only to someone who knows the password (spec §2 account-blocked).
  const userAllowed = !opts.isDemo || member.userAllowed;
  if (member.status !== userStatus.active || !userAllowed)
    return { member, token: null, userAllowed };
  const token = newToken();
  const expiresAt = new Date(Date.now() + opts.tokenTtlDays * 86_400_000);
  await insertToken(db, member.id, hashToken(token), expiresAt);
  return { member, token, userAllowed };
}

export type TokenCheck =
  | { state: 'none' }
  | { state: 'malformed' }
  | { state: 'dead' }
  | { state: 'live'; session: Session };

export async function checkToken(db: Db, token: string | undefined): Promise<TokenCheck> {
  if (token === undefined || token === '') return { state: 'none' };
  if (!isWellFormedToken(token)) return { state: 'malformed' };
  const session = await findSession(db, hashToken(token));
  return session ? { state: 'live', session } : { state: 'dead' };
}

export async function logout(db: Db, session: Session): Promise<void> {
  await revokeToken(db, session.tokenId);
}
