import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection';
import {
  countLiveStoreTokens,
  insertStoreToken,
  revokeMemberStoreTokens,
  revokeStoreToken,
  serverSecret,
  useSsoTicket,
} from './store-token-repo';
import { AppError, invalidInput } from '../shared/app-error';
import { signToken, verifyToken, type StoreClaims } from './signed-token';

/**
 * Store single sign-on (spec §4 login success, §7 sso_login / sso_logout). Login hands a
 * member a one-time SSO ticket (5 minutes) when the store module is on; sso_login trades it
 * for a store token (1 hour) that the store presents; logout hands out an sso_logout token,
 * and sso_logout with it (or with the store token itself) revokes the member's store tokens.
 * Every token is an HS256 JWT over STORE_TOKEN_SECRET (or a key kept in the database).
 */
const TICKET_SECONDS = 5 * 60;
const STORE_SECONDS = 60 * 60;

export type SsoDeps = { db: Queryable; secret: string | undefined };

const keyOf = async ({ db, secret }: SsoDeps) =>
  secret ?? serverSecret(db, 'store_token', randomBytes(32).toString('base64url'));

async function mint(deps: SsoDeps, typ: StoreClaims['typ'], memberId: number, seconds: number) {
  const iat = Math.floor(Date.now() / 1000);
  const claims: StoreClaims = {
    typ,
    sub: memberId,
    jti: randomBytes(16).toString('base64url'),
    iat,
    exp: iat + seconds,
  };
  return { token: signToken(await keyOf(deps), claims), claims };
}

const badToken = () => invalidInput('sso_token', 'The SSO token is not valid or has expired.');

/** The SSO ticket a login answers with (store module on, a session opened). */
export async function issueSsoTicket(deps: SsoDeps, memberId: number): Promise<string> {
  const { token, claims } = await mint(deps, 'sso', memberId, TICKET_SECONDS);
  await insertStoreToken(deps.db, {
    jti: claims.jti,
    memberId,
    kind: 'sso',
    expiresAt: new Date(claims.exp * 1000),
  });
  return token;
}

/** A new ticket for a signed-in member (the store module must be on). */
export async function freshSsoTicket(
  deps: SsoDeps,
  memberId: number,
  storeEnabled: boolean,
): Promise<string> {
  if (!storeEnabled) throw new AppError(403, 'forbidden', 'The store is not enabled.');
  return issueSsoTicket(deps, memberId);
}

export async function ssoLogin(
  deps: SsoDeps,
  memberId: number,
  ssoToken: string,
  store: { enabled: boolean; url: string | null },
): Promise<{ storeToken: string; storeUrl: string | null }> {
  if (!store.enabled) throw new AppError(403, 'forbidden', 'The store is not enabled.');
  const claims = verifyToken(await keyOf(deps), ssoToken);
  if (!claims || claims.typ !== 'sso' || claims.sub !== memberId) throw badToken();
  if (!(await useSsoTicket(deps.db, claims.jti, memberId))) throw badToken();
  const minted = await mint(deps, 'store', memberId, STORE_SECONDS);
  await insertStoreToken(deps.db, {
    jti: minted.claims.jti,
    memberId,
    kind: 'store',
    expiresAt: new Date(minted.claims.exp * 1000),
  });
  return { storeToken: minted.token, storeUrl: store.url };
}

/** What logout hands back: a token to end the store session, when there is one. */
export async function ssoLogoutToken(deps: SsoDeps, memberId: number): Promise<string | null> {
  if ((await countLiveStoreTokens(deps.db, memberId)) === 0) return null;
  return (await mint(deps, 'sso_logout', memberId, TICKET_SECONDS)).token;
}

export async function ssoLogout(deps: SsoDeps, token: string): Promise<void> {
  const claims = verifyToken(await keyOf(deps), token);
  if (claims?.typ === 'store') return revokeStoreToken(deps.db, claims.jti);
  if (claims?.typ === 'sso_logout') return revokeMemberStoreTokens(deps.db, claims.sub);
  throw badToken();
}
