import type { LoginBodyWire } from '../../../contract/auth';
import type { Db } from '../../db/connection';
import { rateRules } from '../../domain/rate-limits';
import { findMemberIdForLogin } from '../../repositories/member-repo';
import { identifierOf, type LoginIdentifier } from '../../domain/login-identifier';
import { login, type LoginOutcome } from './session-service';
import type { Client } from './otp-login-service';
import { guard, guardFailures } from '../rate-limit-service';

const typed = (id: LoginIdentifier) =>
  id.kind === 'mobile'
    ? `mobile:${id.mobileCode.replace(/^\+/, '')}:${id.mobile}`
    : `${id.kind}:${id.kind === 'email' ? id.email : id.username}`;

/**
 * Password login with its rate limits: wrong passwords are counted per member (whichever
 * identifier was typed: username, email and mobile share one count) and per IP; a right
 * password clears the member's count. An unknown identifier is counted under itself, so a
 * limited and an unknown account answer alike.
 */
export async function guardedLogin(
  db: Db,
  body: LoginBodyWire,
  ctx: { client: Client; tokenTtlDays: number; isDemo: boolean },
): Promise<LoginOutcome> {
  const id = identifierOf(body);
  const memberId = await findMemberIdForLogin(db, id);
  const account = guard(
    rateRules.loginFailAccount,
    memberId === null ? typed(id) : `member:${memberId}`,
  );
  return guardFailures(
    db,
    [account, guard(rateRules.loginFailIp, ctx.client.ip)],
    () => login(db, body, ctx),
    { clearOnSuccess: [account] },
  );
}
