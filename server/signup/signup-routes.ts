import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField, otpSentResponseWire, usernameField } from '../../contract/auth';
import {
  emailValidationWire,
  referralValidationWire,
  resendSignupBodyWire,
  signupBodyWire,
  signupDataWire,
  signupResponseWire,
  verifySignupBodyWire,
} from '../../contract/signup';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { minorToDecimal } from '../../contract/money';
import { loadCompanySettings, toCountryWire, toZoneWire } from '../company';
import { countriesAndZones, passwordRulesWire } from '../auth';
import { createPaymentProvider } from '../orders';
import { createSender } from '../sender';
import {
  confirmSignupPayment,
  resendSignupCodes,
  verifySignup,
  type SignupDeps,
} from './signup-completion-service';
import { emailIsFree, signup, signupData, validateReferral } from './signup-service';
import { originOf, sessionOrNull } from '../http/context';
import { requestLanguage } from '../http/language';
import { commonQueryOf, keyed, routeOptions } from '../http/route-policy';
import { fromSignupBodyWire, toSignupResponseWire } from './signup-presenters';
import { userStatus } from '../../contract/constants';

const signupDataQuery = z.object({ referral: usernameField.optional() });
const referralQuery = z.object({ referral: usernameField });
const emailQuery = z.object({ email: emailField });
const paymentParams = z.object({ session_id: z.string().trim().min(1).max(200) });

/**
 * Signup (spec §4 signup flow, §5 body rules, §7 user and signup). Every call works without a
 * token; with one (the member-added signup, /member/signup) the caller is the default sponsor
 * and may enrol only under themselves or their own downline.
 */
export function signupRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sender = createSender(config, app.log);
  const payments = createPaymentProvider(config);

  // A blocked member's token does not make them a sponsor: they sign up others as a visitor.
  const callerId = (request: FastifyRequest) => {
    const session = sessionOrNull(request);
    return session && session.status === userStatus.active ? session.memberId : null;
  };
  const depsFor = async (request: FastifyRequest): Promise<SignupDeps> => ({
    db,
    sender,
    payments,
    companyName: (await loadCompanySettings(db)).company.name,
    origin: originOf(request),
  });

  r.get(
    '/api/users/signup_data',
    routeOptions({ querystring: signupDataQuery }, signupDataWire, 'optional'),
    async (request) => {
      const memberId = callerId(request);
      const [data, lists] = await Promise.all([
        signupData(db, request.query.referral, {
          memberId,
          demoPlan: commonQueryOf(request).demo_plan,
        }),
        countriesAndZones(db, requestLanguage(request)),
      ]);
      const sponsor = data.referral ?? data.defaultSponsor;
      return {
        default_sponsor: data.defaultSponsor?.username ?? null,
        password_policy: true,
        password_rules: passwordRulesWire(),
        otp_verification: data.auth.otp_verification,
        otp_based_on: data.auth.otp_based_on,
        default_leg: sponsor?.defaultLeg ?? ('L' as const),
        referral_id: data.referral?.id ?? null,
        phone_unique: data.auth.phone_unique,
        email_unique: data.auth.email_unique,
        privacy_url: data.auth.privacy_url,
        terms_url: data.auth.terms_url,
        countries: lists.countries.map(toCountryWire),
        zones: lists.zones.map(toZoneWire),
        show_signup: data.auth.show_signup || memberId !== null,
        joining_fee: data.fee && {
          amount: minorToDecimal(data.fee.minor),
          currency: data.fee.currency,
          package_id: data.fee.packageId,
        },
        compensation_plan: data.plan,
      };
    },
  );

  r.get(
    '/api/users/signup_validate_referral',
    routeOptions({ querystring: referralQuery }, referralValidationWire, 'optional'),
    async (request) => {
      const node = await validateReferral(db, request.query.referral, callerId(request));
      return {
        default_leg: node.defaultLeg,
        referral_id: node.id,
        first_name: node.firstName,
        last_name: node.lastName,
      };
    },
  );

  r.get(
    '/api/users/signup_validate_email',
    routeOptions({ querystring: emailQuery }, emailValidationWire, 'optional'),
    async (request) => ({
      status: await emailIsFree(db, request.query.email, {
        client: { ip: request.ip },
        memberId: callerId(request),
      }),
    }),
  );

  r.post(
    '/api/users/signup',
    keyed(routeOptions({ body: signupBodyWire }, signupResponseWire, 'optional')),
    async (request) =>
      toSignupResponseWire(
        await signup(await depsFor(request), fromSignupBodyWire(request.body), {
          memberId: callerId(request),
          client: { ip: request.ip },
          demoPlan: commonQueryOf(request).demo_plan,
        }),
      ),
  );

  r.post(
    '/api/users/resend_signup_verification',
    routeOptions({ body: resendSignupBodyWire }, otpSentResponseWire, 'public'),
    async (request) => {
      const sent = await resendSignupCodes(await depsFor(request), request.body.key, {
        ip: request.ip,
      });
      return { status: 'sent' as const, expires_in: sent.expiresIn, sent_to: sent.sentTo };
    },
  );

  r.post(
    '/api/users/verify_signup',
    keyed(routeOptions({ body: verifySignupBodyWire }, signupResponseWire, 'public')),
    async (request) =>
      toSignupResponseWire(
        await verifySignup(await depsFor(request), request.body, { ip: request.ip }),
      ),
  );

  // The payment provider returns the payer to /signup/stripe/success/:sessionId; that screen
  // confirms the session here. Our own design: the spec names the screen, not the call.
  r.get(
    '/api/users/signup_payment/:session_id',
    routeOptions({ params: paymentParams }, signupResponseWire, 'public'),
    async (request) =>
      toSignupResponseWire(
        await confirmSignupPayment(await depsFor(request), request.params.session_id),
      ),
  );
}
