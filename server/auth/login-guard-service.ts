import type { Db } from '../db/connection';
import { findMemberIdForLogin } from '../members';
import { login, type LoginInput, type LoginOutcome } from './session-service';
import type { Client } from './otp-login-service';
import { guardFailures } from '../limits';
import { accountKey, loginGuards, typedKey } from './account-lock-service';

/**
 * Password login with its rate limits: wrong passwords are counted per member (whichever
 * identifier was typed: username, email and mobile share one count) at this address, per
 * member everywhere (a slower ceiling), and per address; a right password clears the count
 * of the member at this address. So a stranger's guesses from one address do not lock the
 * owner out at another. An unknown identifier is counted under itself, so a limited and an
 * unknown account answer alike.
 */
export async function guardedLogin(
  db: Db,
  body: LoginInput,
  ctx: { client: Client; tokenTtlDays: number; isDemo: boolean },
): Promise<LoginOutcome> {
  const id = body.identifier;
  const memberId = await findMemberIdForLogin(db, id);
  const g = loginGuards(memberId === null ? typedKey(id) : accountKey(memberId), ctx.client);
  return guardFailures(db, [g.ip, g.pair, g.account], () => login(db, body, ctx), {
    clearOnSuccess: [g.pair],
  });
}
