import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountUnlockedWire, unlockCodeSentWire } from '../../contract/account-lock';
import {
  changeVerifyBodyWire,
  codeSentWire,
  passwordChangeBodyWire,
  passwordChangedWire,
  sessionsWire,
  signedOutWire,
  walletPasswordBodyWire,
  walletPasswordStateWire,
} from '../../contract/account';
import { emptyBodyWire } from '../../contract/common';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { notFound } from '../shared/app-error';
import {
  changePassword,
  endOtherSessions,
  endSession,
  listSessions,
  sendWalletResetCode,
  setWalletPassword,
  walletPasswordIsSet,
} from './security-service';
import { sendOwnUnlockCode, unlockOwnAccount } from '../auth';
import { createSender } from '../sender';
import { requireSession } from '../http/context';
import { fromPasswordChangeBodyWire, fromWalletPasswordBodyWire } from './account-presenters';

const idParams = z.object({ id: z.string() });
const idOf = (raw: string) => {
  if (!/^\d{1,15}$/.test(raw)) throw notFound('Session not found.');
  return Number(raw);
};

/** Passwords, the wallet password and the member's sessions (issue 12 points 4 and 9). */
export function accountSecurityRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sender = createSender(config, app.log);
  // An operator keeps their own sign-in safe too: password, sessions, unlocking. The wallet
  // password is a member's only.
  const anyoneSignedIn = { access: 'session' as const };

  r.put(
    '/api/account/password',
    {
      config: anyoneSignedIn,
      schema: { body: passwordChangeBodyWire, response: { 200: passwordChangedWire } },
    },
    async (request) => {
      const { memberId, tokenId } = requireSession(request);
      const ended = await changePassword(
        db,
        memberId,
        tokenId,
        fromPasswordChangeBodyWire(request.body),
      );
      return { changed: true as const, signed_out_sessions: ended };
    },
  );

  r.get(
    '/api/account/wallet_password',
    { schema: { response: { 200: walletPasswordStateWire } } },
    async (request) => ({
      is_set: await walletPasswordIsSet(db, requireSession(request).memberId),
    }),
  );

  r.put(
    '/api/account/wallet_password',
    { schema: { body: walletPasswordBodyWire, response: { 200: walletPasswordStateWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      await setWalletPassword(db, memberId, fromWalletPasswordBodyWire(request.body), {
        ip: request.ip,
      });
      return { is_set: true };
    },
  );

  r.post(
    '/api/account/wallet_password/send_reset_code',
    { schema: { body: emptyBodyWire, response: { 200: codeSentWire } } },
    async (request) => {
      const sent = await sendWalletResetCode(db, sender, requireSession(request).memberId, {
        ip: request.ip,
      });
      return { sent_to: sent.sentTo, expires_in: sent.expiresIn };
    },
  );

  // Password checks behind the token locked (429 account_locked): a code to the member's own
  // e-mail clears the counts, as at the sign-in screen.
  r.post(
    '/api/account/unlock/send_code',
    {
      config: anyoneSignedIn,
      schema: { body: emptyBodyWire, response: { 200: unlockCodeSentWire } },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const sent = await sendOwnUnlockCode(db, sender, memberId, { ip: request.ip });
      return { status: 'sent' as const, expires_in: sent.expiresIn };
    },
  );

  r.post(
    '/api/account/unlock',
    {
      config: anyoneSignedIn,
      schema: { body: changeVerifyBodyWire, response: { 200: accountUnlockedWire } },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      await unlockOwnAccount(db, memberId, request.body.otp, { ip: request.ip });
      return { status: 'unlocked' as const };
    },
  );

  r.get(
    '/api/account/sessions',
    { config: anyoneSignedIn, schema: { response: { 200: sessionsWire } } },
    async (request) => {
      const { memberId, tokenId } = requireSession(request);
      const sessions = await listSessions(db, memberId, tokenId);
      return {
        items: sessions.map((s) => ({
          id: s.id,
          device: s.device,
          ip: s.ip,
          created_at: s.createdAt.toISOString(),
          last_used_at: s.lastUsedAt?.toISOString() ?? null,
          current: s.current,
        })),
      };
    },
  );

  r.delete(
    '/api/account/sessions/:id',
    { config: anyoneSignedIn, schema: { params: idParams, response: { 200: signedOutWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      await endSession(db, memberId, idOf(request.params.id));
      return { signed_out: 1 };
    },
  );

  r.post(
    '/api/account/sessions/sign_out_others',
    { config: anyoneSignedIn, schema: { body: emptyBodyWire, response: { 200: signedOutWire } } },
    async (request) => {
      const { memberId, tokenId } = requireSession(request);
      return { signed_out: await endOtherSessions(db, memberId, tokenId) };
    },
  );
}
