import { attachSignup } from '../crm';
import { randomBytes, randomInt } from 'node:crypto';
import type { Db, Queryable } from '../db/connection';
import {
  type AuthSettings,
  loadAuthSettings,
  type Client,
  hashPassword,
  passwordProblem,
} from '../auth';
import { isInSubtree } from '../network';
import { rateRules, countAttempt, guard } from '../limits';
import {
  addError,
  mobilePairErrors,
  planFieldErrors,
  usernameCandidate,
  type FieldErrors,
} from './signup-rules';
import {
  emailInUse,
  findEnrollerById,
  findEnrollerByUsername,
  findRootMember,
  mobileInUse,
  usernameInUse,
  type EnrollerNode,
} from '../members';
import { findPackagePrice, findZone, loadCompanySettings, type CompanySettings } from '../company';
import {
  insertPendingSignup,
  pendingEmailInUse,
  pendingMobileInUse,
  pendingUsernameInUse,
} from './signup-repo';
import { AppError, invalidInput } from '../shared/app-error';
import { effectivePlan } from '../demo';
import {
  advanceSignup,
  sendSignupCodes,
  signupKeyHash,
  type SignupDeps,
  type SignupStep,
} from './signup-completion-service';
import { userStatus } from '../../contract/constants';

/** Who signs up whom: a visitor (caller null) or a signed-in member adding a recruit. */
export type SignupCaller = { memberId: number | null; client: Client; demoPlan: unknown };

/** A signup that is not confirmed within a day is gone; its username and email are free again. */
const PENDING_TTL_SECONDS = 24 * 60 * 60;

const referralNotFound = () =>
  invalidInput('referral', 'No member with this username can sponsor you.');

/**
 * The sponsor a referral names: a live, active member. A signed-in member may only enrol
 * under themselves or their own downline; anyone else is "not found" to them.
 */
async function resolveSponsor(
  db: Queryable,
  referral: string,
  callerId: number | null,
): Promise<EnrollerNode | null> {
  const node = await findEnrollerByUsername(db, referral);
  if (!node || node.status !== userStatus.active) return null;
  if (callerId === null || node.id === callerId) return node;
  const caller = await findEnrollerById(db, callerId);
  return caller && isInSubtree(caller.path, node.path) ? node : null;
}

export async function validateReferral(
  db: Queryable,
  referral: string,
  callerId: number | null,
): Promise<EnrollerNode> {
  const node = await resolveSponsor(db, referral, callerId);
  if (!node) throw referralNotFound();
  return node;
}

/** The company's joining fee while modules.joining_fee is on, else null (free to join). */
async function joiningFee(
  db: Queryable,
  auth: AuthSettings,
  company: CompanySettings,
): Promise<{ minor: number; currency: string; packageId: number | null } | null> {
  if (!company.modules.joining_fee || !auth.joining_fee) return null;
  const currency = company.defaultCurrency.code;
  const { package_id: packageId, amount_minor: amountMinor } = auth.joining_fee;
  if (packageId !== null) {
    const pkg = await findPackagePrice(db, packageId);
    if (pkg && pkg.priceMinor > 0) return { minor: pkg.priceMinor, currency, packageId };
  }
  return amountMinor === null ? null : { minor: amountMinor, currency, packageId: null };
}

export type SignupData = {
  auth: AuthSettings;
  company: CompanySettings;
  defaultSponsor: EnrollerNode | null;
  referral: EnrollerNode | null;
  fee: Awaited<ReturnType<typeof joiningFee>>;
  plan: ReturnType<typeof effectivePlan>;
};

export async function signupData(
  db: Queryable,
  referral: string | undefined,
  caller: Pick<SignupCaller, 'memberId' | 'demoPlan'>,
): Promise<SignupData> {
  const [auth, company] = await Promise.all([loadAuthSettings(db), loadCompanySettings(db)]);
  const defaultSponsor =
    caller.memberId !== null
      ? await findEnrollerById(db, caller.memberId)
      : ((auth.default_sponsor ? await findEnrollerByUsername(db, auth.default_sponsor) : null) ??
        (await findRootMember(db)));
  const found = referral ? await resolveSponsor(db, referral, caller.memberId) : null;
  return {
    auth,
    company,
    defaultSponsor,
    referral: found,
    fee: await joiningFee(db, auth, company),
    plan: effectivePlan(company.modules.compensation_plan, company.company.isDemo, caller.demoPlan),
  };
}

/** Whether an email can be used for a new account (signup_validate_email). */
export async function emailIsFree(
  db: Db,
  email: string,
  caller: { client: Client; memberId: number | null },
): Promise<boolean> {
  // Whether an address is registered is worth little to a signed-in member and much to a
  // stranger harvesting addresses: strangers get the tighter per-address limit.
  await countAttempt(db, [
    caller.memberId === null
      ? guard(rateRules.emailCheckIp, caller.client.ip)
      : guard(rateRules.emailCheckMember, String(caller.memberId)),
  ]);
  const auth = await loadAuthSettings(db);
  if (!auth.email_unique) return true;
  return !((await emailInUse(db, email)) || (await pendingEmailInUse(db, email)));
}

async function freeUsername(db: Queryable, firstName: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const candidate = usernameCandidate(firstName, randomInt(1000, 1_000_000));
    if (!(await usernameInUse(db, candidate)) && !(await pendingUsernameInUse(db, candidate)))
      return candidate;
  }
  throw new Error('no free username after 20 tries');
}

/** A signup form, as the route reads it (referral is the sponsor's username). */
export type SignupInput = {
  placement?: string | undefined;
  position?: 'L' | 'R' | undefined;
  referral: string;
  zone: number;
  city: string;
  address: string;
  postcode: string;
  firstName: string;
  lastName?: string | undefined;
  email?: string | undefined;
  mobileCode?: string | undefined;
  mobile?: string | undefined;
  username?: string | undefined;
  password: string;
  /** A CRM lead's invitation token: the new member enrols that lead. */
  lead?: string | undefined;
};

/** Every §5 and uniqueness rule at once, so the form can show each field's first message. */
async function signupErrors(
  db: Queryable,
  body: SignupInput,
  ctx: { auth: AuthSettings; plan: ReturnType<typeof effectivePlan>; sponsor: EnrollerNode | null },
): Promise<FieldErrors> {
  const { auth, plan, sponsor } = ctx;
  const errors: FieldErrors = {
    ...planFieldErrors(plan, body),
    ...mobilePairErrors({ mobile_code: body.mobileCode, mobile: body.mobile }),
  };
  if (!sponsor) addError(errors, 'referral', referralNotFound().message);
  if (sponsor && body.placement !== undefined && !errors.placement) {
    const node = await findEnrollerByUsername(db, body.placement);
    const fits = node && (node.id === sponsor.id || isInSubtree(sponsor.path, node.path));
    if (!fits)
      addError(errors, 'placement', "The placement member must be in the sponsor's downline.");
  }
  if (body.email === undefined) addError(errors, 'email', 'The email is required.');
  else if (
    auth.email_unique &&
    ((await emailInUse(db, body.email)) || (await pendingEmailInUse(db, body.email)))
  )
    addError(errors, 'email', 'That email is already registered.');
  const needsMobile = (auth.otp_verification && auth.otp_based_on === 'mobile') || auth.verify_both;
  if (needsMobile && body.mobile === undefined && !errors.mobile)
    addError(errors, 'mobile', 'The mobile number is required.');
  if (body.mobile !== undefined && body.mobileCode !== undefined && auth.phone_unique) {
    const taken =
      (await mobileInUse(db, body.mobileCode, body.mobile)) ||
      (await pendingMobileInUse(db, body.mobileCode, body.mobile));
    if (taken) addError(errors, 'mobile', 'That mobile number is already registered.');
  }
  if (
    body.username !== undefined &&
    ((await usernameInUse(db, body.username)) || (await pendingUsernameInUse(db, body.username)))
  )
    addError(errors, 'username', 'That username is taken.');
  if (!(await findZone(db, body.zone))) addError(errors, 'zone', 'Choose a region.');
  const weak = passwordProblem(body.password, { username: body.username, email: body.email });
  if (weak) addError(errors, 'password', weak);
  return errors;
}

/**
 * POST /api/users/signup. The new member waits in pending_signups until the code(s) are
 * confirmed and the joining fee (if any) is paid; only then does the engine place them.
 */
export async function signup(
  deps: SignupDeps,
  body: SignupInput,
  caller: SignupCaller,
): Promise<SignupStep> {
  const { db } = deps;
  const [auth, company] = await Promise.all([loadAuthSettings(db), loadCompanySettings(db)]);
  if (!auth.show_signup && caller.memberId === null)
    throw new AppError(403, 'forbidden', 'Signing up is closed.');
  await countAttempt(db, [guard(rateRules.signupIp, caller.client.ip)]);
  const plan = effectivePlan(
    company.modules.compensation_plan,
    company.company.isDemo,
    caller.demoPlan,
  );
  const sponsor = await resolveSponsor(db, body.referral, caller.memberId);
  const errors = await signupErrors(db, body, { auth, plan, sponsor });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, 'validation_error', first, errors);

  const placement = body.placement ? await findEnrollerByUsername(db, body.placement) : null;
  const zone = (await findZone(db, body.zone))!;
  const key = randomBytes(32).toString('base64url');
  const needsOtp = auth.otp_verification;
  const id = await insertPendingSignup(db, {
    keyHash: signupKeyHash(key),
    sponsorId: sponsor!.id,
    addedById: caller.memberId,
    placementId: placement?.id ?? null,
    position: body.position ?? null,
    username: body.username ?? (await freeUsername(db, body.firstName)),
    email: body.email!,
    mobileCode: body.mobileCode?.replace(/^\+/, '') ?? null,
    mobile: body.mobile ?? null,
    firstName: body.firstName,
    lastName: body.lastName || null,
    passwordHash: await hashPassword(body.password),
    countryId: zone.countryId,
    zoneId: zone.id,
    city: body.city,
    address: body.address,
    postcode: body.postcode,
    language: company.defaultLanguage,
    needsOtp,
    needsOtp2: needsOtp && auth.verify_both,
    fee: await joiningFee(db, auth, company),
    ttlSeconds: PENDING_TTL_SECONDS,
  });
  // Through a lead's invitation link: the lead is enrolled once the member exists.
  if (body.lead) await attachSignup(db, body.lead, sponsor!.id, id);
  if (needsOtp) return sendSignupCodes(deps, id, key, auth);
  return advanceSignup(deps, id, key);
}
