import type { Db } from '../db/connection';
import type { Member, Session, TokenCheck } from '../shared/types';
import { findMemberForLogin, type LoginIdentifier } from '../members';
import { endedByBlock, findSession, insertToken, revokeToken, touchSession } from './token-repo';
import { AppError } from '../shared/app-error';
import { verifyPassword } from './passwords';
import { hashToken, isWellFormedToken, newToken } from './tokens';
import { userStatus } from '../../contract/constants';

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

/** A password login: who the member says they are, and the password. */
export type LoginInput = { identifier: LoginIdentifier; password: string };

export async function login(
  db: Db,
  body: LoginInput,
  opts: { tokenTtlDays: number; isDemo: boolean },
): Promise<LoginOutcome> {
  const found = await findMemberForLogin(db, body.identifier);
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

async function checkToken(db: Db, token: string | undefined): Promise<TokenCheck> {
  if (token === undefined || token === '') return { state: 'none' };
  if (!isWellFormedToken(token)) return { state: 'malformed' };
  const hash = hashToken(token);
  const session = await findSession(db, hash);
  if (session) return { state: 'live', session };
  return (await endedByBlock(db, hash)) ? { state: 'blocked' } : { state: 'dead' };
}

/**
 * The token of a request, checked; a live one also notes the browser and address using it,
 * for the member's list of sessions (written at most once a minute per token).
 */
export async function checkRequestToken(
  db: Db,
  token: string | undefined,
  client: { userAgent: string | null; ip: string },
): Promise<TokenCheck> {
  const check = await checkToken(db, token);
  if (check.state === 'live') await touchSession(db, check.session.tokenId, client);
  return check;
}

export async function logout(db: Db, session: Session): Promise<void> {
  await revokeToken(db, session.tokenId);
}
