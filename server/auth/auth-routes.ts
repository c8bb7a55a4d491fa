import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkResetOtpBodyWire,
  dummyResponseWire,
  loginBodyWire,
  loginFieldsResponseWire,
  loginResponseWire,
  loginWithOtpBodyWire,
  logoutResponseWire,
  otpSentResponseWire,
  otpValidResponseWire,
  passwordResetResponseWire,
  resetFieldsResponseWire,
  resetPasswordBodyWire,
  sendOtpBodyWire,
  sendResetOtpBodyWire,
  sendUnlockCodeBodyWire,
  unlockAccountBodyWire,
  ssoBodyWire,
  ssoLoginResponseWire,
  ssoTicketResponseWire,
  ssoLogoutResponseWire,
} from '../../contract/auth';
import { accountUnlockedWire, unlockCodeSentWire } from '../../contract/account-lock';
import { emptyBodyWire } from '../../contract/common';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { loginFields } from './login-fields-service';
import { logout, type LoginOutcome } from './session-service';
import { loadCompanySettings, toCountryWire } from '../company';
import { identifierOf } from '../members';
import { completeLogin } from './login-answer-service';
import { guardedLogin } from './login-guard-service';
import { sendUnlockCodeFor, unlockFor } from './account-lock-service';
import { loginWithCode, sendLoginCode } from './otp-login-service';
import { passwordRulesWire } from './password-policy';
import { checkResetCode, resetPassword, sendResetCode } from './reset-service';
import { createSender } from '../sender';
import { freshSsoTicket, ssoLogin, ssoLogout, ssoLogoutToken } from './sso-service';
import { fromContactWire, toLoginResponseWire } from './auth-presenters';
import { originOf, requireSession } from '../http/context';
import { requestLanguage } from '../http/language';
import { registerAuthHooks } from '../demo';
import { commonQueryOf, routeOptions } from '../http/route-policy';

export function authRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerAuthHooks(app, db);
  const sender = createSender(config, app.log);
  const sso = { db, secret: config.storeTokenSecret };

  /** A login outcome as the wire answer, with the demo and store parts of it. */
  const answer = async (
    request: FastifyRequest,
    origin: string,
    outcome: LoginOutcome,
    settings: Awaited<ReturnType<typeof loadCompanySettings>>,
  ) =>
    toLoginResponseWire(
      await completeLogin(db, outcome, settings, {
        demoPlan: commonQueryOf(request).demo_plan,
        storeTokenSecret: config.storeTokenSecret,
      }),
      origin,
    );

  r.get('/api/auth/dummy', routeOptions({}, dummyResponseWire, 'public'), async () => ({
    status: 'ok' as const,
    server_time: new Date().toISOString(),
  }));

  r.get(
    '/api/auth/login_fields',
    routeOptions({}, loginFieldsResponseWire, 'public'),
    async (request) => {
      const { settings, countries } = await loginFields(db, requestLanguage(request));
      return {
        phone_unique: settings.phone_unique,
        email_unique: settings.email_unique,
        login_with_otp: settings.login_with_otp,
        countries: countries.map(toCountryWire),
      };
    },
  );

  r.get(
    '/api/auth/reset_password_field',
    routeOptions({}, resetFieldsResponseWire, 'public'),
    async (request) => {
      const { settings, countries } = await loginFields(db, requestLanguage(request));
      return {
        password_policy: passwordRulesWire(),
        reset_password_based_on: settings.reset_password_based_on,
        countries: countries.map(toCountryWire),
      };
    },
  );

  r.post(
    '/api/auth/login',
    routeOptions({ body: loginBodyWire }, loginResponseWire, 'public'),
    async (request) => {
      const settings = await loadCompanySettings(db, requestLanguage(request));
      const { password } = request.body;
      const identifier = identifierOf(request.body);
      const outcome = await guardedLogin(
        db,
        { identifier, password },
        {
          client: { ip: request.ip },
          tokenTtlDays: config.tokenTtlDays,
          isDemo: settings.company.isDemo,
        },
      );
      return answer(request, originOf(request), outcome, settings);
    },
  );

  // An account locked by wrong passwords (429 account_locked): a code to its e-mail unlocks it.
  r.post(
    '/api/auth/send_unlock_code',
    routeOptions({ body: sendUnlockCodeBodyWire }, unlockCodeSentWire, 'public'),
    async (request) => {
      const sent = await sendUnlockCodeFor(db, sender, identifierOf(request.body), {
        ip: request.ip,
      });
      return { status: 'sent' as const, expires_in: sent.expiresIn };
    },
  );

  r.post(
    '/api/auth/unlock_account',
    routeOptions({ body: unlockAccountBodyWire }, accountUnlockedWire, 'public'),
    async (request) => {
      await unlockFor(
        db,
        { identifier: identifierOf(request.body), otp: request.body.otp },
        { ip: request.ip },
      );
      return { status: 'unlocked' as const };
    },
  );

  r.post(
    '/api/auth/send_otp',
    routeOptions({ body: sendOtpBodyWire }, otpSentResponseWire, 'public'),
    async (request) => {
      const [settings, fields] = await Promise.all([loadCompanySettings(db), loginFields(db)]);
      const sent = await sendLoginCode(db, sender, fromContactWire(request.body), {
        client: { ip: request.ip },
        enabled: fields.settings.login_with_otp,
        companyName: settings.company.name,
      });
      return { status: 'sent' as const, expires_in: sent.expiresIn, sent_to: sent.sentTo };
    },
  );

  r.post(
    '/api/auth/login_with_otp',
    routeOptions({ body: loginWithOtpBodyWire }, loginResponseWire, 'public'),
    async (request) => {
      const [settings, fields] = await Promise.all([
        loadCompanySettings(db, requestLanguage(request)),
        loginFields(db),
      ]);
      const outcome = await loginWithCode(
        db,
        { contact: fromContactWire(request.body), otp: request.body.otp },
        {
          client: { ip: request.ip },
          enabled: fields.settings.login_with_otp,
          tokenTtlDays: config.tokenTtlDays,
          isDemo: settings.company.isDemo,
        },
      );
      return answer(request, originOf(request), outcome, settings);
    },
  );

  r.post(
    '/api/auth/send_reset_otp',
    routeOptions({ body: sendResetOtpBodyWire }, otpSentResponseWire, 'public'),
    async (request) => {
      const [settings, fields] = await Promise.all([loadCompanySettings(db), loginFields(db)]);
      const sent = await sendResetCode(db, sender, fromContactWire(request.body), {
        client: { ip: request.ip },
        via: fields.settings.reset_password_based_on,
        companyName: settings.company.name,
      });
      return { status: 'sent' as const, expires_in: sent.expiresIn, sent_to: sent.sentTo };
    },
  );

  r.post(
    '/api/auth/check_reset_otp',
    routeOptions({ body: checkResetOtpBodyWire }, otpValidResponseWire, 'public'),
    async (request) => {
      const { settings } = await loginFields(db);
      await checkResetCode(
        db,
        { contact: fromContactWire(request.body), otp: request.body.otp },
        {
          client: { ip: request.ip },
          via: settings.reset_password_based_on,
        },
      );
      return { status: 'valid' as const };
    },
  );

  r.post(
    '/api/auth/reset_password',
    routeOptions({ body: resetPasswordBodyWire }, passwordResetResponseWire, 'public'),
    async (request) => {
      const { settings } = await loginFields(db);
      const b = request.body;
      await resetPassword(
        db,
        {
          contact: fromContactWire(b),
          otp: b.otp,
          password: b.password,
          passwordConfirmation: b.password_confirmation,
        },
        {
          client: { ip: request.ip },
          via: settings.reset_password_based_on,
        },
      );
      return { status: 'reset' as const };
    },
  );

  r.post(
    '/api/auth/logout',
    {
      config: { allowBlocked: true, access: 'session' },
      schema: {
        // The spec sends logout without a body; whatever arrives is ignored.
        body: z.unknown(),
        response: { 200: logoutResponseWire },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await logout(db, session);
      // An operator's view ends alone: the member's store sessions are not the view's to end.
      if (session.readOnly) return { sso_logout_token: null };
      return { sso_logout_token: await ssoLogoutToken(sso, session.memberId) };
    },
  );

  r.post(
    '/api/auth/sso_ticket',
    { schema: { body: emptyBodyWire, response: { 200: ssoTicketResponseWire } } },
    async (request) => {
      const session = requireSession(request);
      const settings = await loadCompanySettings(db);
      return { sso_token: await freshSsoTicket(sso, session.memberId, settings.modules.store) };
    },
  );

  r.post(
    '/api/auth/sso_login',
    routeOptions({ body: ssoBodyWire }, ssoLoginResponseWire),
    async (request) => {
      const session = requireSession(request);
      const settings = await loadCompanySettings(db);
      const store =
        settings.stores.find((s) => s.id === settings.storeSettings.default_store) ??
        settings.stores[0];
      const result = await ssoLogin(sso, session.memberId, request.body.sso_token, {
        enabled: settings.modules.store,
        url: store?.url ?? null,
      });
      return { store_token: result.storeToken, store_url: result.storeUrl };
    },
  );

  r.post(
    '/api/auth/sso_logout',
    routeOptions({ body: ssoBodyWire }, ssoLogoutResponseWire, 'public'),
    async (request) => {
      await ssoLogout(sso, request.body.sso_token);
      return { status: 'ok' as const };
    },
  );
}
